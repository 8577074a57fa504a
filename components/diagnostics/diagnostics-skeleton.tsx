import { useTranslations } from 'next-intl';

import { LoadingOutline } from '@/components/shell/loading-outline';

/** The diagnostics cards' outline while they arrive in a later part of the page (app/(admin)/test/page.tsx). */
export function DiagnosticsSkeleton() {
  const t = useTranslations('Shell');
  return (
    <LoadingOutline
      label={t('loading')}
      className="mt-6"
      outlineClassName="grid grid-cols-1 gap-6 xl:grid-cols-2"
    >
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="h-48 rounded-2xl skeleton-shape" />
      ))}
    </LoadingOutline>
  );
}
