'use client';

import { useCallback } from 'react';

import { useEndSession } from '@/components/auth/use-end-session';

/**
 * Sign out (docs/product.md, Sign-in record): revokes the token on the auth service (errors ignored), removes `auth_token` and
 * `user_info` with their cookie copy, signs out every other tab, and goes to /auth/signin. Resolves to
 * false when the user kept their unsaved work instead (they were asked), and nothing happened.
 * `then`: the page to load instead of sign-in (an invitation link's, to continue as someone else).
 */
export function useSignOut(): (then?: string) => Promise<boolean> {
  const endSession = useEndSession();
  return useCallback((then?: string) => endSession('signed-out', then), [endSession]);
}
