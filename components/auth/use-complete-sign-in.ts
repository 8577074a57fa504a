'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { useConsoleSetter } from '@/components/state/console-store';
import { isUserInfo, toSignInRecord, type AuthResponse } from '@/lib/api/contract/auth';
import { safeNextPath } from '@/lib/auth/guard';
import { storeSignIn } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';
import { HOME_OF_ROLE } from '@/lib/routes';

/**
 * After a successful sign-in or sign-up: store the record, the user and the cookie copy,
 * then go to the safe `next` page or the role's home. Throws an HttpError for an answer that is not a
 * usable session, rather than storing a record the guard would have to throw away.
 */
export function useCompleteSignIn(): (response: AuthResponse, next: string | null) => void {
  const router = useRouter();
  const setUserInfo = useConsoleSetter('userInfo');
  return useCallback(
    (response: AuthResponse, next: string | null) => {
      const record = toSignInRecord(response);
      if (!record) throw new HttpError(200, 'invalid_response', 'The sign-in answer holds no usable session');
      const user = isUserInfo(response.user) ? response.user : null;
      storeSignIn(record, user);
      setUserInfo(user);
      router.replace(safeNextPath(next, record.role) ?? HOME_OF_ROLE[record.role]);
    },
    [router, setUserInfo],
  );
}
