'use client';

import { useCallback } from 'react';

import { useConsoleState } from '@/components/state/console-store';
import { readStoredRecord } from '@/lib/auth/sign-in-record';
import { HttpError } from '@/lib/http/client';

/**
 * Runs a dashboard API call with the runtime base URL and the stored session token.
 * Without a record the call fails as a 401 would, and the session guard takes the user to sign-in.
 */
export function useDashboardApi() {
  const { dashboardApiUrl } = useConsoleState((state) => state.runtimeConfig);
  return useCallback(
    <T>(call: (baseUrl: string, token: string) => Promise<T>): Promise<T> => {
      const record = readStoredRecord();
      if (!record) return Promise.reject(new HttpError(401, 'unauthorized', 'Not signed in'));
      return call(dashboardApiUrl, record.sessionToken);
    },
    [dashboardApiUrl],
  );
}
