'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { useClock } from '@/components/i18n/use-clock';
import type { SdkGuide } from '@/lib/api/types';

/**
 * "Last edited by Ada 5 minutes ago (Mar 5, 2025, 10:42 AM)", or that the guide is still the default
 * one. The exact moment is written out, not left to a tooltip that keyboard and touch cannot open.
 */
export function LastEdited({ guide }: { guide: Pick<SdkGuide, 'updatedAt' | 'updatedBy'> }) {
  const t = useTranslations('SdkGuideEditor');
  const format = useFormatter();
  const now = useClock(30_000);
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
        // The exact moment in the reader's own time zone (the formatter's, from the `tz` cookie).
        exact: format.dateTime(date, 'dateTime'),
        time: (chunks) => <time dateTime={guide.updatedAt ?? undefined}>{chunks}</time>,
      })}
    </p>
  );
}
