import { NextResponse, type NextRequest } from 'next/server';

import { decideGuard } from '@/lib/auth/guard';
import { RECORD_COOKIE } from '@/lib/auth/sign-in-record';

/**
 * Applies the navigation guard before a page renders, from the cookie copy of the sign-in record.
 * The cookie is a mirror for speed, not a security boundary: every data call is checked by the API
 * with the bearer token. Prefetch, RSC and subrequest-flagged requests get the same answer as plain ones.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = decideGuard({
    pathname,
    search,
    rawRecord: request.cookies.get(RECORD_COOKIE)?.value,
    now: Date.now(),
  });

  const response =
    decision.action === 'redirect'
      ? NextResponse.redirect(new URL(decision.to, request.url))
      : NextResponse.next();
  if (decision.clearRecord) response.cookies.delete(RECORD_COOKIE);
  return response;
}

export const config = {
  // Pages only: API routes authorise with the bearer token, and files are public.
  matcher: ['/((?!api/|_next/static|_next/image|.*\\.[a-zA-Z0-9]+$).*)'],
};
