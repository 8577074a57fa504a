import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp, makeDevice, mockApi, openDevicesPage, requestedUrls } from '@/test/components/devices';
import { mockNavigation, setNavigation } from '@/test/next-navigation';
import { renderWithIntl } from '@/test/render-with-intl';

import { OnlineDevicesTable } from './online-devices-table';

declare const jest: typeof JestObject;

jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const APPS = { body: { data: [makeApp()], total: 1 } };

beforeEach(() => openDevicesPage());

describe('OnlineDevicesTable: filters by tag, attribute and version', () => {
  it('asks the API for the filters of the address, shows each as a chip, and removes one', async () => {
    const user = userEvent.setup();
    setNavigation({
      pathname: '/online-devices',
      search: 'status=all&tag=store-42&attr.rev.gt=4&version=2.0',
    });
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [makeDevice({ tags: ['store-42'] })], total: 1 } },
      '/api/apps': APPS,
    });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    const asked = requestedUrls(fetchMock).find((url) => url.startsWith('/api/devices?'))!;
    expect(new URLSearchParams(asked.split('?')[1]).toString()).toContain(
      'status=all&tag=store-42&attr.rev.gt=4&version=2.0',
    );
    const chips = screen.getByRole('group', { name: 'Filters by tag, attribute and version' });
    expect(within(chips).getByText('Tag store-42')).toBeInTheDocument();
    expect(within(chips).getByText('rev > 4')).toBeInTheDocument();
    expect(within(chips).getByText('Version 2.0')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: rev > 4' }));
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?status=all&tag=store-42&version=2.0', {
      scroll: false,
    });
  });

  it('adds an attribute filter from its dialog, checking it as the API does', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'page=3' });
    mockApi({ '/api/devices': { body: { data: [], total: 0 } }, '/api/apps': APPS });
    renderWithIntl(<OnlineDevicesTable />);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Filter by' }), 'Attribute');
    await user.type(within(dialog).getByRole('textbox', { name: 'Attribute' }), 'Hw Rev');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'is greater than');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText(/An attribute name has 1 to 40 characters/)).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a number.')).toBeInTheDocument();
    expect(mockNavigation.push).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Attribute' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Attribute' }), 'hw.rev');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Value' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    // Back to the first page, with the filter in the address.
    expect(mockNavigation.push).toHaveBeenCalledWith('/online-devices?attr.hw.rev.gt=2.5', { scroll: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add filter' })).toHaveFocus();
  });

  it('filters by platform, OS version and last seen, in the address as the API reads them', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'status=all&platform=ios&os=18.1&seen.within=36h' });
    const fetchMock = mockApi({ '/api/devices': { body: { data: [], total: 0 } }, '/api/apps': APPS });
    renderWithIntl(<OnlineDevicesTable />);
    const chips = screen.getByRole('group', { name: 'Filters by tag, attribute and version' });
    expect(within(chips).getByText('Platform iOS')).toBeInTheDocument();
    expect(within(chips).getByText('OS 18.1')).toBeInTheDocument();
    expect(within(chips).getByText('Seen in the last 36 hours')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedUrls(fetchMock).find((url) => url.startsWith('/api/devices?'))).toContain(
        'platform=ios&os=18.1&seen.within=36h',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Filter by' }), 'Last seen');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Condition' }),
      'Not seen for more than …',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'days');
    await user.type(within(dialog).getByRole('textbox', { name: 'How long' }), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter 1 to 8,760 hours or 1 to 365 days.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'How long' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'How long' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(mockNavigation.push).toHaveBeenCalledWith(
      '/online-devices?status=all&platform=ios&os=18.1&seen.within=36h&seen.over=7d',
      { scroll: false },
    );
  });

  it('tags every device the filters match, saying how many first, then reloads', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'status=all&attr.store=42' });
    const fetchMock = mockApi({
      '/api/devices': { body: { data: [makeDevice()], total: 312 } },
      '/api/apps': APPS,
      '/api/devices/tags': { body: { data: { updated: 310, skipped: 2 } } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-1');
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or remove a tag' });
    // Nothing selected: the whole filtered result, and the count is said before anything happens.
    expect(within(dialog).getByRole('radio', { name: 'No device selected on this page' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'All 312 devices matching the filters' })).toBeChecked();
    expect(within(dialog).getByText('The tag will be added to 312 devices.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'store-42');
    await user.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(
      await screen.findByText(
        'Tags changed on 310 devices. 2 devices already have 50 tags and were left as they were.',
      ),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/devices/tags')!;
    const body = JSON.parse(String(call[1]?.body));
    expect(body.add).toEqual(['store-42']);
    expect(new URLSearchParams(body.filter).getAll('attr.store')).toEqual(['42']);
    expect(new URLSearchParams(body.filter).get('status')).toBe('all');
    // The rows are read again.
    await waitFor(() =>
      expect(requestedUrls(fetchMock).filter((url) => url.startsWith('/api/devices?'))).toHaveLength(2),
    );
  });

  it('tags the selected rows of the page, then clears the selection', async () => {
    const user = userEvent.setup();
    setNavigation({ pathname: '/online-devices', search: 'status=all' });
    const rows = [makeDevice({ deviceId: 'dev-1' }), makeDevice({ deviceId: 'dev-2' })];
    const fetchMock = mockApi({
      '/api/devices': { body: { data: rows, total: 2 } },
      '/api/apps': APPS,
      '/api/devices/tags': { body: { data: { updated: 1, skipped: 0 } } },
    });
    renderWithIntl(<OnlineDevicesTable />);
    await screen.findByText('dev-2');
    await user.click(screen.getByRole('checkbox', { name: /dev-2/ }));
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add or remove a tag' });
    expect(within(dialog).getByRole('radio', { name: 'The 1 selected device on this page' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Remove the tag' }));
    expect(within(dialog).getByText('The tag will be removed from 1 device.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Tag' }), 'old');
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag' }));
    expect(await screen.findByText('Tags changed on 1 device.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/devices/tags')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      remove: ['old'],
      devices: [{ appId: rows[1].appId, deviceId: 'dev-2' }],
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /dev-2/ })).not.toBeChecked());
  });
});
