import { LOCALE_COOKIE } from '@/i18n/locales';
import { requestPasswordReset } from '@/lib/server/auth/password-reset';
import { apiRoute } from '@/lib/server/http/api-route';
import { clientIp } from '@/lib/server/http/client-ip';
import { consoleOrigin } from '@/lib/server/http/console-origin';
import { otherMethods } from '@/lib/server/http/other-methods';
import { readJsonBody } from '@/lib/server/http/read-json-body';
import { json } from '@/lib/server/http/responses';
import { validate } from '@/lib/server/http/validate';
import { passwordResetRequestSchema } from '@/lib/validations/account';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The console's language cookie, which a same-origin page sends along: the email's language. */
function cookieLocale(request: Request): string | undefined {
  const pattern = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);
  return pattern.exec(request.headers.get('cookie') ?? '')?.[1];
}

/**
 * POST {email} -> 202 {data: {delivery: "email"|"administrator"}}, the same whether or not the email
 * has an account; with SMTP_URL an account's owner gets a reset link by email. 400; 429.
 */
export const POST = apiRoute(async (request: Request) => {
  const { email } = await validate(passwordResetRequestSchema, await readJsonBody(request));
  const delivery = await requestPasswordReset(email, {
    origin: consoleOrigin(request),
    clientIp: clientIp(request),
    locale: cookieLocale(request),
  });
  return json({ data: { delivery } }, 202);
});

/** The methods this endpoint does not take: 405 with `Allow`. */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
