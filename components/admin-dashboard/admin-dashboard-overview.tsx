'use client';

import { useTranslations } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { concernsDevicesOf } from '@/components/live/live-concerns';
import { listCustomers, type AdminDashboardFirstAnswers } from '@/lib/api/admin';
import { adminListApps } from '@/lib/api/apps';
import { getStats } from '@/lib/api/stats';

import { DashboardAppsTable } from './admin-apps/dashboard-apps-table';
import { HeadlineCounts } from './headline-counts';
import { PlatformCounts } from './platform-counts';

const SECTION_TITLE = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * The admin dashboard's figures and applications. The three calls run side by side; each part
 * shows as soon as its data is there, and a failed call fails only the parts that need it. `first`:
 * the calls the server answered while rendering the page, not made again on load.
 */
export function AdminDashboardOverview({ first = {} }: { first?: AdminDashboardFirstAnswers }) {
  const t = useTranslations('AdminDashboard');
  const stats = useApiResource('admin-stats', (baseUrl, token) => getStats(baseUrl, token, { admin: true }), {
    live: concernsDevicesOf(),
    first: first.stats,
  });
  const apps = useApiResource('admin-apps', (baseUrl, token) => adminListApps(baseUrl, token), {
    live: concernsDevicesOf(),
    first: first.apps,
  });
  const customers = useApiResource('admin-customers', listCustomers, { first: first.customers });
  const figures = stats.data?.data;
  const appList = apps.data?.data;

  const failed = [stats, customers].find((resource) => resource.error);
  const retry = () => {
    if (stats.error) stats.reload();
    if (customers.error) customers.reload();
  };

  return (
    <>
      <section aria-labelledby="admin-overview-title" className="space-y-4">
        <h2 id="admin-overview-title" className="sr-only">
          {t('countsTitle')}
        </h2>
        {failed ? <LoadError error={failed.error} onRetry={retry} /> : null}
        <HeadlineCounts
          unavailable={[
            ...(customers.error ? (['customers'] as const) : []),
            ...(stats.error ? (['apps', 'devicesOnline', 'devicesTotal'] as const) : []),
          ]}
          figures={{
            customers: customers.data?.total,
            apps: figures?.apps,
            devicesOnline: figures?.devicesOnline,
            devicesTotal: figures?.devicesTotal,
          }}
        />
      </section>

      <section aria-labelledby="admin-platforms-title" className="space-y-4">
        <div>
          <h2 id="admin-platforms-title" className={SECTION_TITLE}>
            {t('platformsTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('platformsIntro')}</p>
        </div>
        {figures && (appList || apps.error) ? (
          <PlatformCounts devices={figures.platforms} apps={appList} />
        ) : stats.error ? null : (
          <div
            aria-hidden="true"
            className="h-36 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800"
          />
        )}
      </section>

      <section aria-labelledby="admin-apps-title" className="space-y-4">
        <h2 id="admin-apps-title" className={SECTION_TITLE}>
          {t('appsTitle')}
        </h2>
        <DashboardAppsTable
          apps={appList}
          loading={apps.loading}
          error={apps.error}
          onRefresh={apps.reload}
        />
      </section>
    </>
  );
}
