import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Incident, IncidentDetail as Detail } from '@/lib/api/contract/incidents';
import { mockApi, openDevicesPage, requestedUrls } from '@/test/components/devices';
import { givenOrgs, makeOrg } from '@/test/components/orgs';
import { setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { IncidentDetail } from './incident-detail';
import { IncidentsList } from './incidents-list';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const ID = 'a1b2c3d4-0000-4000-8000-0000000000aa';

const INCIDENT: Incident = {
  id: ID,
  kind: 'offline',
  status: 'open',
  scope: { appId: 'app-1', appName: 'Shop app', viewId: 'view-1', viewName: 'store-42' },
  devicesAffected: 312,
  devicesOffline: 300,
  devicesInScope: 1350,
  startedAt: '2026-12-01T14:02:00.000Z',
  lastOfflineAt: '2026-12-01T14:05:00.000Z',
  resolvedAt: null,
  resolution: null,
  acknowledgedBy: null,
  acknowledgedAt: null,
  duringMaintenance: false,
};

const DETAIL: Detail = {
  ...INCIDENT,
  timeline: [
    {
      type: 'opened',
      at: '2026-12-01T14:06:00.000Z',
      actor: null,
      devicesAffected: 250,
      endpoints: null,
      resolution: null,
    },
    {
      type: 'notified',
      at: '2026-12-01T14:06:00.000Z',
      actor: null,
      devicesAffected: null,
      endpoints: 2,
      resolution: null,
    },
    {
      type: 'grew',
      at: '2026-12-01T14:07:00.000Z',
      actor: null,
      devicesAffected: 312,
      endpoints: null,
      resolution: null,
    },
  ],
  devices: [
    {
      deviceId: 'till-1',
      offlineAt: '2026-12-01T14:02:00.000Z',
      backAt: null,
      fromVersion: null,
      toVersion: null,
    },
    {
      deviceId: 'till-2',
      offlineAt: '2026-12-01T14:03:00.000Z',
      backAt: '2026-12-01T14:20:00.000Z',
      fromVersion: null,
      toVersion: null,
    },
  ],
};

beforeEach(() => openDevicesPage({ pathname: '/incidents' }));

describe('IncidentsList', () => {
  it('lists the open incidents in words, each linking to its page, and the resolved ones on their tab', async () => {
    setNavigation({ pathname: '/incidents', search: '' });
    const fetchMock = mockApi({ '/api/incidents': { body: { data: [INCIDENT] } } });
    renderWithIntl(<IncidentsList />);
    const table = await screen.findByRole('table', { name: 'Open incidents' });
    const link = within(table).getByRole('link', {
      name: /^312 devices of 1,350 of Shop app in the view store-42 went offline between Dec 1, 2026, \d+:02 [AP]M and \d+:05 [AP]M$/,
    });
    expect(link).toHaveAttribute('href', `/incidents/${ID}`);
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('Open');
    expect(cells[2]).toMatch(/^Open for /);
    expect(cells[3]).toBe('Not acknowledged');
    expect(requestedUrls(fetchMock)).toContain('/api/incidents?status=open');

    const tabs = screen.getByRole('navigation', { name: 'Incidents by status' });
    expect(within(tabs).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Resolved' })).toHaveAttribute(
      'href',
      '/incidents?status=resolved',
    );
  });

  it('shows the resolved ones with how long they lasted and who acknowledged them', async () => {
    setNavigation({ pathname: '/incidents', search: 'status=resolved' });
    mockApi({
      '/api/incidents': {
        body: {
          data: [
            {
              ...INCIDENT,
              status: 'resolved',
              resolvedAt: '2026-12-01T16:07:00.000Z',
              resolution: 'returned',
              acknowledgedBy: { id: 'u2', name: 'Max', email: 'max@example.com' },
            },
          ],
        },
      },
    });
    renderWithIntl(<IncidentsList />);
    const table = await screen.findByRole('table', { name: 'Resolved incidents' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Resolved', 'Lasted 2 hours 5 minutes', 'Max']);
  });

  it('shows older incidents on request, after the first 100', async () => {
    setNavigation({ pathname: '/incidents', search: 'status=resolved' });
    const resolved = (id: string, name: string) => ({
      ...INCIDENT,
      id,
      status: 'resolved' as const,
      resolvedAt: '2026-12-01T16:07:00.000Z',
      resolution: 'returned' as const,
      scope: { ...INCIDENT.scope, appName: name, viewId: null, viewName: null },
    });
    const fetchMock = mockApi({
      '/api/incidents': (url: string) =>
        url.includes('cursor=page-2')
          ? { body: { data: [resolved('old', 'Old app')], nextCursor: null } }
          : { body: { data: [resolved('new', 'New app')], nextCursor: 'page-2' } },
    });
    renderWithIntl(<IncidentsList />);
    const table = await screen.findByRole('table', { name: 'Resolved incidents' });
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show older incidents' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2));
    expect(within(table).getAllByRole('link')[1]).toHaveTextContent(/ of Old app went offline/);
    expect(requestedUrls(fetchMock)).toContain('/api/incidents?status=resolved&cursor=page-2');
    // The last page: nothing older, and the focus on the first incident it brought.
    expect(screen.queryByRole('button', { name: 'Show older incidents' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('link')[1]).toHaveFocus());
  });

  it('says when there is none', async () => {
    setNavigation({ pathname: '/incidents', search: '' });
    mockApi({ '/api/incidents': { body: { data: [] } } });
    renderWithIntl(<IncidentsList />);
    expect(
      await screen.findByText('No open incidents: no devices went offline together.'),
    ).toBeInTheDocument();
  });
});

describe('IncidentDetail', () => {
  it('shows the incident, its timeline and devices, links to its devices, and acknowledges it', async () => {
    setNavigation({ pathname: `/incidents/${ID}`, search: '' });
    let acknowledged = false;
    const fetchMock = mockApi({
      [`/api/incidents/${ID}`]: () => ({
        body: {
          data: acknowledged
            ? {
                ...DETAIL,
                acknowledgedBy: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
                acknowledgedAt: '2026-12-01T14:10:00.000Z',
              }
            : DETAIL,
        },
      }),
      [`/api/incidents/${ID}/acknowledge`]: () => {
        acknowledged = true;
        return { body: { data: INCIDENT } };
      },
    });
    const { store } = renderWithIntl(<IncidentDetail id={ID} />);
    givenOrgs(store, [makeOrg({ role: 'member' })]);
    expect(
      await screen.findByRole('heading', { name: /^312 devices of 1,350 of Shop app in the view store-42/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('300 of 312')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the view’s devices' })).toHaveAttribute(
      'href',
      '/online-devices?view=view-1',
    );
    const timeline = screen.getByRole('list');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual(['Opened with 250 devices', 'Sent to 2 endpoints', 'Grew to 312 devices']);
    const devices = screen.getByRole('table', { name: 'The incident’s devices' });
    expect(within(devices).getByRole('link', { name: 'till-1' })).toHaveAttribute(
      'href',
      '/online-devices/app-1/till-1',
    );
    expect(within(devices).getAllByRole('row')[1]).toHaveTextContent('Not yet');

    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(/^By Ada Lovelace, /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^312 devices of 1,350/ })).toHaveFocus();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('/acknowledge') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('says what a regression is: the versions each device went between, and links to the app’s regressions', async () => {
    setNavigation({ pathname: `/incidents/${ID}`, search: '' });
    const regression: Detail = {
      ...DETAIL,
      kind: 'regression',
      status: 'resolved',
      scope: { ...DETAIL.scope, viewId: null, viewName: null },
      devicesAffected: 2,
      devicesOffline: 0,
      resolvedAt: '2026-12-01T15:00:00.000Z',
      resolution: 'returned',
      timeline: [
        { ...DETAIL.timeline[0], devicesAffected: 2 },
        {
          type: 'resolved',
          at: '2026-12-01T15:00:00.000Z',
          actor: null,
          devicesAffected: null,
          endpoints: null,
          resolution: 'returned',
        },
      ],
      devices: [
        {
          deviceId: 'till-1',
          offlineAt: '2026-12-01T14:02:00.000Z',
          backAt: '2026-12-01T14:40:00.000Z',
          fromVersion: '2.1.0',
          toVersion: '2.0.3',
        },
      ],
    };
    mockApi({ [`/api/incidents/${ID}`]: { body: { data: regression } } });
    const { store } = renderWithIntl(<IncidentDetail id={ID} />);
    givenOrgs(store, [makeOrg({ role: 'member' })]);
    expect(
      await screen.findByRole('heading', {
        name: /^2 devices of 1,350 of Shop app went back to an older version between Dec 1, 2026/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Still on an older version')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the app’s regressions' })).toHaveAttribute(
      'href',
      '/app-management/versions?app=app-1',
    );
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual(['Opened with 2 devices', 'Resolved: every device runs the version it left, or a newer one']);
    const devices = screen.getByRole('table', { name: 'The incident’s devices' });
    expect(
      within(devices)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Device', 'Went back', 'Versions', 'Updated again']);
    expect(within(devices).getAllByRole('row')[1]).toHaveTextContent('From 2.1.0 to 2.0.3');
  });

  it('keeps a viewer’s Acknowledge inert, with the reason', async () => {
    setNavigation({ pathname: `/incidents/${ID}`, search: '' });
    const fetchMock = mockApi({ [`/api/incidents/${ID}`]: { body: { data: DETAIL } } });
    const { store } = renderWithIntl(<IncidentDetail id={ID} />);
    givenOrgs(store, [makeOrg({ role: 'viewer' })]);
    const button = await screen.findByRole('button', { name: 'Acknowledge' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(/Your role \(Viewer\)/);
    await userEvent.click(button);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
