'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { AppsIcon } from '@/components/icons/apps-icon';
import { PlusIcon } from '@/components/icons/plus-icon';
import { PRIMARY_BUTTON } from '@/components/shell/styles';

import { sdkGuideHref } from './sdk-guide-link';

/** No app yet: what to do first (create one), and what comes next (the SDK guide). */
export function AppListEmpty({ onCreate }: { onCreate: () => void }) {
  const t = useTranslations('AppManagement');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100">
        <AppsIcon className="size-6" />
      </span>
      <h2 id={titleId} className="mt-4 text-lg font-semibold">
        {t('emptyTitle')}
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-300">{t('emptyText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onCreate} className={PRIMARY_BUTTON}>
          <PlusIcon className="size-4" />
          {t('create')}
        </button>
        <Link
          href={sdkGuideHref()}
          className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t('emptyGuide')}
        </Link>
      </div>
    </section>
  );
}
