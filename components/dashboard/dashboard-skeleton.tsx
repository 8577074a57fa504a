import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** The dashboard's outline while its figures load: cards, chart and list where they will appear. */
export function DashboardSkeleton({ className }: { className?: string }) {
  const t = useTranslations('Dashboard');
  return (
    <LoadingOutline label={t('loading')} className={className} outlineClassName="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-[6.5rem] rounded-2xl skeleton-shape" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="h-80 rounded-2xl bg-slate-200 xl:col-span-2 dark:bg-slate-800" />
        <div className="h-80 rounded-2xl skeleton-shape" />
      </div>
    </LoadingOutline>
  );
}
