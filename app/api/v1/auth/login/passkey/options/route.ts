import { auditClient } from '@/lib/server/audit/record';
import { authenticationOptions } from '@/lib/server/auth/passkeys/sign-in';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passkeyOptionsSchema } from '@/lib/validations/passkeys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {challenge?} -> 200 {data: PasskeyOptions} for `navigator.credentials.get()`: with the password
 * step's challenge, for the second step (that account's passkeys; 401 challenge_expired); without, for
 * a sign-in with a passkey alone (429 past the per-address limit).
 */
export const POST = apiRoute(async (request: Request) => {
  const { challenge } = await validate(passkeyOptionsSchema, await readJsonBody(request));
  return json({ data: await authenticationOptions(request, auditClient(request), challenge) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
