import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { deviceColumns, getDeviceId, makeDevices } from '@/test/components/data-table';
import { renderWithIntl } from '@/test/render-with-intl';

import { ClientDataTable } from './client-data-table';

const rows = makeDevices(3);
const ui = (id = 'online-devices') => (
  <ClientDataTable
    id={id}
    caption="Online devices"
    columns={deviceColumns}
    rows={rows}
    getRowId={getDeviceId}
  />
);
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DataTable column visibility', () => {
  afterEach(() => window.localStorage.clear());

  it('hides a column from the keyboard and remembers the choice per table', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(ui());
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Columns to show' });
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Device ID', 'Model', 'App', 'SDK', 'Last seen']);

    await user.tab(); // Device ID
    await user.tab(); // Model
    expect(within(menu).getByRole('checkbox', { name: 'Model' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(menu).getByRole('checkbox', { name: 'Model' })).not.toBeChecked();
    expect(headers()).toEqual(['Device ID', 'App', 'SDK', 'Last seen']);
    expect(window.localStorage.getItem('table:online-devices:columns')).toBe('{"model":false}');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    unmount();
    const again = renderWithIntl(ui());
    expect(headers()).toEqual(['Device ID', 'App', 'SDK', 'Last seen']);

    // Another table keeps its own choice.
    again.unmount();
    renderWithIntl(ui('admin-devices'));
    expect(headers()).toEqual(['Device ID', 'Model', 'App', 'SDK', 'Last seen']);
  });

  it('shows a hidden column again', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('table:online-devices:columns', '{"sdk":false}');
    renderWithIntl(ui());
    expect(headers()).not.toContain('SDK');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'SDK' }));
    expect(headers()).toContain('SDK');
    expect(window.localStorage.getItem('table:online-devices:columns')).toBe('{"sdk":true}');
  });

  it('starts a column hidden by default, and remembers that the user showed it', async () => {
    const user = userEvent.setup();
    const columns = deviceColumns.map((column) =>
      column.id === 'model' ? { ...column, meta: { ...column.meta, hiddenByDefault: true } } : column,
    );
    const table = () => (
      <ClientDataTable id="fits" caption="Devices" columns={columns} rows={rows} getRowId={getDeviceId} />
    );
    const { unmount } = renderWithIntl(table());
    expect(headers()).toEqual(['Device ID', 'App', 'SDK', 'Last seen']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Model' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Model' }));
    expect(headers()).toEqual(['Device ID', 'Model', 'App', 'SDK', 'Last seen']);
    expect(window.localStorage.getItem('table:fits:columns')).toBe('{"model":true}');
    unmount();
    renderWithIntl(table());
    expect(headers()).toContain('Model');
  });

  it('never hides the last visible column', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'table:online-devices:columns',
      '{"model":false,"app":false,"sdk":false,"lastSeen":false}',
    );
    renderWithIntl(ui());
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Device ID' })).toBeDisabled();
    expect(headers()).toEqual(['Device ID']);
  });

  it('closes when clicking elsewhere', async () => {
    const user = userEvent.setup();
    renderWithIntl(ui());
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('table'));
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('scrolls the page just enough to show the whole list when it opens', async () => {
    const user = userEvent.setup();
    const scrolls = jest.spyOn(Element.prototype, 'scrollIntoView');
    try {
      renderWithIntl(ui());
      await user.click(screen.getByRole('button', { name: 'Columns' }));
      const list = screen.getByRole('group', { name: 'Columns to show' });
      expect(scrolls.mock.contexts).toEqual([list]);
      expect(scrolls).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      scrolls.mockRestore();
    }
  });
});
