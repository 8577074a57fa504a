import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { MaintenanceWindow, NewMaintenanceWindow } from '@/lib/api/contract/maintenance';
import { HttpError } from '@/lib/http/client';
import { mockApi } from '@/test/components/devices';
import { storeRecord } from '@/test/components/shell';
import { renderWithIntl } from '@/test/render-with-intl';

import { MaintenanceWindows } from './maintenance-windows';

const NIGHTLY: MaintenanceWindow = {
  id: 'w1',
  name: 'Nightly updates',
  viewId: null,
  viewName: null,
  kind: 'weekly',
  startsAt: null,
  endsAt: null,
  weekday: 0,
  startTime: '02:00',
  durationMinutes: 90,
  timeZone: 'Europe/Paris',
  active: true,
  createdAt: '2026-12-01T10:00:00.000Z',
};

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
  mockApi({ '/api/views': { body: { data: [] } } });
});

describe('MaintenanceWindows', () => {
  it('says each window in words, whether it is on, and removes one', async () => {
    const onRemove = jest.fn();
    renderWithIntl(
      <MaintenanceWindows
        windows={[
          NIGHTLY,
          { ...NIGHTLY, id: 'w2', name: '', active: false, viewId: 'v1', viewName: 'Store 42' },
        ]}
        onAdd={async () => {}}
        onRemove={onRemove}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Maintenance windows' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nightly updates');
    expect(items[0]).toHaveTextContent('Every Sunday from 02:00 for 90 minutes (Europe/Paris)');
    expect(items[0]).toHaveTextContent('All the app’s devices');
    expect(items[0]).toHaveTextContent('On now');
    expect(items[1]).toHaveTextContent('Devices of the view Store 42');
    expect(items[1]).not.toHaveTextContent('On now');
    await userEvent.click(
      within(items[0]).getByRole('button', { name: 'Remove the maintenance window Nightly updates' }),
    );
    expect(onRemove).toHaveBeenCalledWith(NIGHTLY);
  });

  it('adds a weekly window in the browser’s time zone, and shows the API’s field errors', async () => {
    const onAdd = jest
      .fn<(window: NewMaintenanceWindow) => Promise<void>>()
      .mockRejectedValueOnce(
        new HttpError(400, 'validation_failed', 'Some fields are not valid', {
          durationMinutes: 'range:1:10080',
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderWithIntl(<MaintenanceWindows windows={[]} onAdd={onAdd} onRemove={() => {}} />);
    expect(screen.getByText('No maintenance windows.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Repeats' }), 'Every week');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Wednesday');
    const minutes = screen.getByRole('textbox', { name: 'For (minutes)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add a maintenance window' }));
    expect(onAdd).toHaveBeenLastCalledWith({
      name: '',
      viewId: null,
      kind: 'weekly',
      weekday: 3,
      startTime: '02:00',
      durationMinutes: 0,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('Enter a whole number from 1 to 10,080.')).toBeInTheDocument();
  });
});
