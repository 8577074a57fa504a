import { Suspense } from 'react';

import { IntlScope } from '@/components/i18n/intl-scope';
import type { DeviceDetail as Detail, ItemResponse } from '@/lib/api/types';

import { DeviceBackLink } from './device-back-link';
import { DeviceDetail } from './device-detail';
import { DevicePageSkeleton } from './device-page-skeleton';
import { DEVICE_PAGE_NAMESPACES } from './namespaces';
import { tablePath } from './paths';

type Answer = ItemResponse<Detail> | undefined;

/**
 * The device page of either console: the way back to its table, then the device (client leaves),
 * starting from `first`, its call as the server answers it (in a later part of the same HTML).
 */
export function DevicePageBody({
  appId,
  deviceId,
  admin,
  first,
}: {
  appId: string;
  deviceId: string;
  admin: boolean;
  first: Promise<Answer>;
}) {
  return (
    // The device is read on the server now: its times count from the same moment in the browser.
    <IntlScope namespaces={DEVICE_PAGE_NAMESPACES} now={new Date()}>
      {/* The back link reads the table's state from the URL (useSearchParams): a Suspense boundary. */}
      <Suspense fallback={null}>
        <DeviceBackLink tablePath={tablePath(admin)} />
      </Suspense>
      <Suspense fallback={<DevicePageSkeleton />}>
        <AnsweredDeviceDetail appId={appId} deviceId={deviceId} admin={admin} first={first} />
      </Suspense>
    </IntlScope>
  );
}

async function AnsweredDeviceDetail({
  first,
  ...device
}: {
  appId: string;
  deviceId: string;
  admin: boolean;
  first: Promise<Answer>;
}) {
  return <DeviceDetail {...device} first={await first} />;
}
