import { auditClient } from '@/lib/server/audit/record';
import { signInWithPasskey } from '@/lib/server/auth/passkeys/sign-in';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passkeySignInSchema } from '@/lib/validations/passkeys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {response} -> 200 AuthResponse: a sign-in with a passkey alone, answering the options of
 * /api/v1/auth/login/passkey/options (without a challenge); 401 passkey_rejected.
 */
export const POST = apiRoute(async (request: Request) => {
  const { response } = await validate(passkeySignInSchema, await readJsonBody(request));
  return json(await signInWithPasskey(response, request, auditClient(request)));
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
