'use client';

import { useCallback } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { concernsDevicesOf } from '@/components/live/live-concerns';
import {
  createApp,
  deleteApp,
  rotateAppKey,
  updateApp,
  type AppChanges,
  type NewApp,
} from '@/lib/api/app-changes';
import { listApps } from '@/lib/api/apps';
import type { App } from '@/lib/api/types';
import { HttpError } from '@/lib/http/client';

import { useLocalList } from './use-local-list';

/**
 * The caller's apps and what can be done to them. Each call updates the list in place once the API
 * has answered, so what the page shows is what the server holds. A call that finds the app gone
 * (deleted in another tab) reloads the list, and still rejects so the dialog can say why.
 */
export function useAppList() {
  const api = useDashboardApi();
  const resource = useApiResource('apps', listApps, { live: concernsDevicesOf() });
  const [apps, update] = useLocalList(resource.data?.data);
  const { reload } = resource;

  const run = useCallback(
    async <T>(call: (baseUrl: string, token: string) => Promise<T>): Promise<T> => {
      try {
        return await api(call);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'not_found') reload();
        throw error;
      }
    },
    [api, reload],
  );

  const create = useCallback(
    async (input: NewApp): Promise<App> => {
      const { data } = await run((baseUrl, token) => createApp(baseUrl, token, input));
      // Newest first, as the API lists them.
      update((items) => [data, ...items.filter((app) => app.id !== data.id)]);
      return data;
    },
    [run, update],
  );

  const save = useCallback(
    async (id: string, changes: AppChanges): Promise<App> => {
      const { data } = await run((baseUrl, token) => updateApp(baseUrl, token, id, changes));
      update((items) => items.map((app) => (app.id === id ? data : app)));
      return data;
    },
    [run, update],
  );

  const rotateKey = useCallback(
    async (id: string, graceSeconds = 0): Promise<void> => {
      const { data } = await run((baseUrl, token) => rotateAppKey(baseUrl, token, id, graceSeconds));
      update((items) => items.map((app) => (app.id === id ? { ...app, appKey: data.appKey } : app)));
    },
    [run, update],
  );

  const remove = useCallback(
    async (id: string): Promise<void> => {
      await run((baseUrl, token) => deleteApp(baseUrl, token, id));
      update((items) => items.filter((app) => app.id !== id));
    },
    [run, update],
  );

  return {
    apps,
    error: resource.error,
    loading: resource.loading,
    reload,
    create,
    save,
    rotateKey,
    remove,
  };
}
