'use client';

import { useSetAtom } from 'jotai';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { GuardPlaceholder } from '@/components/auth/guard-placeholder';
import { SessionEndedNotice } from '@/components/auth/session-ended-notice';
import { onSessionEnding } from '@/components/auth/session-events';
import { useEndSession } from '@/components/auth/use-end-session';
import { useExpiryTimer } from '@/components/auth/use-expiry-timer';
import { UNKNOWN_RECORD, useStoredRecord } from '@/components/auth/use-stored-record';
import { decideGuard, type GuardDecision } from '@/lib/auth/guard';
import {
  clearSignIn,
  isExpired,
  parseSignInRecord,
  readRawStoredRecord,
  readStoredUserInfo,
  syncRecordCookie,
  USER_INFO_KEY,
} from '@/lib/auth/sign-in-record';
import { onUnauthorized } from '@/lib/http/client';
import { hasUnsavedWork } from '@/lib/page-exit/unsaved-work';
import { routeGroupOf } from '@/lib/routes';
import { signInNoticeAtom } from '@/lib/state/session';
import { userInfoAtom } from '@/lib/state/user';

function holdsExpiredRecord(rawRecord: string | null | undefined): boolean {
  const record = parseSignInRecord(rawRecord);
  return record !== null && isExpired(record);
}

function decide(pathname: string, search: string, rawRecord: string | null): GuardDecision {
  return decideGuard({ pathname, search, rawRecord, now: Date.now() });
}

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
  const router = useRouter();
  const rawRecord = useStoredRecord();
  const setUserInfo = useSetAtom(userInfoAtom);
  const setSignInNotice = useSetAtom(signInNoticeAtom);
  const endSession = useEndSession();
  // Set when this page's session ended: 'hidden', nothing more shows while the sign-in page loads;
  // 'kept', it ended over unsaved work (see `keepPage`).
  const [ended, setEnded] = useState<false | 'hidden' | 'kept'>(false);

  const decision = useMemo(
    () => (rawRecord === UNKNOWN_RECORD ? null : decide(pathname, search, rawRecord)),
    [pathname, search, rawRecord],
  );
  // Signed out (expiry, refused token, another tab) over unsaved work: the page stays, with a notice,
  // until the user signs in again (in another tab; this one follows) or gives the work up.
  const keepPage = ended !== 'hidden' && decision?.action === 'redirect' && hasUnsavedWork();
  // The record a page was allowed with, for the expiry timer; none on public pages.
  const allowedRecord =
    decision?.action === 'allow' && !decision.clearRecord && ended !== 'hidden'
      ? parseSignInRecord(rawRecord)
      : null;

  // The same as `ended === 'hidden'`, but set at once: a render React makes before that state update
  // lands (one forced by the record's store changing in the middle of a transition) must not start a
  // client-side navigation of its own over the sign-in document the session's end is loading.
  const leavingRef = useRef(false);

  useEffect(() => {
    if (!decision || ended === 'hidden' || leavingRef.current) return;
    try {
      if (decision.clearRecord) {
        // The sign-in page says why, as after a `reason=expired` redirect.
        if (holdsExpiredRecord(rawRecord)) setSignInNotice('expired');
        clearSignIn();
      }
      // localStorage is the source of truth; the cookie copy follows it, so the middleware agrees.
      syncRecordCookie();
      setUserInfo(readRawStoredRecord() ? readStoredUserInfo() : null);
    } catch {
      // The browser refuses this site's storage (a SecurityError): there is no record to keep in
      // step, and no sign-in could be kept. The sign-in and sign-up forms say so.
      setUserInfo(null);
      setSignInNotice('storage-blocked');
    }
    if (decision.action === 'redirect' && !hasUnsavedWork()) router.replace(decision.to);
  }, [decision, ended, rawRecord, router, setSignInNotice, setUserInfo]);

  const pathnameRef = useRef(pathname);
  const endSessionRef = useRef(endSession);
  useEffect(() => {
    pathnameRef.current = pathname;
    endSessionRef.current = endSession;
  });

  // Whoever ends the session also navigates: from then on this page only waits to be replaced, unless
  // it stays for its unsaved work.
  useEffect(
    () =>
      onSessionEnding(({ pageStays }) => {
        if (routeGroupOf(pathnameRef.current) === 'auth') return;
        leavingRef.current = !pageStays;
        setEnded(pageStays ? 'kept' : 'hidden');
      }),
    [],
  );

  useExpiryTimer(allowedRecord, () => void endSession('expired'));

  // A 401 from any call made with the token means the API no longer accepts it.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (readRawStoredRecord() !== null) void endSessionRef.current('expired');
      }),
    [],
  );

  // The user's name changed in another tab: show the same one here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_INFO_KEY) setUserInfo(readRawStoredRecord() ? readStoredUserInfo() : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setUserInfo]);

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
