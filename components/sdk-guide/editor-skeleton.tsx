'use client';

import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** The editor's place while EasyMDE downloads (it loads when the admin opens the editor). */
export function EditorSkeleton() {
  const t = useTranslations('SdkGuideEditor');
  return (
    <LoadingOutline
      label={t('loadingEditor')}
      outlineClassName="h-[23rem] rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
    />
  );
}
