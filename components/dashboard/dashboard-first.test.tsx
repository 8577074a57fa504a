import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { ConsoleStoreProvider } from '@/components/state/console-store';
import { formats } from '@/i18n/formats';
import type { DashboardFirstAnswers } from '@/lib/api/stats';
import en from '@/messages/en.json';
import { dashboardStore, makeStats, renderWithProviders, storeRecord } from '@/test/components/dashboard';
import { installFetch } from '@/test/fetch-mock';
import { setNavigation } from '@/test/next-navigation';
import type { TestStore } from '@/test/render-with-intl';

import { CustomerDashboard } from './customer-dashboard';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const USER = { id: '3f0c2f44-8d2c-4f43-9d84-8b7a3c1f7a10', name: 'Ann' };
const SET_UP = makeStats({ apps: 1, devicesTotal: 1, devicesOnline: 1 });

/** The client state as the server renders the page (no user known to it) and as the browser does. */
function storeFor(user: typeof USER | null) {
  const store = dashboardStore();
  if (user) store.setState({ userInfo: user });
  return store;
}

function page(store: TestStore, first: DashboardFirstAnswers) {
  return (
    <ConsoleStoreProvider store={store}>
      <NextIntlClientProvider locale="en" messages={en} formats={formats} timeZone="UTC">
        <CustomerDashboard first={first} />
      </NextIntlClientProvider>
    </ConsoleStoreProvider>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'first_run_checklist=; Path=/; Max-Age=0';
  setNavigation({ pathname: '/' });
  storeRecord('customer');
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('CustomerDashboard with the server’s first answers', () => {
  it('shows the figures the server read without asking for them', async () => {
    const { calls } = installFetch(() => ({ status: 200, body: { data: makeStats() } }));
    renderWithProviders(<CustomerDashboard first={{ stats: { data: makeStats() }, checklist: null }} />);
    expect(screen.getByText('Devices online now').closest('div')).toHaveTextContent('1,234');
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it('has the remembered "All set" checklist in the server’s HTML, and hydrates it without a mismatch', async () => {
    installFetch(() => ({ status: 200, body: { data: SET_UP } }));
    const first: DashboardFirstAnswers = { stats: { data: SET_UP }, checklist: 'shown' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(storeFor(null), first));
    document.body.append(container);
    const checklist = within(container).getByRole('region', { name: 'Get started' });
    expect(checklist).toHaveTextContent('All set: your first device is online.');

    // The browser remembers it as the cookie said.
    window.localStorage.setItem(`user:${USER.id}:first_run_checklist`, 'shown');
    const recoverableErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(storeFor(USER), first), {
        onRecoverableError: (error) => recoverableErrors.push(error),
      }),
    );
    expect(recoverableErrors).toEqual([]);
    expect(within(container).getByRole('region', { name: 'Get started' })).toBe(checklist);

    // Hidden, it is remembered in both places, so the next server render leaves it out.
    await userEvent.click(within(checklist).getByRole('button', { name: 'Hide' }));
    expect(within(container).queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`user:${USER.id}:first_run_checklist`)).toBe('hidden');
    expect(document.cookie).toContain(`first_run_checklist=${USER.id}:hidden`);
    act(() => root.unmount());
  });

  it('mirrors a state stored before its cookie copy existed, for the next load’s HTML', async () => {
    installFetch(() => ({ status: 200, body: { data: SET_UP } }));
    window.localStorage.setItem(`user:${USER.id}:first_run_checklist`, 'shown');
    renderWithProviders(<CustomerDashboard first={{ stats: { data: SET_UP }, checklist: null }} />, {
      store: storeFor(USER),
    });
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    expect(document.cookie).toContain(`first_run_checklist=${USER.id}:shown`);
  });

  it('leaves a hidden checklist out of the server’s HTML', () => {
    const html = renderToString(page(storeFor(null), { stats: { data: SET_UP }, checklist: 'hidden' }));
    expect(html).toContain('Devices online now');
    expect(html).not.toContain('Get started');
  });
});
