'use client';

import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** Placeholder cards while the apps load, shaped like the real ones so nothing jumps. */
export function AppListSkeleton() {
  const t = useTranslations('AppManagement');
  return (
    <LoadingOutline label={t('loading')} outlineClassName="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="h-5 w-40 rounded skeleton-shape" />
          <div className="grid grid-cols-2 gap-3">
            <div className="h-9 rounded skeleton-shape" />
            <div className="h-9 rounded skeleton-shape" />
          </div>
          <div className="h-10 rounded-lg skeleton-shape" />
          <div className="h-8 w-56 rounded skeleton-shape" />
        </div>
      ))}
    </LoadingOutline>
  );
}
