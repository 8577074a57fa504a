import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp } from '@/test/app-fixture';
import {
  findAppCard,
  installFakeApi,
  prepareCustomerAppTests,
  renderAppManagement,
} from '@/test/components/apps';

prepareCustomerAppTests();

describe('edit, rotate, delete', () => {
  it('renames with a PATCH; the platform is shown, not editable', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Edit Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit app' });
    expect(within(dialog).getByRole('textbox', { name: 'Platform' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Platform' })).toHaveValue('Android');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Shop Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findAppCard('Shop Pro')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/apps/a1',
      body: { name: 'Shop Pro', bundleId: 'com.example.shop' },
    });
  });

  it('rotates the key only after confirmation, with the grace period chosen, then shows the new key', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    const rotate = within(card).getByRole('button', { name: 'Rotate key of Shop' });
    await user.click(rotate);
    let dialog = await screen.findByRole('alertdialog', { name: 'Rotate the app key of “Shop”?' });
    expect(dialog).toHaveAccessibleDescription(
      'Devices and builds using the current key are refused once its grace period ends, until they ship the new key.',
    );
    expect(within(dialog).getByRole('radio', { name: '24 hours' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rotate).toHaveFocus();
    expect(api.calls.some((call) => call.url.endsWith('/rotate-key'))).toBe(false);

    await user.click(rotate);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect(await within(card).findByText('fdk_rotated00000000000000000000009876')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/apps/a1/rotate-key',
      body: { graceSeconds: 604800 },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(/the old key stays accepted until its grace period ends/)).toBeInTheDocument();
  });

  it('shows the refused heartbeats of an app with what to do, and the keys with their state', async () => {
    const api = installFakeApi();
    api.refuse('a1', [
      {
        reason: 'validation_failed',
        count: 3,
        lastAt: new Date().toISOString(),
        lastDeviceId: 'pixel-7',
        detail: 'deviceId: characters',
      },
    ]);
    renderAppManagement();
    const card = await findAppCard('Shop');
    const refused = await within(card).findByRole('region', { name: 'Refused heartbeats, last 24 hours' });
    expect(await within(refused).findByText(/Heartbeat not valid/)).toHaveTextContent(
      'Heartbeat not valid: 3 heartbeats',
    );
    expect(refused).toHaveTextContent('from device pixel-7');
    expect(refused).toHaveTextContent('Field at fault: deviceId: characters');
    expect(refused).toHaveTextContent('Check the field at fault against the SDK guide.');
    const keys = within(card).getByRole('list', { name: 'Keys of Shop' });
    expect(await within(keys).findByText('Current')).toBeInTheDocument();
    expect(within(keys).getByText('Never used')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the app and what breaks, and removes the card', async () => {
    const api = installFakeApi([makeApp(), makeApp({ id: 'a2', name: 'Radio', devicesTotal: 1 })]);
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    const remove = within(card).getByRole('button', { name: 'Delete Shop' });
    // Cancelled, the dialog gives the focus back to the button that opened it.
    await user.click(remove);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    await user.click(remove);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(remove).toHaveFocus();

    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Shop”?' });
    expect(dialog).toHaveAccessibleDescription(
      'Its 12 devices and their history are deleted. SDKs using its key are refused. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete app' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Shop' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Radio' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')).toMatchObject({ url: '/api/apps/a1' });
    expect(screen.getByText('“Shop” was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create app' })).toHaveFocus();
  });

  it('says an app with no devices takes nothing else with it, rather than "its 0 devices"', async () => {
    installFakeApi([makeApp({ devicesOnline: 0, devicesTotal: 0 })]);
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Delete Shop' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete “Shop”?' })).toHaveAccessibleDescription(
      'It has no devices, so nothing else is deleted with it. SDKs using its key are refused. This cannot be undone.',
    );
  });

  it('keeps the confirmation open with the reason when the call fails', async () => {
    const api = installFakeApi();
    api.fail('DELETE /api/apps/a1', { status: 500, body: {} });
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Delete Shop' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete app' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('article', { name: 'Shop' })).toBeInTheDocument();
  });
});
