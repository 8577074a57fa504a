import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** The guide's outline while it loads. */
export function GuideSkeleton({ className }: { className?: string }) {
  const t = useTranslations('SdkGuide');
  return (
    <LoadingOutline label={t('loading')} className={className} outlineClassName="space-y-5">
      <div className="h-[4.75rem] max-w-md rounded-lg skeleton-shape" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="h-6 w-1/3 rounded skeleton-shape" />
        <div className="h-4 w-full rounded skeleton-shape" />
        <div className="h-4 w-5/6 rounded skeleton-shape" />
        <div className="h-28 w-full rounded-xl skeleton-shape" />
      </div>
    </LoadingOutline>
  );
}
