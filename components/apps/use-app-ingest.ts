'use client';

import { useCallback } from 'react';

import { useApiResource, type ApiResource } from '@/components/data/use-api-resource';
import { getAppIngest } from '@/lib/api/app-changes';
import type { AppIngest } from '@/lib/api/types';
import type { LiveEvent } from '@/lib/live/read-events';

/**
 * What the server keeps of one app's ingest (`GET /api/apps/<id>/ingest`): its first heartbeat, and why
 * heartbeats were refused. One resource for the install check and the refusals panel shown beside it,
 * fetched once for both. Until the first heartbeat has come, a live event of one of the app's devices
 * fetches it again: that is how the install check turns to "Connected". A change of `refreshKey` (the
 * app's status, say) fetches it again too.
 */
export function useAppIngest(appId: string, refreshKey = ''): ApiResource<AppIngest> {
  const call = useCallback(
    async (baseUrl: string, token: string) => (await getAppIngest(baseUrl, token, appId)).data,
    [appId],
  );
  const ingest: ApiResource<AppIngest> = useApiResource(`app-ingest:${appId}:${refreshKey}`, call, {
    live: (event: LiveEvent) =>
      event.type !== 'reconnected' &&
      event.type !== 'app' &&
      event.appId === appId &&
      !ingest.data?.firstDeviceId,
  });
  return ingest;
}
