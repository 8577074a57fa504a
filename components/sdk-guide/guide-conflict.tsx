'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { SdkGuide } from '@/lib/api/types';

/**
 * Another admin saved the guide while this one was editing: who and when, that the draft is still
 * here, and the two ways on: save the draft over their version, or load theirs instead.
 */
export function GuideConflict({
  other,
  saving,
  onSaveMine,
  onLoadTheirs,
}: {
  other: Pick<SdkGuide, 'updatedAt' | 'updatedBy'>;
  saving: boolean;
  onSaveMine: () => void;
  onLoadTheirs: () => void;
}) {
  const t = useTranslations('SdkGuideEditor');
  const format = useFormatter();
  const date = other.updatedAt ? new Date(other.updatedAt) : null;
  return (
    <div
      role="alert"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <p>
        {t('conflict', {
          name: other.updatedBy?.name ?? t('conflictSomeone'),
          time: date ? format.dateTime(date, 'dateTime') : '',
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onSaveMine}
          aria-disabled={saving || undefined}
          className={PRIMARY_BUTTON}
        >
          {t('conflictSaveMine')}
        </button>
        <button
          type="button"
          onClick={onLoadTheirs}
          aria-disabled={saving || undefined}
          className={SECONDARY_BUTTON}
        >
          {t('conflictLoadTheirs')}
        </button>
      </div>
    </div>
  );
}
