import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** What a page shows inside the shell while it loads (the routes' loading.tsx): the page's outline. */
export function PageSkeleton() {
  const t = useTranslations('Shell');
  return (
    <LoadingOutline label={t('loading')}>
      <div className="border-b border-slate-200 pb-6 dark:border-slate-800">
        <div className="h-7 w-56 rounded-md skeleton-shape" />
        <div className="mt-3 h-4 w-full max-w-xl rounded skeleton-shape" />
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-28 rounded-2xl skeleton-shape" />
        ))}
      </div>
      <div className="mt-6 h-72 rounded-2xl skeleton-shape" />
    </LoadingOutline>
  );
}
