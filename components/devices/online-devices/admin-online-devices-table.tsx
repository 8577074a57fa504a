'use client';

import { lazy } from 'react';

import type { OnlineDevicesFirstAnswers } from '@/lib/api/devices';

import { OnlineDevicesTable } from './online-devices-table';

/**
 * The owner filter is the admin's alone: a customer's page does not load it (nor the admin API it
 * lists customers with), not even the code that would fetch it. The server renders it for an admin
 * as before.
 */
const CustomerSelect = lazy(() =>
  import('@/components/forms/customer-select').then((module) => ({ default: module.CustomerSelect })),
);

/** The admin's online devices table: every customer's devices with their owner, and the owner filter. */
export function AdminOnlineDevicesTable({ first }: { first?: OnlineDevicesFirstAnswers }) {
  return <OnlineDevicesTable admin first={first} OwnerFilter={CustomerSelect} />;
}
