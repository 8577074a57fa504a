'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { UNKNOWN_RECORD, useStoredRecord } from '@/components/auth/use-stored-record';
import { useClock } from '@/components/i18n/use-clock';
import { isExpired, parseSignInRecord } from '@/lib/auth/sign-in-record';

import { DiagnosticsCard } from './diagnostics-card';
import { DiagnosticsList } from './diagnostics-list';
import { formatDuration } from './format-duration';

/** Enough of the token to tell two sessions apart, never enough to use it. */
function tokenPreview(token: string): string {
  return `${token.slice(0, 6)}…`;
}

/** The stored sign-in record: role, token (first characters), expiry and a live countdown to it. */
export function SessionCard() {
  const t = useTranslations('Diagnostics');
  const locale = useLocale();
  const format = useFormatter();
  const raw = useStoredRecord();
  const record = useMemo(() => (raw ? parseSignInRecord(raw) : null), [raw]);
  const now = useClock(1000);

  let body;
  if (raw === UNKNOWN_RECORD) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>;
  } else if (!record) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('session.none')}</p>;
  } else {
    const expiresAt = new Date(record.tokenExpirationTimestamp);
    const expired = isExpired(record, now.getTime());
    body = (
      <DiagnosticsList
        items={[
          { label: t('session.role'), value: t(`roles.${record.role}`) },
          {
            label: t('session.token'),
            value: <code className="font-mono">{tokenPreview(record.sessionToken)}</code>,
          },
          {
            label: t('session.expiresAt'),
            value: <time dateTime={expiresAt.toISOString()}>{format.dateTime(expiresAt, 'exact')}</time>,
          },
          {
            label: t('session.timeLeft'),
            value: expired ? (
              <span className="font-semibold text-red-700 dark:text-red-300">{t('session.expired')}</span>
            ) : (
              <span className="tabular-nums">
                {formatDuration(record.tokenExpirationTimestamp - now.getTime(), locale)}
              </span>
            ),
          },
        ]}
      />
    );
  }

  return <DiagnosticsCard title={t('session.title')}>{body}</DiagnosticsCard>;
}
