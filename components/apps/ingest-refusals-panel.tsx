'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';

import type { ApiResource } from '@/components/data/use-api-resource';
import { useClock } from '@/components/i18n/use-clock';
import type { AppIngest } from '@/lib/api/types';

import { FIELD_LABEL } from './styles';

/** The message namespaces IngestRefusalsPanel reads, for the IntlScope of a page that shows it. */
export const INGEST_REFUSALS_NAMESPACES = ['IngestRefusals'] as const;

const TICK_MS = 30_000;

/**
 * Why an app's heartbeats were refused in the last 24 hours: per reason, how many, when last and from
 * which device, the field at fault for a body that was not valid, and what to do about it. Placed on
 * the app's card and, under the live install check, on the SDK guide. `ingest` is the app's ingest
 * (`useAppIngest`), the install check's too.
 */
export function IngestRefusalsPanel({
  ingest,
  headingLevel: Heading = 'h3',
}: {
  ingest: ApiResource<AppIngest>;
  /** The panel's heading: h3 on an app's card, h2 on the guide (beside the guide's own sections). */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('IngestRefusals');
  const format = useFormatter();
  const now = useClock(TICK_MS);
  const id = useId();
  const refused = ingest.data?.refused;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <Heading id={`${id}-title`} className={FIELD_LABEL}>
        {t('title')}
      </Heading>
      {ingest.error && !ingest.data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('loadFailed')}
        </p>
      ) : null}
      {refused && refused.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('none')}</p>
      ) : null}
      {refused && refused.length > 0 ? (
        <ul className="space-y-3">
          {refused.map((refusal) => (
            <li
              key={refusal.reason}
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-500/30 dark:bg-amber-500/10"
            >
              <p className="font-medium">
                {t(`reasons.${refusal.reason}.label`)}:{' '}
                <span className="tabular-nums">{t('count', { count: refusal.count })}</span>
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-200">
                {t('last', { when: format.relativeTime(new Date(refusal.lastAt), now) })}
                {refusal.lastDeviceId ? (
                  <>
                    {' '}
                    {t.rich('lastDevice', {
                      id: refusal.lastDeviceId,
                      device: (chunks) => (
                        <code dir="ltr" className="font-mono text-xs wrap-anywhere">
                          {chunks}
                        </code>
                      ),
                    })}
                  </>
                ) : null}
              </p>
              {refusal.detail ? (
                <p className="mt-1 text-slate-700 dark:text-slate-200">
                  {t.rich('detail', {
                    detail: refusal.detail,
                    field: (chunks) => (
                      <code dir="ltr" className="font-mono text-xs">
                        {chunks}
                      </code>
                    ),
                  })}
                </p>
              ) : null}
              <p className="mt-1 text-slate-700 dark:text-slate-200">{t(`reasons.${refusal.reason}.help`)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
