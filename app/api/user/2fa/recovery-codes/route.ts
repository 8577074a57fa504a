import { auditClient } from '@/lib/server/audit/record';
import { requireSession } from '@/lib/server/auth/bearer';
import { regenerateRecoveryCodes } from '@/lib/server/auth/two-factor/settings';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { totpCodeSchema } from '@/lib/validations/two-factor';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {code} (a session) -> 200 {recoveryCodes}: a new set; the old codes stop working. 400
 * validation_failed (fields.code invalidCode); 409 totp_not_enabled; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  const { code } = await validate(totpCodeSchema, await readJsonBody(request));
  return json({ recoveryCodes: await regenerateRecoveryCodes(user, code, auditClient(request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
