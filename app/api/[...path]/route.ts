import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * Unknown API paths answer in the API's JSON error shape rather than with the HTML not-found page
 * (after the CSRF check, like every API call).
 */
const notFound = apiRoute(async () => {
  throw new ApiError(404, 'not_found', 'There is no such API endpoint');
});

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
