import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeApp } from '@/test/app-fixture';
import {
  findAppCard,
  installFakeApi,
  prepareCustomerAppTests,
  renderAppManagement,
} from '@/test/components/apps';

const KEY = 'fdk_0123456789abcdefghijklmnopqrstuv';

prepareCustomerAppTests();

describe('app list', () => {
  it('shows each app with its platform, bundle id, masked key, devices online and created date', async () => {
    const api = installFakeApi();
    renderAppManagement();
    expect(screen.getByText('Loading apps…')).toBeInTheDocument();
    const card = await findAppCard('Shop');
    expect(within(card).getByText('Android')).toBeInTheDocument();
    expect(within(card).getByText('com.example.shop')).toBeInTheDocument();
    expect(within(card).getByText('fdk_••••••••stuv')).toBeInTheDocument();
    expect(within(card).queryByText(KEY)).not.toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    expect(within(card).getByText('of 12')).toBeInTheDocument();
    expect(within(card).getByText('Mar 5, 2024')).toHaveAttribute('datetime', '2024-03-05T10:00:00.000Z');
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/api/apps', auth: 'Bearer test-token' });
  });

  it('tells the owner of a suspended app why, as text, and where to ask', async () => {
    installFakeApi([makeApp({ status: 'suspended', suspendedReason: 'Too many beats.\n<b>Fix</b> it.' })]);
    renderAppManagement();
    const card = await findAppCard('Shop');
    expect(
      within(card).getByText('Suspended by an administrator: heartbeats from its devices are refused.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^Reason: Too many beats\./)).toHaveTextContent(
      'Reason: Too many beats. <b>Fix</b> it.',
    );
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('says when webhook endpoints of an app were disabled after failing, and where to re-enable them', async () => {
    installFakeApi([
      makeApp({ webhooksDisabled: 2 }),
      makeApp({ id: 'a2', name: 'Kiosk', webhooksDisabled: 0 }),
    ]);
    renderAppManagement();
    const card = await findAppCard('Shop');
    expect(
      within(card).getByText(
        '2 webhook endpoints of this app were disabled: every delivery failed for 3 days. Once their receivers work, re-enable them under Alerts.',
      ),
    ).toBeInTheDocument();
    expect(within(await findAppCard('Kiosk')).queryByText(/disabled/)).not.toBeInTheDocument();
  });

  it('shows no reason line when the admin gave none', async () => {
    installFakeApi([makeApp({ status: 'suspended' })]);
    renderAppManagement();
    const card = await findAppCard('Shop');
    expect(within(card).queryByText(/^Reason:/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('reveals the full key, then says Hide and hides it again', async () => {
    installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Reveal the app key of Shop' }));
    expect(within(card).getByText(KEY)).toBeInTheDocument();
    const hide = within(card).getByRole('button', { name: 'Hide the app key of Shop' });
    // The visible word is the one that is not hidden away (both keep the button's width).
    expect(within(hide).getByText('Hide')).not.toHaveClass('invisible');
    expect(within(hide).getByText('Reveal')).toHaveClass('invisible');
    await user.click(hide);
    expect(within(card).queryByText(KEY)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reveal the app key of Shop' })).toBeInTheDocument();
  });

  it('copies the key to the clipboard and says so', async () => {
    installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Copy the app key of Shop' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(KEY);
    expect(within(card).getByRole('status')).toHaveTextContent('Copied');
    // Copying does not unmask the key on screen.
    expect(within(card).queryByText(KEY)).not.toBeInTheDocument();
  });

  it('without a clipboard, shows the key selected and tells the user how to copy it', async () => {
    installFakeApi();
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderAppManagement();
    const card = await findAppCard('Shop');
    await user.click(within(card).getByRole('button', { name: 'Copy the app key of Shop' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(/press Ctrl\+C/);
    expect(within(card).getByText(KEY)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(KEY);
  });

  it('shows what to do next when there is no app yet', async () => {
    installFakeApi([]);
    renderAppManagement();
    expect(await screen.findByRole('heading', { name: 'No apps yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the SDK integration guide' })).toHaveAttribute(
      'href',
      '/sdk-integration-guide',
    );
    expect(screen.getAllByRole('button', { name: 'Create app' })).toHaveLength(2);
  });

  it('shows a translated load error and retries', async () => {
    const api = installFakeApi();
    api.fail('GET /api/apps', {
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'DB' } },
    });
    const user = userEvent.setup();
    renderAppManagement();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your apps could not be loaded.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    // The alert is the title and the message; the retry button follows it.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findAppCard('Shop')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the apps on screen after a failed reload, with a one-line notice above them', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const card = await findAppCard('Shop');
    // Deleting an app that is already gone reloads the list; that reload fails.
    api.fail('DELETE /api/apps/a1', { status: 404, body: { error: { code: 'not_found', message: 'x' } } });
    api.fail('GET /api/apps', {
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'DB' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Delete Shop' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete app' }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    const notice = await screen.findByText(/Your apps could not be loaded\./);
    // The compact notice: title and reason are one line (one paragraph), not the full panel.
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('Your apps could not be loaded. The service is temporarily unavailable.');
    expect(await findAppCard('Shop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
