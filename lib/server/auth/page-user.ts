import 'server-only';

import { cookies, headers } from 'next/headers';

import { parseSignInRecord, RECORD_COOKIE } from '@/lib/auth/sign-in-record';
import { publicRuntimeConfig } from '@/lib/config/runtime';
import { authenticateSession } from '@/lib/server/auth/sessions';
import type { PublicUser } from '@/lib/server/auth/users';
import { clientIpFromForwarded } from '@/lib/server/http/client-ip';

/**
 * The user a page is being rendered for, so that it can start from its first answers
 * (docs/architecture.md, "First answers"): the token of the sign-in record's cookie copy, checked as
 * the API checks a bearer token (unknown, revoked or expired: null). Null too when another service
 * answers the auth or dashboard calls (AUTH_API_URL, DASHBOARD_API_URL): its tokens and data are not
 * this server's, and the browser makes the calls.
 */
export async function pageUser(): Promise<PublicUser | null> {
  const { authApiUrl, dashboardApiUrl } = publicRuntimeConfig();
  if (authApiUrl || dashboardApiUrl) return null;
  const record = parseSignInRecord((await cookies()).get(RECORD_COOKIE)?.value);
  if (!record) return null;
  const ip = clientIpFromForwarded((await headers()).get('x-forwarded-for'));
  return (await authenticateSession(record.sessionToken, ip))?.user ?? null;
}
