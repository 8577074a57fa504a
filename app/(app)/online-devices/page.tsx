import type { Metadata } from 'next';

import {
  OnlineDevicesPage,
  type OnlineDevicesPageProps,
} from '@/components/devices/online-devices/online-devices-page';
import { OnlineDevicesTable } from '@/components/devices/online-devices/online-devices-table';
import { pageMetadata } from '@/components/shell/page-metadata';
import { onlineDevicesFirstAnswers } from '@/lib/server/first-render/online-devices';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('OnlineDevicesPage');
}

export default function CustomerOnlineDevicesPage({ searchParams }: OnlineDevicesPageProps) {
  return (
    <OnlineDevicesPage
      admin={false}
      first={onlineDevicesFirstAnswers(searchParams, { admin: false })}
      Table={OnlineDevicesTable}
    />
  );
}
