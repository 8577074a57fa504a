'use client';

import { useCallback } from 'react';

import { useEndSession } from '@/components/auth/use-end-session';
import { useConsoleState } from '@/components/state/console-store';
import { logout } from '@/lib/api/auth';

/**
 * Sign out (docs/product.md, Sign-in record): revokes the token on the auth service (errors ignored), removes `auth_token` and
 * `user_info` with their cookie copy, signs out every other tab, and goes to /auth/signin. Resolves to
 * false when the user kept their unsaved work instead (they were asked), and nothing happened.
 * `then`: the page to load instead of sign-in (an invitation link's, to continue as someone else).
 */
export function useSignOut(): (then?: string) => Promise<boolean> {
  const endSession = useEndSession();
  const { authApiUrl } = useConsoleState((state) => state.runtimeConfig);
  return useCallback(
    (then?: string) =>
      endSession(
        'signed-out',
        (sessionToken) => {
          // Errors are ignored: the local sign-out has happened, and the token expires on its own.
          void logout(authApiUrl, sessionToken).catch(() => undefined);
        },
        then,
      ),
    [endSession, authApiUrl],
  );
}
