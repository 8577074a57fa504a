import { requireSession } from '@/lib/server/auth/bearer';
import { twoFactorStatus } from '@/lib/server/auth/two-factor/settings';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (a session, not an API token) -> 200 {data: TwoFactorStatus}. */
export const GET = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  return json({ data: await twoFactorStatus(user.id) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
