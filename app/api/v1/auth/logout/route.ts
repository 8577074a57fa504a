import { auditClient } from '@/lib/server/audit/record';
import { signOut } from '@/lib/server/auth/accounts';
import { bearerToken } from '@/lib/server/auth/bearer';
import { unauthorized } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { noContent } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST with a bearer token -> 204 and the token stops working (already-ended tokens too: sign-out is idempotent). */
export const POST = apiRoute(async (request: Request) => {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  await signOut(token, auditClient(request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
