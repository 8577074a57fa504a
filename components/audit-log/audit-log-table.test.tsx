import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AuditEntry } from '@/lib/api/contract/audit';
import { mockApi, openDevicesPage, requestedUrls, SAMPLE_OWNER } from '@/test/components/devices';
import { mockNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { AuditLogTable } from './audit-log-table';

// The global `jest`, typed: the compiler hoists jest.mock above the imports only when called on it.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const RENAME: AuditEntry = {
  id: '42',
  at: '2026-03-04T10:00:00.000Z',
  actor: { id: 'u1', name: 'Ann Lee', role: 'customer', viaToken: null },
  action: 'app.rename',
  target: { kind: 'app', id: 'a1', label: 'Store' },
  summary: [{ field: 'name', before: 'Shop', after: 'Store' }],
  ip: '203.0.113.7',
  userAgent: 'Firefox',
};
const SUSPEND: AuditEntry = {
  ...RENAME,
  id: '43',
  actor: { id: 'u9', name: 'Ada Admin', role: 'admin', viaToken: null },
  action: 'app.suspend',
  summary: [{ field: 'status', before: 'active', after: 'suspended' }],
};
const FAILED: AuditEntry = {
  ...RENAME,
  id: '44',
  actor: { id: null, name: 'ann@example.com', role: null, viaToken: null },
  action: 'auth.sign_in_failed',
  target: { kind: 'user', id: 'u1', label: 'ann@example.com' },
  summary: [],
};

beforeEach(() => openDevicesPage({ pathname: '/audit-log' }));

