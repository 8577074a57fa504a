import { requireSession } from '@/lib/server/auth/bearer';
import { registrationOptions } from '@/lib/server/auth/passkeys/manage';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { json } from '@/lib/server/http/responses';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST (a session) -> 200 {data: PasskeyOptions}: WebAuthn creation options for
 * `navigator.credentials.create()`, their challenge good once for five minutes; 409 limit_reached.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  return json({ data: await registrationOptions(user, request) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
