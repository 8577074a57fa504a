import { auditClient } from '@/lib/server/audit/record';
import { requireSession } from '@/lib/server/auth/bearer';
import { addPasskey, listPasskeys } from '@/lib/server/auth/passkeys/manage';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { newPasskeySchema } from '@/lib/validations/passkeys';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET (a session, not an API token) -> 200 {data: Passkey[]}, oldest first. */
export const GET = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  return json({ data: await listPasskeys(user.id) });
});

/**
 * POST {name, response} (a session) -> 201 {data: Passkey}: the browser's answer to the options of
 * /api/user/passkeys/options; 400 validation_failed or passkey_rejected; 409 limit_reached.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  const input = await validate(newPasskeySchema, await readJsonBody(request));
  return json({ data: await addPasskey(user, input, request, auditClient(request)) }, 201);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