describe('AuditLogTable', () => {
  it('shows each entry in words: who, what, on what, and the change', async () => {
    mockApi({ '/api/audit': { body: { data: [SUSPEND, RENAME, FAILED], total: 3 } } });
    renderWithIntl(<AuditLogTable />);
    const table = await screen.findByRole('table', { name: 'Audit log of your account and apps' });
    await within(table).findByText('Ada Admin');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ada Admin');
    expect(rows[1]).toHaveTextContent('Suspended app');
    expect(rows[1]).toHaveTextContent('Status: Active → Suspended');
    expect(rows[2]).toHaveTextContent('Renamed app');
    expect(rows[2]).toHaveTextContent('Name: Shop → Store');
    expect(rows[3]).toHaveTextContent('Failed sign-in');
    expect(rows[3]).toHaveTextContent('Not signed in');
    expect(within(table).queryByText(/^via API token/)).not.toBeInTheDocument();
  });

  it('names the API token an action was made through under its actor', async () => {
    const byToken: AuditEntry = {
      ...RENAME,
      id: '45',
      actor: { ...RENAME.actor, viaToken: { id: 't1', name: 'Nightly export' } },
    };
    mockApi({ '/api/audit': { body: { data: [byToken], total: 1 } } });
    renderWithIntl(<AuditLogTable />);
    const table = await screen.findByRole('table', { name: 'Audit log of your account and apps' });
    const actor = (await within(table).findByText('via API token “Nightly export”')).parentElement!;
    expect(actor).toHaveTextContent('Ann LeeCustomervia API token “Nightly export”');
  });

  it('reads changes out by their field (durations, percentages, rules off) and names the browser', async () => {
    const user = userEvent.setup();
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
    const window: AuditEntry = {
      ...RENAME,
      id: '45',
      action: 'app.update',
      summary: [{ field: 'onlineWindowSeconds', before: '10', after: '3600' }],
      userAgent: chrome,
    };
    const rotate: AuditEntry = {
      ...RENAME,
      id: '46',
      action: 'app.key_rotate',
      summary: [{ field: 'graceSeconds', before: null, after: '90000' }],
    };
    const rules: AuditEntry = {
      ...RENAME,
      id: '47',
      action: 'alert.rules_change',
      summary: [
        { field: 'offlineAfterSeconds', before: null, after: '600' },
        { field: 'offlineSharePercent', before: '25', after: null },
        { field: 'somethingNew', before: 'a', after: 'b' },
      ],
    };
    mockApi({ '/api/audit': { body: { data: [window, rotate, rules], total: 3 } } });
    renderWithIntl(<AuditLogTable />);
    const table = await screen.findByRole('table', { name: 'Audit log of your account and apps' });
    await within(table).findByText('Online window: 10 seconds → 1 hour');
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Old key accepted for: 1 day, 1 hour');
    expect(rows[3]).toHaveTextContent('Offline alert after: Off → 10 minutes');
    expect(rows[3]).toHaveTextContent('Offline share alert: 25% → Off');
    expect(rows[3]).toHaveTextContent('somethingNew: a → b');
    // The browser in words; the whole user agent on demand, from the keyboard too.
    const browser = within(rows[1]).getByRole('button', { name: /^Chrome 150 on Linux/ });
    expect(browser).toHaveAttribute('aria-expanded', 'false');
    expect(within(rows[1]).queryByText(chrome)).not.toBeVisible();
    browser.focus();
    await user.keyboard('{Enter}');
    expect(browser).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows[1]).getByText(chrome)).toBeVisible();
  });

  it('asks the server for the filters in the URL, and a name in a row filters by it', async () => {
    const user = userEvent.setup();
    openDevicesPage({ pathname: '/admin/audit-log', search: 'action=app.rename&page=2' });
    const fetchMock = mockApi({ '/api/admin/audit': { body: { data: [RENAME], total: 26 } } });
    renderWithIntl(<AuditLogTable admin />);
    await screen.findByRole('table', { name: 'Audit log of every customer and admin' });
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContainEqual(
        expect.stringMatching(/\/api\/admin\/audit\?page=2&pageSize=25&action=app\.rename$/),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Show only the entries about Store' }));
    expect(mockNavigation.push).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\/admin\/audit-log\?action=app\.rename&target=a1$/),
      { scroll: false },
    );
  });

  it("opens one organisation's entries from orgId for admins, and a chosen owner replaces it", async () => {
    const user = userEvent.setup();
    openDevicesPage({ pathname: '/admin/audit-log', search: 'orgId=o7&owner=u1' });
    const fetchMock = mockApi({
      '/api/admin/audit': { body: { data: [RENAME], total: 1 } },
      '/api/admin/customers': {
        body: { data: [{ ...SAMPLE_OWNER, createdAt: '', appCount: 1, devicesTotal: 3 }], total: 1 },
      },
      '/api/admin/orgs': {
        body: {
          data: [{ id: 'o7', name: 'Night Shift', createdAt: '', members: 2, apps: 1, devices: 3 }],
          total: 1,
        },
      },
    });
    renderWithIntl(<AuditLogTable admin />);
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContainEqual(
        expect.stringMatching(/\/api\/admin\/audit\?page=1&pageSize=25&orgId=o7$/),
      ),
    );
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    expect(owner).toHaveValue('o7');
    expect(await screen.findByRole('option', { name: 'Organisation: Night Shift' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' });
    await user.selectOptions(owner, 'u1');
    expect(mockNavigation.push).toHaveBeenLastCalledWith('/admin/audit-log?owner=u1', { scroll: false });
  });

  it('offers no owner filter on a customer’s own log', async () => {
    openDevicesPage({ pathname: '/audit-log', search: 'owner=u1' });
    const fetchMock = mockApi({ '/api/audit': { body: { data: [RENAME], total: 1 } } });
    renderWithIntl(<AuditLogTable />);
    await screen.findByText('Store');
    expect(screen.queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).every((url) => !url.includes('owner'))).toBe(true);
  });

  it('exports the whole filtered log, not only the page, and says why when it fails', async () => {
    const user = userEvent.setup();
    openDevicesPage({ pathname: '/audit-log', search: 'actor=ann' });
    const exportAnswer = { status: 503, body: { error: { code: 'service_unavailable', message: 'Down' } } };
    const fetchMock = mockApi({
      '/api/audit': { body: { data: [RENAME], total: 1 } },
      '/api/audit/export': () => exportAnswer,
    });
    renderWithIntl(<AuditLogTable />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed:');
    expect(requestedUrls(fetchMock)).toContainEqual(
      expect.stringMatching(/\/api\/audit\/export\?actor=ann$/),
    );
    const csv = jest.fn(async () => ({ ok: true, status: 200, blob: async () => new Blob(['id,at\r\n']) }));
    global.fetch = csv as unknown as typeof fetch;
    const created = jest.fn(() => 'blob:audit');
    // jsdom cannot follow a download link: the click itself is what is checked.
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(String((csv.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/audit\/export\?actor=ann$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    clicked.mockRestore();
  });
});
