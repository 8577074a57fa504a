import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OnlineDevicesTable } from '@/components/devices/online-devices/online-devices-table';
import { SavedViewLinks } from '@/components/devices/views/saved-view-links';
import type { SavedView } from '@/lib/api/contract/views';
import { columnVisibilityStorageKey } from '@/lib/table/column-visibility';
import { makeApp, makeDevice, mockApi, openDevicesPage } from '@/test/components/devices';
import { givenOrgs, makeOrg } from '@/test/components/orgs';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const APPS = { body: { data: [makeApp()], total: 1 } };

function makeView(overrides: Partial<SavedView> = {}): SavedView {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Store 42',
    query: 'pageSize=25&sort=deviceId%3Aasc&status=all&tag=store-42',
    columns: ['online', 'deviceId', 'tags'],
    createdBy: 'Ann',
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => openDevicesPage());

describe('saved views in the sidebar', () => {
  it('lists the views under Online devices, each opening the table as saved, the shown one marked', async () => {
    setNavigation({ pathname: '/online-devices', search: `status=all&view=${makeView().id}` });
    mockApi({
      '/api/views': { body: { data: [makeView(), makeView({ id: 'v2', name: 'Lyon', query: '' })] } },
    });
    renderWithIntl(<SavedViewLinks onChoose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Saved views' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Store 42', `/online-devices?view=${makeView().id}`],
      ['Lyon', '/online-devices?view=v2'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });

  it('shows nothing when the organisation has no views', async () => {
    const fetchMock = mockApi({ '/api/views': { body: { data: [] } } });
    const { container } = renderWithIntl(<SavedViewLinks onChoose={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('saving a view of the devices table', () => {
  it('saves the filters, sort and shown columns under a name, then opens the saved view', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'status=all&sort=deviceId&tag=store-42' });
    const saved = makeView();
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [makeDevice()], total: 1 } },
      '/api/apps': APPS,
      '/api/views': () =>
        fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')
          ? { status: 201, body: { data: saved } }
          : { body: { data: [] } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name of at most 60 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Store 42');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View “Store 42” saved.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/views' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      name: 'Store 42',
      query: 'pageSize=25&sort=deviceId%3Aasc&status=all&tag=store-42',
      columns: ['online', 'deviceId', 'appName', 'platform', 'lastSeen'],
    });
    expect(mockNavigation.push).toHaveBeenCalledWith(
      `/online-devices?status=all&sort=deviceId&tag=store-42&view=${saved.id}`,
      { scroll: false },
    );
  });

  it('opens a view with its columns, names it, and updates it with the table as it is', async () => {
    const user = userEvent.setup();
    const view = makeView();
    setNavigation({
      pathname: '/online-devices',
      search: `status=all&sort=deviceId&tag=store-42&view=${view.id}`,
    });
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [makeDevice({ tags: ['store-42'] })], total: 1 } },
      '/api/apps': APPS,
      '/api/views': { body: { data: [view] } },
      [`/api/views/${view.id}`]: { body: { data: { ...view, updatedAt: '2026-12-02T10:00:00.000Z' } } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('View: Store 42')).toBeInTheDocument();
    // Its columns: Tags shows, App and Platform do not.
    expect(await screen.findByRole('columnheader', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^App/ })).not.toBeInTheDocument();
    expect(
      JSON.parse(window.localStorage.getItem(columnVisibilityStorageKey('online-devices'))!),
    ).toMatchObject({
      tags: true,
      appName: false,
    });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Store 42');
    await user.click(within(dialog).getByRole('button', { name: 'Update “Store 42”' }));
    expect(await screen.findByText('View “Store 42” saved.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe(`/api/views/${view.id}`);
    expect(JSON.parse(String(patch[1]?.body))).toMatchObject({
      name: 'Store 42',
      columns: ['online', 'deviceId', 'tags'],
    });
  });

  it('deletes the view shown after a second press, and leaves its address', async () => {
    const user = userEvent.setup();
    const view = makeView();
    setNavigation({ pathname: '/online-devices', search: `tag=store-42&view=${view.id}` });
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [], total: 0 } },
      '/api/apps': APPS,
      '/api/views': { body: { data: [view] } },
      [`/api/views/${view.id}`]: { status: 204 },
    });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('View: Store 42');
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Delete “Store 42” for everyone in the organisation?',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete for everyone' }));
    expect(await screen.findByText('View “Store 42” deleted.')).toBeInTheDocument();
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?tag=store-42', { scroll: false });
  });

  it('fills the address of a view opened from the sidebar with its query, and applies its columns', async () => {
    const view = makeView();
    setNavigation({ pathname: '/online-devices', search: `view=${view.id}` });
    window.localStorage.setItem('table:online-devices:columns', JSON.stringify({ tags: false, model: true }));
    mockApi({
      '/api/devices': { body: { data: [], total: 0 } },
      '/api/apps': APPS,
      '/api/views': { body: { data: [view] } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    expect(await screen.findByText('View: Store 42')).toBeInTheDocument();
    await waitFor(() =>
      expect(mockNavigation.replace).toHaveBeenCalledWith(
        `/online-devices?status=all&sort=deviceId&tag=store-42&view=${view.id}`,
        { scroll: false },
      ),
    );
    expect(JSON.parse(window.localStorage.getItem('table:online-devices:columns')!)).toMatchObject({
      tags: true,
      model: false,
    });
  });

  it("keeps a viewer's Save view inert, with the reason", async () => {
    setNavigation({ pathname: '/online-devices', search: '' });
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [], total: 0 } },
      '/api/apps': APPS,
      '/api/views': { body: { data: [] } },
    });
    const { store } = renderWithIntl(<OnlineDevicesTable />);
    givenOrgs(store, [makeOrg({ role: 'viewer' })]);
    const button = await screen.findByRole('button', { name: 'Save view' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(/Your role \(Viewer\) cannot save or change views/);
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
