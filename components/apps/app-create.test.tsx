import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import {
  findAppCard,
  installFakeApi,
  prepareCustomerAppTests,
  renderAppManagement,
} from '@/test/components/apps';

/** Opens the Create app dialog once the list has loaded. */
async function openCreateDialog(user: UserEvent): Promise<HTMLElement> {
  await findAppCard('Shop');
  await user.click(screen.getByRole('button', { name: 'Create app' }));
  // The form's code loads on first use.
  return screen.findByRole('dialog', { name: 'Create app' });
}

/** Fills in the Create app form (the platform by its label) and submits it. */
async function submitNewApp(
  user: UserEvent,
  dialog: HTMLElement,
  app: { name: string; platform: string; bundleId: string },
): Promise<void> {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), app.name);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Platform' }), app.platform);
  await user.type(within(dialog).getByRole('textbox', { name: /Bundle or package ID/ }), app.bundleId);
  await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
}

prepareCustomerAppTests();

describe('create', () => {
  it("validates on submit ('Value is required') and calls nothing", async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).queryByText('Value is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(await within(dialog).findAllByText('Value is required')).toHaveLength(3);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /Bundle or package ID/ }), 'com example');
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(
      await within(dialog).findByText('Use only letters, digits, dots, hyphens and underscores'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('POSTs the trimmed values, then shows the new app with its key and the SDK link', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    await submitNewApp(user, dialog, {
      name: '  Weather ',
      platform: 'iOS',
      bundleId: 'com.example.weather',
    });

    const card = await findAppCard('Weather');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/apps',
      body: { name: 'Weather', platform: 'ios', bundleId: 'com.example.weather' },
    });
    expect(within(card).getByText('fdk_newkey1000000000000000000wxyz')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Integrate the SDK' })).toHaveAttribute(
      'href',
      '/sdk-integration-guide?app=new-1',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Weather',
      'Shop',
    ]);
    expect(screen.getByText(/“Weather” was created/)).toBeInTheDocument();
  });

  it('keeps the typed values and shows the translated error when the call fails', async () => {
    const api = installFakeApi();
    api.fail('POST /api/apps', {
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'x' } },
    });
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    await submitNewApp(user, dialog, { name: 'Weather', platform: 'Web', bundleId: 'weather-web' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Weather');
    expect(within(dialog).getByRole('combobox', { name: 'Platform' })).toHaveValue('web');
    expect(within(dialog).getByRole('textbox', { name: /Bundle or package ID/ })).toHaveValue('weather-web');
    expect(screen.queryByRole('article', { name: 'Weather' })).not.toBeInTheDocument();

    // Trying again works, from the same form.
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(await findAppCard('Weather')).toBeInTheDocument();
  });

  it('puts the fields the API refuses on those fields', async () => {
    const api = installFakeApi();
    api.fail('POST /api/apps', {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'x', fields: { bundleId: 'maxLength:200' } } },
    });
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    await submitNewApp(user, dialog, { name: 'Weather', platform: 'Android', bundleId: 'com.weather' });
    const field = within(dialog).getByRole('textbox', { name: /Bundle or package ID/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This field should be at most 200 characters long'),
      ),
    );
    expect(field).toHaveValue('com.weather');
  });
  it('after the first app is created from the empty state, focus goes to the page’s Create app', async () => {
    installFakeApi([]);
    const user = userEvent.setup();
    renderAppManagement();
    await screen.findByRole('heading', { name: 'No apps yet' });
    const empty = screen.getByRole('region', { name: 'No apps yet' });
    await user.click(within(empty).getByRole('button', { name: 'Create app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create app' });
    await submitNewApp(user, dialog, { name: 'Weather', platform: 'iOS', bundleId: 'com.example.weather' });

    await findAppCard('Weather');
    // The empty state's button went with the empty state; the focus does not fall to the page.
    expect(screen.queryByRole('region', { name: 'No apps yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create app' })).toHaveFocus();
  });

  it('refuses invisible control characters in the name, with a message that says so', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    // A vertical tab pasted inside the name, and a right-to-left override.
    await submitNewApp(user, dialog, {
      name: 'My\u000Bapp \u202Eppa',
      platform: 'iOS',
      bundleId: 'com.my.app',
    });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Remove the invisible control characters (such as pasted page breaks or text direction codes).',
      ),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says what is wrong when the API refuses the name’s characters', async () => {
    const api = installFakeApi();
    api.fail('POST /api/apps', {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'x', fields: { name: 'characters' } } },
    });
    const user = userEvent.setup();
    renderAppManagement();
    const dialog = await openCreateDialog(user);
    await submitNewApp(user, dialog, { name: 'Weather app', platform: 'Android', bundleId: 'com.weather' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // A name may hold spaces: "Use only letters, digits, dots…" would be wrong here.
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Remove the invisible control characters (such as pasted page breaks or text direction codes).',
      ),
    );
  });
});
