import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { VersionAdoption, VersionRegressions } from '@/lib/api/contract/versions';
import { makeApp, mockApi, openDevicesPage, requestedUrls } from '@/test/components/devices';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { VersionsView } from './versions-view';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

const ADOPTION: VersionAdoption = {
  days: days.map((day, i) => ({
    day,
    active: 4,
    versions:
      i < 20
        ? [{ version: '1.0', devices: 4 }]
        : [
            { version: '1.1', devices: 3 },
            { version: '1.0', devices: 1 },
          ],
  })),
  versions: [
    { version: '1.1', devices: 3, share: 0.75, firstDay: days[20], daysTo50: 0, daysTo90: null },
    { version: '1.0', devices: 1, share: 0.25, firstDay: days[0], daysTo50: null, daysTo90: null },
  ],
  newest: '1.1',
  newestShare: 0.75,
};

const REGRESSIONS: VersionRegressions = {
  versions: [{ version: '1.1', downgrades: 1, silent: 2 }],
  downgrades: [{ deviceId: 'back-1', from: '1.1', to: '1.0', at: '2026-11-29T10:00:00.000Z' }],
  silent: [],
};

beforeEach(() => openDevicesPage({ pathname: '/app-management/versions' }));

describe('VersionsView', () => {
  it('shows the chosen app’s adoption chart, its versions and its regressions with device links', async () => {
    const app = makeApp({ id: 'app-1', name: 'Field Notes' });
    setNavigation({ pathname: '/app-management/versions', search: 'app=app-1' });
    const fetchMock = mockApi({
      '/api/apps': { body: { data: [app, makeApp({ id: 'app-2', name: 'Tills' })], total: 2 } },
      '/api/apps/app-1/versions': { body: { data: ADOPTION } },
      '/api/apps/app-1/regressions': { body: { data: REGRESSIONS } },
    });
    renderWithIntl(<VersionsView />);
    const chart = await screen.findByRole('img', {
      name: 'Active devices by app version over the last 30 days. The newest version, 1.1, runs on 75% of today’s active devices.',
    });
    expect(chart.querySelectorAll('polygon')).toHaveLength(2);
    const table = screen.getByRole('table', {
      name: 'Each version: its devices today and how fast it spread',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1.1', '3', '75%', 'Nov 21', '0 days', 'Not reached'],
      ['1.0', '1', '25%', 'Nov 1', 'Before these 30 days', 'Before these 30 days'],
    ]);
    expect(
      screen.getByText('1.1: 1 went back to an older version, 2 went silent after updating to it'),
    ).toBeInTheDocument();
    const downgrades = screen.getByRole('table', { name: 'Went back to an older version' });
    expect(within(downgrades).getByRole('link', { name: 'back-1' })).toHaveAttribute(
      'href',
      '/online-devices/app-1/back-1',
    );
    expect(within(downgrades).getByText('1.1 → 1.0')).toBeInTheDocument();
    expect(screen.getByText('None in the last 30 days.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).not.toContain('/api/apps/app-2/versions');

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'App' }), 'Tills');
    expect(mockNavigation.push).toHaveBeenCalledWith('/app-management/versions?app=app-2', { scroll: false });
  });

  it('opens on the first app without one in the address, and says when there is none', async () => {
    mockApi({
      '/api/apps': { body: { data: [], total: 0 } },
    });
    renderWithIntl(<VersionsView />);
    expect(
      await screen.findByText('There are no apps yet. Create one in App management.'),
    ).toBeInTheDocument();
  });
});
