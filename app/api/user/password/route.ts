import { auditClient } from '@/lib/server/audit/record';
import { requireSession } from '@/lib/server/auth/bearer';
import { changePassword } from '@/lib/server/auth/password-change';
import { apiRoute } from '@/lib/server/http/api-route';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { changePasswordSchema } from '@/lib/validations/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {currentPassword, newPassword} (bearer) -> 200 {data: {endedSessions}}: every other session of
 * the user ends (audited, as is a wrong current password); 400 validation_failed (fields.currentPassword "wrongPassword" for a wrong one); 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { user, sessionId } = await requireSession(request);
  const input = await validate(changePasswordSchema, await readJsonBody(request));
  return json({ data: await changePassword(user, sessionId, input, auditClient(request)) });
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
