import { TableSkeleton } from '@/components/data-table/table-skeleton';

/** The devices table's outline until it arrives, with its search and filter. */
export function OnlineDevicesSkeleton() {
  return <TableSkeleton controls={['w-64', 'w-40']} />;
}
