import { Suspense, type ComponentType } from 'react';

import { IntlScope } from '@/components/i18n/intl-scope';
import { ConsolePage } from '@/components/shell/console-page';
import type { OnlineDevicesFirstAnswers } from '@/lib/api/devices';

import { ONLINE_DEVICES_NAMESPACES } from './namespaces';
import { OnlineDevicesSkeleton } from './online-devices-skeleton';

/** A devices page's props: its address's query, which holds the table's state. */
export interface OnlineDevicesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The online devices page of either console (`admin`: every customer's devices): its heading, then
 * the table (a client leaf), starting from `first`, its calls as the server answers them for the
 * page's address (in a later part of the same HTML; docs/architecture.md, "First answers"). `Table`:
 * the console's table (OnlineDevicesTable, or the admin's with the owner filter), which each page
 * imports, so that a customer's page does not load the admin's.
 */
export function OnlineDevicesPage({
  admin,
  first,
  Table,
}: {
  admin: boolean;
  first: Promise<OnlineDevicesFirstAnswers>;
  Table: ComponentType<{ first?: OnlineDevicesFirstAnswers }>;
}) {
  return (
    <div className="space-y-6">
      <ConsolePage namespace="OnlineDevicesPage" introKey={admin ? 'adminIntro' : 'intro'} />
      {/* The rows are read on the server now: their "ago" and status count from the same moment in the browser. */}
      <IntlScope namespaces={ONLINE_DEVICES_NAMESPACES} now={new Date()}>
        {/* The table reads its state from the URL (useSearchParams), which needs a Suspense boundary. */}
        <Suspense fallback={<OnlineDevicesSkeleton />}>
          <AnsweredOnlineDevicesTable Table={Table} first={first} />
        </Suspense>
      </IntlScope>
    </div>
  );
}

async function AnsweredOnlineDevicesTable({
  Table,
  first,
}: {
  Table: ComponentType<{ first?: OnlineDevicesFirstAnswers }>;
  first: Promise<OnlineDevicesFirstAnswers>;
}) {
  return <Table first={await first} />;
}
