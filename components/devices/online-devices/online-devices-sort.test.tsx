import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, openDevicesPage } from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

beforeEach(() => openDevicesPage());

const sortBy = async (name: RegExp) => {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('columnheader', { name })).getByRole('button'));
};

describe('OnlineDevicesTable sorting', () => {
  it('sorts dates newest first and text A to Z on the first press, whatever the page holds', async () => {
    // The page's dates arrive as text, and its models are all unreported.
    mockApi({
      '/api/devices': {
        body: {
          data: [makeDevice({ model: null }), makeDevice({ deviceId: 'dev-2', model: null })],
          total: 2,
        },
      },
      '/api/apps': { body: { data: [makeApp()], total: 1 } },
    });
    // Columns hidden by default, shown from the Columns menu (the choice is stored).
    window.localStorage.setItem('table:online-devices:columns', '{"firstSeen":true,"model":true}');
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-2');

    await sortBy(/First seen/);
    expect(mockNavigation.push).toHaveBeenLastCalledWith('/online-devices?sort=-firstSeen', {
      scroll: false,
    });
    await sortBy(/Model/);
    expect(mockNavigation.push).toHaveBeenLastCalledWith('/online-devices?sort=model', { scroll: false });
    window.localStorage.clear();
  });
});
