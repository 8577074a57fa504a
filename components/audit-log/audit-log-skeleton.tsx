import { TableSkeleton } from '@/components/data-table/table-skeleton';

/** The audit log table's outline until it arrives, with its filter controls. */
export function AuditLogSkeleton() {
  return <TableSkeleton controls={['w-64', 'w-96 max-w-full']} />;
}
