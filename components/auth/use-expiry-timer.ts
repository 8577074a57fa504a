'use client';

import { useEffect, useRef } from 'react';

import type { SignInRecord } from '@/lib/auth/sign-in-record';

/** setTimeout takes a signed 32-bit delay; a longer one would fire at once. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * Calls `onExpire` when the record's token expires while the page stays open. A delay beyond the
 * timer's limit is waited out in steps.
 */
export function useExpiryTimer(record: SignInRecord | null, onExpire: (record: SignInRecord) => void): void {
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  const sessionToken = record?.sessionToken;
  const role = record?.role;
  const expiresAt = record?.tokenExpirationTimestamp;

  useEffect(() => {
    if (sessionToken === undefined || role === undefined || expiresAt === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const delay = expiresAt - Date.now();
      if (delay <= 0) {
        onExpireRef.current({ sessionToken, role, tokenExpirationTimestamp: expiresAt });
        return;
      }
      timer = setTimeout(schedule, Math.min(delay, MAX_TIMER_DELAY));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [sessionToken, role, expiresAt]);
}
