'use client';

import { useCallback } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { adminListApps, adminSetAppStatus } from '@/lib/api/apps';
import type { App, AppStatus } from '@/lib/api/types';

import { useLocalList } from './use-local-list';

/**
 * Every customer's apps (or one customer's, `ownerId`) and the admin's suspend/resume, which updates
 * the row in place from the API's answer.
 */
export function useAdminAppList(ownerId: string) {
  const api = useDashboardApi();
  const apps = useApiResource(`admin-apps:${ownerId}`, (baseUrl, token) =>
    adminListApps(baseUrl, token, ownerId || undefined),
  );
  const [rows, update] = useLocalList(apps.data?.data);

  const setStatus = useCallback(
    async (id: string, status: AppStatus, reason?: string): Promise<App> => {
      const { data } = await api((baseUrl, token) => adminSetAppStatus(baseUrl, token, id, status, reason));
      // The owner is the same; keep it even if the answer leaves it out.
      update((items) =>
        items.map((app) => (app.id === id ? { ...app, ...data, owner: data.owner ?? app.owner } : app)),
      );
      return data;
    },
    [api, update],
  );

  return { apps, rows, setStatus };
}
