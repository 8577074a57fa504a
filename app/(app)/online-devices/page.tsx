import type { Metadata } from 'next';
import { Suspense } from 'react';

import { ONLINE_DEVICES_NAMESPACES } from '@/components/devices/online-devices/namespaces';
import { OnlineDevicesSkeleton } from '@/components/devices/online-devices/online-devices-skeleton';
import { OnlineDevicesTable } from '@/components/devices/online-devices/online-devices-table';
import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import { pageMetadata } from '@/components/shell/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('OnlineDevicesPage');
}

export default function OnlineDevicesPage() {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="OnlineDevicesPage" />
      <IntlScope namespaces={ONLINE_DEVICES_NAMESPACES}>
        {/* The table reads its state from the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={<OnlineDevicesSkeleton />}>
          <OnlineDevicesTable />
        </Suspense>
      </IntlScope>
    </div>
  );
}
