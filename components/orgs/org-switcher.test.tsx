import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';

import { OrgSwitcherSlot } from '@/components/orgs/org-switcher-slot';
import { SWITCHER_BOX } from '@/components/orgs/switcher-box';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import { listApps } from '@/lib/api/apps';
import en from '@/messages/en.json';
import { makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { fetchCall, installFetch } from '@/test/fetch-mock';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

// The global `jest`, so that the compiler hoists jest.mock above the imports.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const ACME = makeOrg({ id: 'o1', name: 'Acme', role: 'owner' });
const GLOBEX = makeOrg({ id: 'o2', name: 'Globex', role: 'viewer' });

function installOrgsApi() {
  return installFetch((method, url, body) => {
    if (method === 'GET' && url.endsWith('/api/orgs'))
      return { body: { data: [ACME, GLOBEX], activeOrgId: 'o1' } };
    if (method === 'PUT' && url.endsWith('/api/orgs/active')) {
      const { orgId } = body as { orgId: string };
      return { body: { data: orgId === 'o2' ? GLOBEX : ACME } };
    }
    return { body: { data: [], total: 0 } };
  });
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'active_org=; Max-Age=0; Path=/';
  storeRecord('customer');
  setNavigation({ pathname: '/' });
});

describe('the organisation switcher', () => {
  it('is an empty box of its size in the server HTML: its names come after hydration', () => {
    const html = renderToString(
      <ConsoleStoreProvider>
        <NextIntlClientProvider locale="en" messages={en}>
          <OrgSwitcherSlot serverOrgId="o1" />
        </NextIntlClientProvider>
      </ConsoleStoreProvider>,
    );
    expect(html).toBe(`<div aria-hidden="true" class="h-11 ${SWITCHER_BOX}"></div>`);
  });

  it('names the active organisation and the caller’s role, and lists theirs in a menu', async () => {
    installOrgsApi();
    renderWithIntl(<OrgSwitcherSlot serverOrgId={null} />);
    const button = await screen.findByRole('button', { name: 'Organisation: Acme, your role: Owner' });
    await userEvent.setup().click(button);
    const menu = await screen.findByRole('menu', { name: 'Your organisations' });
    expect(within(menu).getByRole('menuitemradio', { name: /Acme/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: /Globex/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Create organisation' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Members and invitations' })).toHaveAttribute(
      'href',
      '/organisation/members',
    );
    expect(within(menu).getByRole('menuitemradio', { name: /Acme/ })).toHaveFocus();
  });

  it('switches: the server remembers it, this browser stores it, and later calls name it', async () => {
    const { fetchMock } = installOrgsApi();
    renderWithIntl(<OrgSwitcherSlot serverOrgId="o1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Organisation: Acme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Globex/ }));

    expect(
      await screen.findByRole('button', { name: 'Organisation: Globex, your role: Viewer' }),
    ).toHaveFocus();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchCall(fetchMock, put)).toMatchObject({ url: '/api/orgs/active', body: { orgId: 'o2' } });
    expect(window.localStorage.getItem('active_org')).toBe('o2');
    expect(document.cookie).toContain('active_org=o2');

    await listApps('', 'test-token');
    expect(fetchCall(fetchMock, fetchMock.mock.calls.length - 1).headers['X-Fleetdeck-Org']).toBe('o2');
  });

  it('leaves a device page of the old organisation for its list, with a notice', async () => {
    installOrgsApi();
    setNavigation({ pathname: '/online-devices/a1/pixel-7' });
    renderWithIntl(<OrgSwitcherSlot serverOrgId="o1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Organisation: Acme/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Globex/ }));
    await screen.findByRole('button', { name: /Organisation: Globex/ });
    expect(mockNavigation.replace).toHaveBeenCalledWith('/online-devices');
    expect(document.cookie).toContain('arrival_notice=other-org');
  });
});
