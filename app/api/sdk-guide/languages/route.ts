import { requireAdmin } from '@/lib/server/auth/bearer';
import { listGuideLanguages } from '@/lib/server/domain/sdk-guide/languages';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET (bearer, admin) -> {data: [{locale, updatedAt|null, olderThanEnglish}]}: the guide's 15 languages
 * in the console's order, with when each was last saved; 403 for customers.
 */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return json({ data: await listGuideLanguages() });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
