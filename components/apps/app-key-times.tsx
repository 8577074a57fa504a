'use client';

import { useFormatter, useTranslations } from 'next-intl';

import type { AppKeyInfo } from '@/lib/api/types';

const MINUTE_MS = 60_000;
const QUIET = 'text-slate-600 dark:text-slate-300';

/**
 * When a key was created, last used and (for an old key) stops or stopped, counted from `now`, the
 * server's time (use-server-clock.ts). A key's use is written at most once a minute (docs/product.md, App
 * keys), so one within the last minute reads "less than a minute ago", not a count of seconds; a time the
 * server put in the past never reads as ahead, nor a grace period's end as behind.
 */
export function AppKeyTimes({ appKey, now }: { appKey: AppKeyInfo; now: Date }) {
  const t = useTranslations('AppKeys');
  const format = useFormatter();
  const ago = (iso: string) => {
    const at = Math.min(Date.parse(iso), now.getTime());
    return now.getTime() - at < MINUTE_MS ? null : format.relativeTime(at, now);
  };
  const { createdAt, lastUsedAt, expiresAt, state } = appKey;
  const used = lastUsedAt ? ago(lastUsedAt) : null;
  const stopped = state === 'revoked' && expiresAt ? ago(expiresAt) : null;
  return (
    <>
      <span className={QUIET}>
        {t('created', {
          date: format.dateTime(new Date(createdAt), 'dateTime'),
        })}
      </span>
      <span className={QUIET}>
        {!lastUsedAt ? t('neverUsed') : used ? t('lastUsed', { when: used }) : t('lastUsedJustNow')}
      </span>
      {state === 'grace' && expiresAt ? (
        <time dateTime={expiresAt} className="font-medium text-amber-800 dark:text-amber-200">
          {t('stops', { when: format.relativeTime(Math.max(Date.parse(expiresAt), now.getTime()), now) })}
        </time>
      ) : null}
      {state === 'revoked' && expiresAt ? (
        <time dateTime={expiresAt} className={QUIET}>
          {stopped ? t('stopped', { when: stopped }) : t('stoppedJustNow')}
        </time>
      ) : null}
    </>
  );
}
