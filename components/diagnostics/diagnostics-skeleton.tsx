import { useTranslations } from 'next-intl';

/** The diagnostics cards' outline while they arrive in a later part of the page (app/(admin)/test/page.tsx). */
export function DiagnosticsSkeleton() {
  const t = useTranslations('Shell');
  return (
    <div role="status" className="mt-6 animate-pulse motion-reduce:animate-none">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-48 rounded-2xl skeleton-shape" />
        ))}
      </div>
    </div>
  );
}
