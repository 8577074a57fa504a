import { NextResponse, type NextRequest } from 'next/server';

import { decideGuard } from '@/lib/auth/guard';
import { RECORD_COOKIE } from '@/lib/auth/sign-in-record';
import { MAINTENANCE_RETRY_AFTER, maintenanceDecision, maintenanceOn } from '@/lib/maintenance';
import {
  ARRIVAL_NOTICE_COOKIE,
  ARRIVAL_NOTICE_MAX_AGE,
  arrivalNoticeFor,
} from '@/lib/navigation/arrival-notice';
import { apiConnectOrigins, buildCsp, createNonce, CSP_HEADER } from '@/lib/security/content-security-policy';

/**
 * Applies the navigation guard before a page renders, from the cookie copy of the sign-in record. While
 * the console is down for maintenance (`MAINTENANCE=on`), every page goes to the maintenance page instead,
 * which answers 503 Service Unavailable.
 * The cookie is a mirror for speed, not a security boundary: every data call is checked by the API
 * with the bearer token. Prefetch, RSC and subrequest-flagged requests get the same answer as plain ones.
 *
 * Every page answer also gets a Content-Security-Policy with a fresh nonce. The policy goes on the
 * request too: Next.js reads the nonce from it and puts it on the scripts it renders.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const down = maintenanceOn();
  const rawRecord = request.cookies.get(RECORD_COOKIE)?.value;
  const now = Date.now();
  const maintenance = maintenanceDecision(pathname, down);
  const decision = maintenance ?? decideGuard({ pathname, search, rawRecord, now });

  const nonce = createNonce();
  const csp = buildCsp(nonce, {
    connectOrigins: apiConnectOrigins(),
    // Next.js fixes NODE_ENV at build time: `next dev` builds for development.
    // eslint-disable-next-line no-restricted-properties
    development: process.env.NODE_ENV === 'development',
  });
  let response: NextResponse;
  if (decision.action === 'redirect') {
    response = NextResponse.redirect(new URL(decision.to, request.url));
    // The page it lands on says why (an unknown address, the other role's page).
    const notice = maintenance ? null : arrivalNoticeFor(pathname, rawRecord, now);
    if (notice) {
      response.cookies.set(ARRIVAL_NOTICE_COOKIE, notice, {
        path: '/',
        maxAge: ARRIVAL_NOTICE_MAX_AGE,
        sameSite: 'lax',
        secure: request.nextUrl.protocol === 'https:',
      });
    }
  } else {
    const headers = new Headers(request.headers);
    headers.set(CSP_HEADER, csp);
    // While down, the one page allowed is the maintenance page: it answers 503, as the API does.
    response = NextResponse.next({ request: { headers }, ...(down && { status: 503 }) });
    if (down) response.headers.set('Retry-After', MAINTENANCE_RETRY_AFTER);
  }
  response.headers.set(CSP_HEADER, csp);
  if (decision.clearRecord) response.cookies.delete(RECORD_COOKIE);
  return response;
}

export const config = {
  // Pages only: API routes authorise with the bearer token, and the build's files, the icon and
  // `public/robots.txt` (which keeps crawlers out) are public. Any other address is a page, known or
  // not, even one that looks like a file name (`/report.csv`): unknown routes lead to the sign-in page
  // (docs/product.md, Guard).
  matcher: ['/((?!api/|_next/|favicon\\.ico$|icon\\.svg$|robots\\.txt$).*)'],
};
