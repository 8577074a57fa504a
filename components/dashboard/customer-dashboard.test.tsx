import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DASHBOARD_API, makeStats, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch } from '@/test/fetch-mock';
import { mockNavigation, setNavigation } from '@/test/next-navigation';

import { AdminUserDashboard } from './admin-user-dashboard';
import { CustomerDashboard } from './customer-dashboard';
import { REFRESH_INTERVAL_MS } from './dashboard-body';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const CUSTOMERS = [
  { id: 'c1', name: 'Ada Lovelace', email: 'ada@example.com', createdAt: '', appCount: 1, devicesTotal: 3 },
  { id: 'c2', name: 'Grace Hopper', email: 'grace@example.com', createdAt: '', appCount: 2, devicesTotal: 5 },
];

beforeEach(() => {
  window.localStorage.clear();
  // replace() changes the search params and re-renders their readers, as the app router does.
  setNavigation({ pathname: '/admin/user-dashboard', followsLinks: true });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CustomerDashboard', () => {
  it('shows the counts with locale formatting, the chart summary and the recent apps', async () => {
    storeRecord('customer');
    const { calls } = installFetch(() => ({ status: 200, body: { data: makeStats() } }));
    renderWithProviders(<CustomerDashboard />);

    const counts = await screen.findByText('Devices online now');
    expect(counts.closest('div')).toHaveTextContent('1,234');
    expect(screen.getByText('Active in the last 24 hours').closest('div')).toHaveTextContent('1,500');
    expect(screen.getByText('New in the last 7 days').closest('div')).toHaveTextContent('42');
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `${DASHBOARD_API}/api/stats`,
      auth: 'Bearer tok_abcdefghijkl',
    });

    const chart = screen.getByRole('img', {
      name: 'Devices online per hour over the last 24 hours: a peak of 9 on Monday at 9:00 AM, and 2 in the latest hour.',
    });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Devices online per hour, last 24 hours' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);

    await userEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('img', {
        name: 'Devices online per day over the last 30 days: a peak of 77 on Friday, February 14, and 2 on the latest day.',
      }),
    ).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent apps' });
    expect(within(recent).getByRole('link', { name: 'Radio' })).toHaveAttribute('href', '/app-management');
    expect(within(recent).getByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/app-management',
    );
    expect(within(recent).getByText('1 device online')).toBeInTheDocument();
    expect(within(recent).getByText('Android')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('shows the first-run checklist when the customer has no app yet', async () => {
    storeRecord('customer');
    const empty = makeStats({
      apps: 0,
      devicesTotal: 0,
      devicesOnline: 0,
      active24h: 0,
      new7d: 0,
      recentApps: [],
    });
    installFetch(() => ({ status: 200, body: { data: empty } }));
    renderWithProviders(<CustomerDashboard />);

    const checklist = await screen.findByRole('region', { name: 'Get started' });
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[0]).getByRole('link', { name: '1. Create an app' })).toHaveAttribute(
      'href',
      '/app-management',
    );
    expect(within(steps[1]).getByRole('link', { name: '2. Add the SDK' })).toHaveAttribute(
      'href',
      '/sdk-integration-guide',
    );
    expect(within(steps[2]).getByRole('link', { name: '3. See your first device online' })).toHaveAttribute(
      'href',
      '/online-devices',
    );
    steps.forEach((step) => expect(step).toHaveTextContent('(to do)'));
    expect(within(steps[3]).getByRole('link', { name: '4. Invite a teammate' })).toHaveAttribute(
      'href',
      '/organisation/members',
    );
    expect(checklist).toHaveTextContent('0 of 4 steps done');
  });

  it('ticks the steps off as they come true, refreshing every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    storeRecord('customer');
    let stats = makeStats({ apps: 1, devicesTotal: 0, devicesOnline: 0 });
    const { calls } = installFetch(() => ({ status: 200, body: { data: stats } }));
    renderWithProviders(<CustomerDashboard />);

    const checklist = await screen.findByRole('region', { name: 'Get started' });
    expect(checklist).toHaveTextContent('1 of 4 steps done');
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent('(done)');

    stats = makeStats({ apps: 1, devicesTotal: 1, devicesOnline: 1 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    });
    await waitFor(() => expect(checklist).toHaveTextContent('All set: your first device is online.'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a translated error with a retry', async () => {
    storeRecord('customer');
    let fail = true;
    installFetch(() =>
      fail
        ? { status: 503, body: { error: { code: 'service_unavailable', message: 'down' } } }
        : { status: 200, body: { data: makeStats() } },
    );
    renderWithProviders(<CustomerDashboard />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Devices online now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets an admin choose a customer, kept in the URL and sent as ?ownerId=', async () => {
    storeRecord('admin');
    const { calls } = installFetch((_method, url) =>
      url.includes('/api/admin/customers')
        ? { status: 200, body: { data: CUSTOMERS, total: 2 } }
        : { status: 200, body: { data: makeStats({ apps: url.includes('ownerId=c2') ? 7 : 3 }) } },
    );
    renderWithProviders(<AdminUserDashboard />);

    const picker = await screen.findByRole('combobox', { name: 'Customer' });
    expect(picker).toHaveValue('');
    expect(
      await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url === `${DASHBOARD_API}/api/admin/stats`)).toBe(true),
    );
    // Every customer's figures: app management opens on every customer's apps.
    const everyone = await screen.findByRole('region', { name: 'Recent apps' });
    expect(within(everyone).getByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/admin/app-management',
    );
    expect(within(everyone).getByRole('link', { name: 'Radio' })).toHaveAttribute(
      'href',
      '/admin/app-management',
    );

    await userEvent.selectOptions(picker, 'c2');
    expect(mockNavigation.replace).toHaveBeenCalledWith('/admin/user-dashboard?customer=c2', {
      scroll: false,
    });
    await waitFor(() =>
      expect(calls.some((call) => call.url === `${DASHBOARD_API}/api/admin/stats?ownerId=c2`)).toBe(true),
    );
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('c2');
    // Admins never get the customer's first-run links (they lead to customer pages).
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    // The chosen customer goes along to app management, as its owner filter.
    const recent = screen.getByRole('region', { name: 'Recent apps' });
    expect(within(recent).getByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/admin/app-management?owner=c2',
    );
    expect(within(recent).getByRole('link', { name: 'Radio' })).toHaveAttribute(
      'href',
      '/admin/app-management?owner=c2',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), '');
    expect(mockNavigation.replace).toHaveBeenLastCalledWith('/admin/user-dashboard', { scroll: false });
  });

  it('opens one organisation from ?orgId= (winning over ?customer=), sent as ?orgId=', async () => {
    storeRecord('admin');
    setNavigation({ pathname: '/admin/user-dashboard', search: 'orgId=o9&customer=c1', followsLinks: true });
    const team = { id: 'o9', name: 'Night Shift', createdAt: '', members: 2, apps: 11, devices: 0 };
    const { calls } = installFetch((_method, url) =>
      url.includes('/api/admin/customers')
        ? { status: 200, body: { data: CUSTOMERS, total: 2 } }
        : url.includes('/api/admin/orgs')
          ? { status: 200, body: { data: [{ ...team, onlineDevices: 0, owners: [] }], total: 1 } }
          : { status: 200, body: { data: makeStats({ apps: url.includes('orgId=o9') ? 11 : 3 }) } },
    );
    renderWithProviders(<AdminUserDashboard />);

    expect(await screen.findByText('11')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${DASHBOARD_API}/api/admin/stats?orgId=o9`);
    await screen.findByRole('option', { name: 'Ada Lovelace (ada@example.com)' });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('o9');
    expect(await screen.findByRole('option', { name: 'Organisation: Night Shift' })).toBeInTheDocument();
    // Its apps open on app management filtered to it.
    expect(screen.getByRole('link', { name: 'Manage apps' })).toHaveAttribute(
      'href',
      '/admin/app-management?orgId=o9',
    );
    // A reset link is a customer's: not offered for an organisation.
    expect(screen.queryByRole('button', { name: 'Create password reset link' })).not.toBeInTheDocument();

    // Choosing a customer replaces the organisation.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'c2');
    expect(mockNavigation.replace).toHaveBeenLastCalledWith('/admin/user-dashboard?customer=c2', {
      scroll: false,
    });
  });

  it("starts an admin's page from the server's answers, used only for the customer they are for", async () => {
    storeRecord('admin');
    setNavigation({ pathname: '/admin/user-dashboard', search: 'customer=c1', followsLinks: true });
    const { calls } = installFetch(() => ({
      status: 200,
      body: { data: makeStats({ devicesOnline: 8765 }) },
    }));
    renderWithProviders(
      <AdminUserDashboard
        first={{
          ownerId: 'c1',
          stats: { data: makeStats({ devicesOnline: 4321 }) },
          customers: { data: CUSTOMERS, total: 2 },
        }}
      />,
    );

    // Ada's figures and the customers to choose from, from the first render, without a request.
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('c1');
    expect(screen.getByRole('option', { name: 'Ada Lovelace (ada@example.com)' })).toBeInTheDocument();
    expect(screen.getByText('Devices online now').closest('div')).toHaveTextContent('4,321');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls).toEqual([]);

    // Grace's figures were not answered with the page: the browser asks for them.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'c2');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toEqual([`${DASHBOARD_API}/api/admin/stats?ownerId=c2`]),
    );
    await waitFor(() =>
      expect(screen.getByText('Devices online now').closest('div')).toHaveTextContent('8,765'),
    );
  });
});
