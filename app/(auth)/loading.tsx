import { getTranslations } from 'next-intl/server';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** While an auth page loads, the card shows the outline of a form. */
export default async function AuthLoading() {
  const t = await getTranslations('AuthLayout');
  return (
    <LoadingOutline label={t('loading')} outlineClassName="space-y-4">
      <div className="h-7 w-40 rounded-md bg-slate-200 dark:bg-slate-800" />
      <div className="h-4 w-full rounded bg-slate-200 dark:bg-slate-800" />
      {[0, 1].map((key) => (
        <div key={key} className="space-y-2 pt-2">
          <div className="h-4 w-20 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-10 w-full rounded-md bg-slate-200 dark:bg-slate-800" />
        </div>
      ))}
      <div className="h-10 w-full rounded-md bg-slate-300 dark:bg-slate-700" />
    </LoadingOutline>
  );
}
