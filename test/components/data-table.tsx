import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';

import { ClientDataTable } from '@/components/data-table/client-data-table';
import { dataTableColumnHelper } from '@/components/data-table/columns';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { tableDefaults, type DataTableState } from '@/lib/table/state';
import { renderWithIntl } from '@/test/render-with-intl';

export interface TestDevice {
  id: string;
  model: string;
  app: string;
  sdk: number;
  lastSeen: Date;
}

export function makeDevices(count: number): TestDevice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `dev-${String(i + 1).padStart(3, '0')}`,
    model: `Model ${String.fromCharCode(65 + (i % 26))}`,
    app: i % 2 === 0 ? 'Alpha' : 'Beta',
    sdk: (i * 7) % 10,
    lastSeen: new Date(Date.UTC(2024, 0, 1, 0, i)),
  }));
}

const col = dataTableColumnHelper<TestDevice>();

export const deviceColumns = col.columns([
  col.accessor('id', { header: 'Device ID' }),
  col.accessor('model', { header: 'Model' }),
  col.accessor('app', { header: 'App' }),
  col.accessor('sdk', { header: 'SDK', sortDescFirst: true, meta: { align: 'end' } }),
  col.accessor('lastSeen', {
    header: () => <span>Last seen</span>,
    sortDescFirst: true,
    meta: { label: 'Last seen' },
    cell: (info) => info.getValue().toISOString(),
  }),
]);

export const getDeviceId = (device: TestDevice) => device.id;

const PAGED_TOTAL = 312;
const pagedDevices = makeDevices(PAGED_TOTAL);

/** A server-mode table of 312 test devices showing the page its `state` asks for; other props pass through. */
export function PagedDeviceTable(props: Partial<DataTableProps<TestDevice>> & { state: DataTableState }) {
  const { page, pageSize } = props.state;
  return (
    <DataTable
      id="online-devices"
      caption="Online devices"
      columns={deviceColumns}
      rows={pagedDevices.slice((page - 1) * pageSize, page * pageSize)}
      total={PAGED_TOTAL}
      getRowId={getDeviceId}
      {...props}
    />
  );
}

/** A client-mode table of 60 test devices (dev-001 to dev-060); other props pass through. */
export function ClientDeviceTable(props: Partial<DataTableProps<TestDevice>>) {
  return (
    <ClientDataTable
      id="t"
      caption="Devices"
      columns={deviceColumns}
      rows={makeDevices(60)}
      getRowId={getDeviceId}
      {...props}
    />
  );
}

/**
 * Renders a PagedDeviceTable with the id "devices" at `props.state` (the defaults if not given),
 * watching its state changes; other props pass through.
 */
export function serverTable(props: Partial<DataTableProps<TestDevice>> = {}) {
  const onStateChange = jest.fn<(state: DataTableState) => void>();
  renderWithIntl(
    <PagedDeviceTable
      id="devices"
      onStateChange={onStateChange}
      {...props}
      state={props.state ?? tableDefaults()}
    />,
  );
  return { onStateChange };
}

/** The rows of the table's body. */
export const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
