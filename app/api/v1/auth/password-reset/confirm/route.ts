import { auditClient } from '@/lib/server/audit/record';
import { confirmPasswordReset } from '@/lib/server/auth/password-reset';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passwordResetConfirmSchema } from '@/lib/validations/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {token, password} -> 200 {data: {passwordChanged: true}}: the new password is set and every
 * session of the account ends; 400 invalid_reset_token (unknown, used or expired); 400; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const input = await validate(passwordResetConfirmSchema, await readJsonBody(request));
  await confirmPasswordReset(input, { ...auditClient(request), ip: clientIp(request) });
  return json({ data: { passwordChanged: true } });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
