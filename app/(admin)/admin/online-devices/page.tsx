import type { Metadata } from 'next';

import { AdminOnlineDevicesTable } from '@/components/devices/online-devices/admin-online-devices-table';
import {
  OnlineDevicesPage,
  type OnlineDevicesPageProps,
} from '@/components/devices/online-devices/online-devices-page';
import { pageMetadata } from '@/components/shell/page-metadata';
import { onlineDevicesFirstAnswers } from '@/lib/server/first-render/online-devices';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('OnlineDevicesPage');
}

export default function AdminOnlineDevicesPage({ searchParams }: OnlineDevicesPageProps) {
  return (
    <OnlineDevicesPage
      admin
      first={onlineDevicesFirstAnswers(searchParams, { admin: true })}
      Table={AdminOnlineDevicesTable}
    />
  );
}
