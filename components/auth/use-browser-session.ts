'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useEndSession } from '@/components/auth/use-end-session';
import { UNKNOWN_RECORD, useStoredRecord } from '@/components/auth/use-stored-record';
import { useConsoleSetter } from '@/components/state/console-store';
import { decideGuard, type GuardDecision } from '@/lib/auth/guard';
import { onSessionEvent } from '@/lib/auth/session-events';
import {
  clearSignIn,
  isExpired,
  parseSignInRecord,
  readRawStoredRecord,
  readStoredRecord,
  readStoredUserInfo,
  syncRecordCookie,
  USER_INFO_KEY,
} from '@/lib/auth/sign-in-record';
import { arrivalNoticeFor, leaveArrivalNotice } from '@/lib/navigation/arrival-notice';
import { hasUnsavedWork } from '@/lib/page-exit/unsaved-work';
import { routeGroupOf } from '@/lib/routes';

/** setTimeout takes a signed 32-bit delay; a longer one would fire at once. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * How this page's session ended: not (`false`); `hidden`, nothing more shows while the sign-in page
 * loads; `kept`, it ended by itself over unsaved work, which stays on screen.
 */
export type SessionEnd = false | 'hidden' | 'kept';

export interface BrowserSession {
  /** The guard's decision on the stored record; null until the browser's record is known. */
  decision: GuardDecision | null;
  ended: SessionEnd;
}

function holdsExpiredRecord(rawRecord: string | null): boolean {
  const record = parseSignInRecord(rawRecord);
  return record !== null && isExpired(record);
}

function decide(pathname: string, search: string, rawRecord: string | null): GuardDecision {
  return decideGuard({ pathname, search, rawRecord, now: Date.now() });
}

function storedUser() {
  return readRawStoredRecord() ? readStoredUserInfo() : null;
}

/**
 * The browser session's one owner, for `SessionGate`. It follows the stored record (`useStoredRecord`,
 * which is how sign-ins and sign-outs in other tabs reach this one). On each route change it runs the
 * guard on it, clears a bad record, keeps the cookie copy and the user in step, and redirects. While
 * the page is allowed it ends the session (`useEndSession`) when the token expires or the API refuses
 * it (a `refused` session event); it follows this tab's own ending of the session (an `ending` event)
 * and name changes made in other tabs.
 */
export function useBrowserSession(pathname: string, search: string): BrowserSession {
  const router = useRouter();
  const rawRecord = useStoredRecord();
  const setUserInfo = useConsoleSetter('userInfo');
  const setSignInNotice = useConsoleSetter('signInNotice');
  const endSession = useEndSession();
  const [ended, setEnded] = useState<SessionEnd>(false);
  // The same as `ended === 'hidden'`, but set at once: a render React makes before that state update
  // lands (one forced by the record's store changing in the middle of a transition) must not start a
  // client-side navigation of its own over the sign-in document the session's end is loading.
  const leavingRef = useRef(false);

  const decision = useMemo(
    () => (rawRecord === UNKNOWN_RECORD ? null : decide(pathname, search, rawRecord)),
    [pathname, search, rawRecord],
  );

  // Start (or refuse) the session on this page.
  useEffect(() => {
    if (!decision || ended === 'hidden' || leavingRef.current) return;
    try {
      if (decision.clearRecord) {
        // The sign-in page says why, as after a `reason=expired` redirect.
        if (holdsExpiredRecord(rawRecord ?? null)) setSignInNotice('expired');
        clearSignIn();
      }
      // localStorage is the source of truth; the cookie copy follows it, so the middleware agrees.
      syncRecordCookie();
      setUserInfo(storedUser());
    } catch {
      // The browser refuses this site's storage (a SecurityError): there is no record to keep in
      // step, and no sign-in could be kept. The sign-in and sign-up forms say so.
      setUserInfo(null);
      setSignInNotice('storage-blocked');
    }
    if (decision.action === 'redirect' && !hasUnsavedWork()) {
      const notice = arrivalNoticeFor(pathname, rawRecord, Date.now());
      if (notice) leaveArrivalNotice(notice);
      router.replace(decision.to);
    }
  }, [decision, ended, pathname, rawRecord, router, setSignInNotice, setUserInfo]);

  // Whoever ends the session also navigates: from then on this page only waits to be replaced, unless
  // it stays for its unsaved work. A 401 from any call made with the token means the API no longer
  // accepts it.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refused') {
          // Only the token the tab still holds: a sign-in in another tab may have replaced it since
          // the refused call left, and ending the session then would sign that new one out.
          if (readRawStoredRecord() === null) return;
          const held = readStoredRecord()?.sessionToken;
          if (held === undefined || held === event.token) void endSession('expired');
          return;
        }
        if (event.type !== 'ending' || routeGroupOf(pathname) === 'auth') return;
        leavingRef.current = !event.pageStays;
        setEnded(event.pageStays ? 'kept' : 'hidden');
      }),
    [pathname, endSession],
  );

  // Expiry, while a page is allowed with the record (none on public pages). A delay beyond the
  // timer's limit is waited out in steps.
  const allowed = decision?.action === 'allow' && !decision.clearRecord && ended !== 'hidden';
  const expiresAt = allowed ? parseSignInRecord(rawRecord)?.tokenExpirationTimestamp : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = expiresAt - Date.now();
      if (delay <= 0) void endSession('expired');
      else timer = setTimeout(schedule, Math.min(delay, MAX_TIMER_DELAY));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [expiresAt, endSession]);

  // The user's name changed in another tab: show the same one here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_INFO_KEY) setUserInfo(storedUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setUserInfo]);

  return { decision, ended };
}
