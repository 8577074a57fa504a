import { useTranslations } from 'next-intl';

/**
 * The admin dashboard's outline while its sections arrive: the headline cards and the platforms'
 * place. The sections come in a later part of the page's HTML than its heading (app/(admin)/admin-dashboard/page.tsx).
 */
export function AdminDashboardSkeleton() {
  const t = useTranslations('Shell');
  return (
    <div role="status" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="space-y-8">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="h-[6.5rem] rounded-xl skeleton-shape" />
          ))}
        </div>
        <div className="h-36 rounded-xl skeleton-shape" />
      </div>
    </div>
  );
}
