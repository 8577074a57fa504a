'use client';

import { DataTable, type DataTableProps } from './data-table';

// Fetched when the table first needs it (use-client-rows.ts); only client-mode tables refer to it.
const loadClientRows = () => import('./client-rows');

export type ClientDataTableProps<TData> = Omit<DataTableProps<TData>, 'mode' | 'loadClientRows'>;

/**
 * A client-mode DataTable (README, Modes): every row given, the table searches, sorts and pages them
 * with TanStack Table. Apart from data-table.tsx, so that server-mode tables' pages do not carry the
 * code that fetches TanStack Table's.
 */
export function ClientDataTable<TData>(props: ClientDataTableProps<TData>) {
  return <DataTable {...props} mode="client" loadClientRows={loadClientRows} />;
}
