'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import { SECONDARY_BUTTON } from '@/components/shell/styles';
import type { UserSession } from '@/lib/api/account';
import { describeUserAgent } from '@/lib/user-agent';

/** The words for a session's device: "Firefox 133 on Windows 11", or what is known of it. */
export function useDeviceName() {
  const t = useTranslations('SessionsModal');
  return (session: UserSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('browserOnOs', { browser, os });
    return browser ?? os ?? t('unknownDevice');
  };
}

/** One signed-in device of the list, with its own Sign out (not for the current one). */
export function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: UserSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const t = useTranslations('SessionsModal');
  const format = useFormatter();
  const deviceName = useDeviceName();
  const nameId = useId();
  const when = (iso: string) => format.dateTime(new Date(iso), 'dateTime');

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium wrap-anywhere text-slate-800 dark:text-slate-100">
          <span id={nameId}>{deviceName(session)}</span>
          {session.current ? (
            <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-500/20 dark:text-brand-100">
              {t('current')}
            </span>
          ) : null}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('address', { ip: session.ip ?? t('unknownAddress') })}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('signedIn', { when: when(session.createdAt) })}
          {session.secondFactor ? ` · ${t(`secondFactor.${session.secondFactor}`)}` : null}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('lastActive', { when: when(session.lastActiveAt) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          aria-describedby={nameId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onSignOut()}
          className={SECONDARY_BUTTON}
        >
          {t('signOut')}
        </button>
      )}
    </li>
  );
}
