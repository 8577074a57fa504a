'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

import { GuardPlaceholder } from '@/components/auth/guard-placeholder';
import { SessionEndedNotice } from '@/components/auth/session-ended-notice';
import { useBrowserSession } from '@/components/auth/use-browser-session';
import { hasUnsavedWork } from '@/lib/page-exit/unsaved-work';
import { routeGroupOf } from '@/lib/routes';

/**
 * The client half of the navigation guard; see `SessionGuard`. Until the browser's record is known,
 * public (auth-layout) pages render, server side too, since they hold nothing to protect; app and
 * admin pages render when the cookie copy allowed them on the server, and wait otherwise.
 * A session that ends by itself (expiry, a refused token, a sign-out in another tab) while the page
 * holds unsaved work leaves the page on screen with a notice: signing in again in another tab lets
 * the work be saved here.
 */
export function SessionGate({ children, cookieAllows }: { children: ReactNode; cookieAllows: boolean }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const { decision, ended } = useBrowserSession(pathname, search);

  // Signed out (expiry, refused token, another tab) over unsaved work: the page stays, with a notice,
  // until the user signs in again (in another tab; this one follows) or gives the work up.
  const keepPage = ended !== 'hidden' && decision?.action === 'redirect' && hasUnsavedWork();
  const allowed = decision
    ? decision.action === 'allow' && ended !== 'hidden'
    : routeGroupOf(pathname) === 'auth' || cookieAllows;
  // One shape whether the notice shows or not, so that the page under it is not mounted anew (which
  // would lose the very work it stays for).
  return (
    <>
      {keepPage ? <SessionEndedNotice /> : null}
      {allowed || keepPage ? children : <GuardPlaceholder />}
    </>
  );
}
