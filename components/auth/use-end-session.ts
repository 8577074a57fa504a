'use client';

import { useCallback } from 'react';

import { useConsoleSetter } from '@/components/state/console-store';
import { signInPath } from '@/lib/auth/guard';
import { announceSessionEvent } from '@/lib/auth/session-events';
import { clearSignIn, readStoredRecord, recordCookieCleared } from '@/lib/auth/sign-in-record';
import { loadDocument } from '@/lib/page-exit/load-document';
import { confirmDiscardingUnsavedWork, hasUnsavedWork } from '@/lib/page-exit/unsaved-work';
import { SIGN_IN_PATH } from '@/lib/routes';

/** `signed-out`: the user asked. `expired`: the token ran out or the API refused it (401). */
export type EndSessionReason = 'signed-out' | 'expired';

/**
 * Revokes the ended session's token on the auth service: only a sign-out the user asked for passes
 * one (`useSignOut`), so that the pages that only watch for an expiry (the sign-in page's guard) do
 * not ship the auth API's calls.
 */
export type RevokeToken = (sessionToken: string) => void;

/** After an expiry the sign-in page says why, and brings the user back to the page they were on. */
function expiredSignInPath(): string {
  const { pathname, search } = window.location;
  return signInPath({ pathname, search, expired: true });
}

/**
 * Ends the session in this tab, for `useSignOut` and `useBrowserSession`. The local record goes first,
 * so the user is signed out at once even when the network hangs (the client has no timeout); removing
 * `auth_token` from localStorage fires a `storage` event in every other tab, which is how they learn
 * of it. Only a sign-out the user asked for revokes the token (`revoke`): an expired or refused one is
 * dead already. `then`: the page to load instead of sign-in (an invitation link's, to continue as
 * someone else).
 * The sign-in page is a new document (`loadDocument`), not a client-side navigation: the router cache
 * holds the user's pages and a prefetch of /auth/signin made while signed in, which the middleware
 * answered with a redirect home; following it left the user on a blank page.
 * Unsaved work on the page (the guide editor's draft) is never lost unasked: a sign-out asks first,
 * and a session that ends by itself leaves the page on screen, where `SessionGate` says how to sign
 * in again and keep it. Resolves to false when the user chose to keep that work, and stays signed in.
 */
export function useEndSession(): (
  reason: EndSessionReason,
  revoke?: RevokeToken,
  then?: string,
) => Promise<boolean> {
  const setUserInfo = useConsoleSetter('userInfo');

  return useCallback(
    async (reason: EndSessionReason, revoke?: RevokeToken, then?: string) => {
      if (reason === 'signed-out' && !confirmDiscardingUnsavedWork()) return false;
      const pageStays = reason === 'expired' && hasUnsavedWork();
      const record = readStoredRecord();
      const target = reason === 'expired' ? expiredSignInPath() : (then ?? SIGN_IN_PATH);
      announceSessionEvent({ type: 'ending', pageStays });
      clearSignIn();
      setUserInfo(null);
      if (revoke && record) revoke(record.sessionToken);
      if (!pageStays) {
        // The sign-in page's request must not carry the cookie copy, or the middleware sends it home.
        const cookieCleared = recordCookieCleared();
        if (cookieCleared) await cookieCleared;
        loadDocument(target);
      }
      return true;
    },
    [setUserInfo],
  );
}
