'use client';

import { notFound } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { useApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { concernsDevice } from '@/components/live/live-concerns';
import { getDevice } from '@/lib/api/device-detail';
import type { DeviceDetail as Detail, ItemResponse } from '@/lib/api/types';

import { DeviceChanges } from './device-changes';
import { DeviceLabels } from './device-labels';
import { DeviceOnlineChart } from './device-online-chart';
import { DevicePageSkeleton } from './device-page-skeleton';
import { DeviceSessions } from './device-sessions';
import { DeviceSummary } from './device-summary';
import { tablePath } from './paths';

/**
 * A device's page body: what it is, its online sessions and time of the last 7 days, its changes. An
 * unknown device, or someone else's (the API answers 404 for both), is the not-found page. `first`: the
 * call as the server answered it while rendering the page, not made again on load.
 */
export function DeviceDetail({
  appId,
  deviceId,
  admin,
  first,
}: {
  appId: string;
  deviceId: string;
  admin: boolean;
  first?: ItemResponse<Detail>;
}) {
  const t = useTranslations('DevicePage');
  const device = useApiResource(
    `device:${appId}:${deviceId}`,
    (baseUrl, token) => getDevice(baseUrl, token, appId, deviceId),
    { live: concernsDevice(appId, deviceId), first },
  );
  if (device.error?.status === 404) notFound();
  const data = device.data?.data;
  if (!data) {
    return device.error ? (
      <LoadError error={device.error} onRetry={device.reload} title={t('loadFailed')} />
    ) : (
      <DevicePageSkeleton />
    );
  }
  // The app's name leads to its devices, all of them (online or not).
  const appHref = `${tablePath(admin)}?${new URLSearchParams({ app: data.appId, status: 'all' })}`;
  return (
    <div className="space-y-6">
      {device.error ? (
        <LoadError compact error={device.error} onRetry={device.reload} title={t('loadFailed')} />
      ) : null}
      <DeviceSummary device={data} appHref={appHref} />
      <DeviceLabels device={data} admin={admin} onChanged={device.reload} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DeviceSessions sessions={data.sessions} />
        <DeviceOnlineChart sessions={data.sessions} firstSeen={data.firstSeen} />
      </div>
      <DeviceChanges changes={data.changes} />
    </div>
  );
}
