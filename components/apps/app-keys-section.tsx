'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useServerClock } from '@/components/i18n/use-server-clock';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { concernsKeysOf } from '@/components/live/live-concerns';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { listAppKeys, revokeAppKey } from '@/lib/api/app-changes';
import type { AppKeyInfo } from '@/lib/api/types';

import { AppKeyState } from './app-key-state';
import { AppKeyTimes } from './app-key-times';
import { FIELD_LABEL, SMALL_DANGER_BUTTON } from './styles';

// The confirmation's code comes when Revoke is pressed (with the page's other confirmations).
const loadConfirmations = () => import('./app-dialogs');

/** How often "last used 2 minutes ago" and the grace periods' countdowns move on. */
const TICK_MS = 10_000;

/**
 * An app's keys on its card: each key's masked form, state, when it was created and last used; a key in
 * its grace period with the time left and "Revoke now", which stops it at once once confirmed. The list
 * follows the live events (a key used in a new minute, a change to the app) and counts its times from
 * the server's clock.
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
  const reasonFor = useRoleReason();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const api = useDashboardApi();
  const call = useCallback(
    async (baseUrl: string, token: string) => {
      const answer = await listAppKeys(baseUrl, token, appId);
      return { ...answer, receivedAt: Date.now() };
    },
    [appId],
  );
  const keys = useApiResource(`app-keys:${appId}`, call, { live: concernsKeysOf(appId) });
  const now = useServerClock(keys.data, TICK_MS);
  const [confirming, setConfirming] = useState<AppKeyInfo | null>(null);
  const confirmations = useCodeOnRequest(loadConfirmations);
  const Confirmations = confirmations.code;
  // Keys revoked from this card, until the list says so itself: the card says "stopped" at once.
  const [revoked, setRevoked] = useState<ReadonlyMap<string, string>>(() => new Map());

  const revoke = async (key: AppKeyInfo) => {
    await api((baseUrl, token) => revokeAppKey(baseUrl, token, appId, key.id));
    setRevoked((before) => new Map(before).set(key.id, now.toISOString()));
    setConfirming(null);
    onRevoked(t('revoked', { masked: key.masked }));
    keys.reload();
  };

  const shown = (keys.data?.data ?? []).map((key): AppKeyInfo => {
    const at = revoked.get(key.id);
    return at && key.state === 'grace' ? { ...key, state: 'revoked', expiresAt: at } : key;
  });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      {/* The Revoke button goes with the key's grace period: focus comes back here. */}
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={FIELD_LABEL}>
        {t('title')}
      </h3>
      {keys.error && !keys.data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('loadFailed')}
        </p>
      ) : null}
      <ul aria-label={t('listLabel', { app: appName })} className="space-y-2">
        {shown.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <code dir="ltr" className="font-mono text-xs">
              {key.masked}
            </code>
            <AppKeyState state={key.state} />
            <AppKeyTimes appKey={key} now={now} />
            {key.state === 'grace' ? (
              <GatedButton
                reason={reasonFor('editApps')}
                onClick={async () => {
                  if (await confirmations.request()) setConfirming(key);
                }}
                aria-haspopup="dialog"
                aria-label={t('revokeLabel', { masked: key.masked, app: appName })}
                className={SMALL_DANGER_BUTTON}
              >
                {t('revoke')}
              </GatedButton>
            ) : null}
          </li>
        ))}
      </ul>
      {confirmations.failed ? <CodeLoadFailed /> : null}
      {confirming && Confirmations ? (
        <Confirmations.RevokeKeyDialog
          masked={confirming.masked}
          appName={appName}
          onCancel={() => setConfirming(null)}
          onRevoke={() => revoke(confirming)}
          returnFocus={headingRef}
        />
      ) : null}
    </section>
  );
}
