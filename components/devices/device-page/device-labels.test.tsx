import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DeviceLabels } from '@/components/devices/device-page/device-labels';
import type { DeviceDetail } from '@/lib/api/types';
import { makeDevice } from '@/test/components/devices';
import { givenOrgs, makeOrg } from '@/test/components/orgs';
import { storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';
import { renderWithIntl } from '@/test/render-with-intl';

const device: DeviceDetail = {
  ...makeDevice({ tags: ['eu', 'store-42'], attributes: { store: '42', kiosk: true, rev: 3 } }),
  sessions: [],
  changes: [],
};

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});

describe('DeviceLabels', () => {
  it('lists the tags and the attributes by key, and says when there are none', () => {
    const { rerender } = renderWithIntl(<DeviceLabels device={device} admin={false} onChanged={() => {}} />);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['eu', 'store-42']);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms.map((term, index) => `${term}=${values[index]}`)).toEqual([
      'kiosk=true',
      'rev=3',
      'store=42',
    ]);
    rerender(<DeviceLabels device={{ ...device, tags: [], attributes: {} }} admin onChanged={() => {}} />);
    expect(screen.getByText('No tags yet.')).toBeInTheDocument();
    expect(screen.getByText('The device has not reported any attributes.')).toBeInTheDocument();
    // The admins read the tags: no way to change them.
    expect(screen.queryByRole('button', { name: 'Add tag' })).not.toBeInTheDocument();
  });

  it('adds a tag and removes one through the API, then reloads the device', async () => {
    const { calls } = installFetch(() => ({ body: { data: { updated: 1, skipped: 0 } } }));
    const onChanged = jest.fn();
    renderWithIntl(<DeviceLabels device={device} admin={false} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), ' kiosk-a ');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Remove tag eu' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    const target = [{ appId: device.appId, deviceId: device.deviceId }];
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/devices/tags', { add: ['kiosk-a'], remove: [], devices: target }],
      ['POST', '/api/devices/tags', { add: [], remove: ['eu'], devices: target }],
    ]);
  });

  it('refuses a tag the API would refuse, saying why, without a call', async () => {
    const { calls } = installFetch(() => ({ body: {} }));
    renderWithIntl(<DeviceLabels device={device} admin={false} onChanged={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'Store 42');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A tag is 1 to 40 characters: lowercase letters, digits, dots, hyphens and underscores.',
    );
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("keeps a viewer's controls in view but inert, with the reason", async () => {
    const { calls } = installFetch(() => ({ body: {} }));
    const { store } = renderWithIntl(<DeviceLabels device={device} admin={false} onChanged={() => {}} />);
    givenOrgs(store, [makeOrg({ role: 'viewer' })]);
    const remove = await screen.findByRole('button', { name: 'Remove tag eu' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveAccessibleDescription(/Your role \(Viewer\) cannot change devices' tags/);
    await userEvent.setup().click(remove);
    expect(calls).toEqual([]);
  });
});
