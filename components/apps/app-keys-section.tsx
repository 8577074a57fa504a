'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { useClock } from '@/components/i18n/use-clock';
import { listAppKeys, revokeAppKey } from '@/lib/api/app-changes';
import type { AppKeyInfo } from '@/lib/api/types';

import { AppKeyState } from './app-key-state';
import { FIELD_LABEL, SMALL_DANGER_BUTTON } from './styles';

/** How often the grace periods' countdowns move on. */
const TICK_MS = 30_000;

/**
 * An app's keys on its card: each key's masked form, state, when it was created and last used; a key in
 * its grace period with the time left and "Revoke now", which stops it at once.
 */
export function AppKeysSection({
  appId,
  appName,
  onRevoked,
}: {
  appId: string;
  appName: string;
  /** Says what was done, in the page's live region. */
  onRevoked: (message: string) => void;
}) {
  const t = useTranslations('AppKeys');
  const format = useFormatter();
  const now = useClock(TICK_MS);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const api = useDashboardApi();
  const errorMessage = useApiErrorMessage();
  const call = useCallback((baseUrl: string, token: string) => listAppKeys(baseUrl, token, appId), [appId]);
  const keys = useApiResource(`app-keys:${appId}`, call);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const revoke = async (key: AppKeyInfo) => {
    if (busy) return;
    setBusy(key.id);
    setError(null);
    try {
      await api((baseUrl, token) => revokeAppKey(baseUrl, token, appId, key.id));
      onRevoked(t('revoked', { masked: key.masked }));
      // The button goes with the key's grace period: focus goes to the list's heading.
      headingRef.current?.focus();
      keys.reload();
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(null);
    }
  };

  const when = (iso: string) => format.relativeTime(new Date(iso), now);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={FIELD_LABEL}>
        {t('title')}
      </h3>
      {keys.error && !keys.data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('loadFailed')}
        </p>
      ) : null}
      <ul aria-label={t('listLabel', { app: appName })} className="space-y-2">
        {(keys.data?.data ?? []).map((key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <code dir="ltr" className="font-mono text-xs">
              {key.masked}
            </code>
            <AppKeyState state={key.state} />
            <span className="text-slate-600 dark:text-slate-300">
              {t('created', {
                date: format.dateTime(new Date(key.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </span>
            <span className="text-slate-600 dark:text-slate-300">
              {key.lastUsedAt ? t('lastUsed', { when: when(key.lastUsedAt) }) : t('neverUsed')}
            </span>
            {key.state === 'grace' && key.expiresAt ? (
              <>
                <time dateTime={key.expiresAt} className="font-medium text-amber-800 dark:text-amber-200">
                  {t('stops', { when: when(key.expiresAt) })}
                </time>
                <button
                  type="button"
                  onClick={() => void revoke(key)}
                  aria-disabled={busy === key.id || undefined}
                  aria-label={t('revokeLabel', { masked: key.masked, app: appName })}
                  className={SMALL_DANGER_BUTTON}
                >
                  {t('revoke')}
                </button>
              </>
            ) : null}
            {key.state === 'revoked' && key.expiresAt ? (
              <span className="text-slate-600 dark:text-slate-300">
                {t('stopped', { when: when(key.expiresAt) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  );
}
