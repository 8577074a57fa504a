import { Suspense } from 'react';

import { IntlScope } from '@/components/i18n/intl-scope';

import { DeviceBackLink } from './device-back-link';
import { DeviceDetail } from './device-detail';
import { DEVICE_PAGE_NAMESPACES } from './namespaces';
import { tablePath } from './paths';

/** The device page of either console: the way back to its table, then the device (client leaves). */
export function DevicePageBody({
  appId,
  deviceId,
  admin,
}: {
  appId: string;
  deviceId: string;
  admin: boolean;
}) {
  return (
    <IntlScope namespaces={DEVICE_PAGE_NAMESPACES}>
      {/* The back link reads the table's state from the URL (useSearchParams): a Suspense boundary. */}
      <Suspense fallback={null}>
        <DeviceBackLink tablePath={tablePath(admin)} />
      </Suspense>
      <DeviceDetail appId={appId} deviceId={deviceId} admin={admin} />
    </IntlScope>
  );
}
