'use client';

import { useTranslations } from 'next-intl';

/** The editor's place while EasyMDE downloads (it loads when the admin opens the editor). */
export function EditorSkeleton() {
  const t = useTranslations('SdkGuideEditor');
  return (
    <div role="status" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">{t('loadingEditor')}</span>
      <div
        aria-hidden="true"
        className="h-[23rem] rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      />
    </div>
  );
}
