import { Suspense } from 'react';

import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import type { OnlineDevicesFirstAnswers } from '@/lib/api/devices';

import { ONLINE_DEVICES_NAMESPACES } from './namespaces';
import { OnlineDevicesSkeleton } from './online-devices-skeleton';
import { OnlineDevicesTable } from './online-devices-table';

/** A devices page's props: its address's query, which holds the table's state. */
export interface OnlineDevicesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The online devices page of either console (`admin`: every customer's devices): its heading, then
 * the table (a client leaf), starting from `first`, its calls as the server answers them for the
 * page's address (in a later part of the same HTML; docs/architecture.md, "First answers").
 */
export function OnlineDevicesPage({
  admin,
  first,
}: {
  admin: boolean;
  first: Promise<OnlineDevicesFirstAnswers>;
}) {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="OnlineDevicesPage" introKey={admin ? 'adminIntro' : 'intro'} />
      {/* The rows are read on the server now: their "ago" and status count from the same moment in the browser. */}
      <IntlScope namespaces={ONLINE_DEVICES_NAMESPACES} now={new Date()}>
        {/* The table reads its state from the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={<OnlineDevicesSkeleton />}>
          <AnsweredOnlineDevicesTable admin={admin} first={first} />
        </Suspense>
      </IntlScope>
    </div>
  );
}

async function AnsweredOnlineDevicesTable({
  admin,
  first,
}: {
  admin: boolean;
  first: Promise<OnlineDevicesFirstAnswers>;
}) {
  return <OnlineDevicesTable admin={admin} first={await first} />;
}
