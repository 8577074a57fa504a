'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';

import type { SdkGuide } from '@/lib/api/types';

/** "Last edited by Ada 5 minutes ago", or that the guide is still the default one. */
export function LastEdited({ guide }: { guide: Pick<SdkGuide, 'updatedAt' | 'updatedBy'> }) {
  const t = useTranslations('SdkGuideEditor');
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const date = guide.updatedAt ? new Date(guide.updatedAt) : null;

  if (!date || Number.isNaN(date.getTime())) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('neverEdited')}</p>;
  }
  // A save a moment "in the future" (clock skew between server and browser) reads as just now.
  const past = date.getTime() > now.getTime() ? now : date;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t.rich('lastEdited', {
        name: guide.updatedBy?.name ?? t('unknownEditor'),
        relative: format.relativeTime(past, now),
        time: (chunks) => (
          // The exact moment in the reader's own time zone (the formatter's, from the `tz` cookie).
          <time
            dateTime={guide.updatedAt ?? undefined}
            title={format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}
          >
            {chunks}
          </time>
        ),
      })}
    </p>
  );
}
