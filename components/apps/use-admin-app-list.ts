'use client';

import { useCallback } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { concernsDevicesOf } from '@/components/live/live-concerns';
import { adminChangeApp, type AdminAppChanges } from '@/lib/api/app-status';
import { adminListApps } from '@/lib/api/apps';
import type { App } from '@/lib/api/types';

import { useLocalList } from './use-local-list';

/**
 * Every customer's apps (or one organisation's, `orgId`, else one customer's, `ownerId`) and the
 * admin's changes to one (suspend and resume, the heartbeat quota), which update the row in place from
 * the API's answer.
 */
export function useAdminAppList({ ownerId, orgId }: { ownerId: string; orgId: string }) {
  const api = useDashboardApi();
  const apps = useApiResource(
    `admin-apps:${orgId ? `org:${orgId}` : ownerId}`,
    (baseUrl, token) => adminListApps(baseUrl, token, orgId ? { orgId } : ownerId || undefined),
    { live: concernsDevicesOf() },
  );
  const [rows, update] = useLocalList(apps.data?.data);

  const change = useCallback(
    async (id: string, changes: AdminAppChanges): Promise<App> => {
      const { data } = await api((baseUrl, token) => adminChangeApp(baseUrl, token, id, changes));
      // The owner is the same; keep it even if the answer leaves it out.
      update((items) =>
        items.map((app) => (app.id === id ? { ...app, ...data, owner: data.owner ?? app.owner } : app)),
      );
      return data;
    },
    [api, update],
  );

  return { apps, rows, defaultQuota: apps.data?.defaultQuota ?? null, change };
}
