'use client';

import { adminAppsHref } from '@/components/apps/admin-apps-href';
import { useApiResource } from '@/components/data/use-api-resource';
import { useAutoRefresh } from '@/components/data/use-auto-refresh';
import { LoadError } from '@/components/feedback/load-error';
import { concernsDevicesOf } from '@/components/live/live-concerns';
import { getStats, type DashboardFirstAnswers } from '@/lib/api/stats';

import { DashboardSkeleton } from './dashboard-skeleton';
import { FirstRunChecklist } from './first-run-checklist';
import { OnlineChart } from './online-chart';
import { RecentApps } from './recent-apps';
import { StatCards } from './stat-cards';
import { useFirstRunMemory } from './use-first-run-memory';

/** The counts change as devices come and go; the page keeps them current on its own. */
export const REFRESH_INTERVAL_MS = 30_000;

/**
 * The figures of one dashboard: the caller's own, or (admin) every customer's or one customer's.
 * Rendered with a `key` per customer, so switching customer shows the skeleton, never the previous
 * customer's figures under the new name. `first`: the server's answers (the customer's own dashboard).
 */
export function DashboardBody({
  admin,
  ownerId,
  orgId = '',
  first = {},
}: {
  admin: boolean;
  ownerId: string;
  /** An admin's one organisation (`orgId`), winning over `ownerId`. */
  orgId?: string;
  first?: DashboardFirstAnswers;
}) {
  const stats = useApiResource(
    `stats:${admin ? 'admin' : 'own'}:${orgId ? `org:${orgId}` : ownerId}`,
    (baseUrl, token) =>
      getStats(baseUrl, token, { admin, ownerId: ownerId || undefined, orgId: orgId || undefined }),
    { live: concernsDevicesOf(), first: first.stats },
  );
  useAutoRefresh(stats.reload, REFRESH_INTERVAL_MS);

  const data = stats.data?.data;
  // The first-run checklist shows while a customer has no app or has never seen a device, and then,
  // "All set", until the customer hides it (use-first-run-memory.ts), so its last steps are seen ticked.
  const firstRun = !!data && !admin && (data.apps === 0 || data.devicesTotal === 0);
  const checklist = useFirstRunMemory(firstRun, first.checklist);

  if (!data) {
    return stats.error ? <LoadError error={stats.error} onRetry={stats.reload} /> : <DashboardSkeleton />;
  }

  return (
    <div className="space-y-6" aria-busy={stats.loading}>
      {stats.error ? <LoadError compact error={stats.error} onRetry={stats.reload} /> : null}
      {checklist.shown && !admin ? (
        <FirstRunChecklist
          onHide={checklist.hide}
          progress={{
            appCreated: data.apps > 0,
            sdkAdded: data.devicesTotal > 0,
            deviceOnline: data.devicesOnline > 0,
          }}
        />
      ) : null}
      <StatCards stats={data} />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <OnlineChart hourly={data.hourly} daily={data.daily} />
        </div>
        {/* The admin's chosen customer stays chosen: app management opens on their apps. */}
        <RecentApps
          apps={data.recentApps}
          manageHref={admin ? adminAppsHref({ ownerId, orgId }) : '/app-management'}
        />
      </div>
    </div>
  );
}
