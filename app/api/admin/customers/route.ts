import { requireAdmin } from '@/lib/server/auth/bearer';
import { customersAnswer } from '@/lib/server/http/answers';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (bearer, admin) -> {data: Customer[], total}: customer accounts with app and device counts, newest first. */
export const GET = apiRoute(async (request: Request) => {
  await requireAdmin(request);
  return json(await customersAnswer());
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
