import { requireSession } from '@/lib/server/auth/bearer';
import { registrationOptions } from '@/lib/server/auth/passkeys/manage';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passkeyPasswordSchema } from '@/lib/validations/passkeys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {password} (a session) -> 200 {data: PasskeyOptions}: WebAuthn creation options for
 * `navigator.credentials.create()`, their challenge good once for five minutes; 400 validation_failed
 * (fields.password wrongPassword); 409 limit_reached; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  const { password } = await validate(passkeyPasswordSchema, await readJsonBody(request));
  return json({ data: await registrationOptions(user, password, request) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
