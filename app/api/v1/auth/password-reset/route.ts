import { requestPasswordReset } from '@/lib/server/auth/password-reset';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { requestLocale } from '@/lib/server/http/request-locale';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passwordResetRequestSchema } from '@/lib/validations/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST {email} -> 202 {data: {delivery: "email"|"administrator"}}, the same whether or not the email
 * has an account; with SMTP_URL an account's owner gets a reset link by email. 400; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { email } = await validate(passwordResetRequestSchema, await readJsonBody(request));
  const delivery = await requestPasswordReset(email, {
    origin: consoleOrigin(request),
    clientIp: clientIp(request),
    locale: requestLocale(request),
  });
  return json({ data: { delivery } }, 202);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
