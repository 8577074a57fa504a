import { TextDecoder } from 'node:util';

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { tableDefaults, type DataTableState } from '@/lib/table/state';
import { deviceColumns, getDeviceId, makeDevices, type TestDevice } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

import { DataTable } from './data-table';

const devices = makeDevices(60);

function table(state: DataTableState) {
  const rows = devices.slice((state.page - 1) * state.pageSize, state.page * state.pageSize);
  return (
    <DataTable
      id="online-devices"
      caption="Online devices"
      columns={deviceColumns}
      rows={rows}
      total={devices.length}
      getRowId={getDeviceId}
      getRowLabel={(row: TestDevice) => row.id}
      state={state}
      onStateChange={() => {}}
      selectable
    />
  );
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('DataTable selection and CSV export', () => {
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    // jsdom has no Blob URLs and cannot navigate; record what would be downloaded instead.
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps the selection across pages and exports exactly the selected rows', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(table(tableDefaults()));

    const exportButton = () => screen.getByRole('button', { name: /Export selected/ });
    expect(exportButton()).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-001' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 rows selected');

    rerender(table({ ...tableDefaults(), page: 2 }));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-030' }));
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('3 rows selected');

    await user.click(exportButton());
    expect(exportButton()).toHaveTextContent('Export selected (3)');
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^online-devices-\d{4}-\d{2}-\d{2}\.csv blob:test$/);

    const bytes = new Uint8Array(await readBlob(blobs[0]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'Device ID,Model,App,SDK,Last seen',
      'dev-002,Model B,Beta,7,2024-01-01T00:01:00.000Z',
      'dev-001,Model A,Alpha,0,2024-01-01T00:00:00.000Z',
      'dev-030,Model D,Beta,3,2024-01-01T00:29:00.000Z',
      '',
    ]);
  });

  it('selects and clears every row of the page from the header checkbox', async () => {
    const user = userEvent.setup();
    renderWithIntl(table(tableDefaults()));
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('25 rows selected');
    expect(screen.getByRole('checkbox', { name: 'Select row dev-025' })).toBeChecked();

    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears the selection', async () => {
    const user = userEvent.setup();
    renderWithIntl(table(tableDefaults()));
    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-003' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select row dev-003' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Export selected/ })).toBeDisabled();
    // The button is gone with the selection: the focus is on "select all", not on the page.
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus();
  });

  it('exports only the visible columns', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('table:online-devices:columns', '{"model":false,"lastSeen":false}');
    renderWithIntl(table(tableDefaults()));
    await user.click(screen.getByRole('checkbox', { name: 'Select row dev-001' }));
    await user.click(screen.getByRole('button', { name: /Export selected/ }));
    const text = new TextDecoder().decode(new Uint8Array(await readBlob(blobs[0])).slice(3));
    expect(text).toBe('Device ID,App,SDK\r\ndev-001,Alpha,0\r\n');
    const header = within(screen.getAllByRole('rowgroup')[0]);
    expect(header.queryByRole('columnheader', { name: /Model/ })).not.toBeInTheDocument();
    window.localStorage.clear();
  });
});
