import { auditClient } from '@/lib/server/audit/record';
import { requireSession } from '@/lib/server/auth/bearer';
import { disableTotp, startTotpSetup } from '@/lib/server/auth/two-factor/settings';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json, noContent } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { disableTotpSchema, totpStartSchema } from '@/lib/validations/two-factor';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {password} (a session) -> 200 {secret, otpauthUrl}, not in force until confirmed; 400
 * validation_failed (fields.password wrongPassword); 409 totp_enabled; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  const { password } = await validate(totpStartSchema, await readJsonBody(request));
  return json(await startTotpSetup(user, password));
});

/**
 * DELETE {password, code | recoveryCode} (a session) -> 204: two-factor sign-in is off, the recovery
 * codes gone; 400 validation_failed (fields.password wrongPassword, or fields.code/recoveryCode invalidCode); 409 totp_not_enabled; 429.
 */
export const DELETE = apiRoute(async (request: Request) => {
  const { user } = await requireSession(request);
  const input = await validate(disableTotpSchema, await readJsonBody(request));
  await disableTotp(user, input, auditClient(request));
  return noContent();
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, OPTIONS } = otherMethods(['POST', 'DELETE']);
