import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';

import { tableDefaults, type DataTableState, type TableStateChangeOptions } from '@/lib/table/state';
import { deviceColumns, getDeviceId, makeDevices } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

import { DataTable } from './data-table';

const everyDevice = makeDevices(150);

/** A server-mode table on `page` of a list of `total` devices, as the API would answer it. */
function table(page: number, total: number, onStateChange: (state: DataTableState) => void) {
  const state = { ...tableDefaults(), page };
  return (
    <DataTable
      id="devices"
      caption="Devices"
      columns={deviceColumns}
      rows={everyDevice.slice(0, total).slice((page - 1) * 25, page * 25)}
      total={total}
      getRowId={getDeviceId}
      state={state}
      onStateChange={onStateChange}
    />
  );
}

describe('DataTable on a page past the end', () => {
  it('goes to the last page again each time the list shrinks under the page it shows', () => {
    const onStateChange = jest.fn<(state: DataTableState, options?: TableStateChangeOptions) => void>();
    // Page 5 of 100 devices (4 pages): empty, so the table goes to page 4, in place of the address.
    const { rerender } = renderWithIntl(table(5, 100, onStateChange));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4 }), { replace: true });

    // Later the list has grown and page 5 has rows again; then it shrinks under a refresh once more.
    onStateChange.mockClear();
    rerender(table(5, 130, onStateChange));
    expect(screen.getByText('101-125 of 130')).toBeInTheDocument();
    expect(within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row')).toHaveLength(25);
    expect(onStateChange).not.toHaveBeenCalled();

    rerender(table(5, 100, onStateChange));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4 }), { replace: true });
  });
});
