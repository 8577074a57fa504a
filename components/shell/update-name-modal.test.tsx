import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UserMenu } from '@/components/shell/user-menu';
import { createConsoleStore } from '@/lib/state/store';
import { renderWithProviders, storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

/** A fake dashboard API: GET and PUT /api/user, with a scripted answer for the PUT. */
function fakeApi(putAnswer: { status: number; body: unknown } | 'network-failure') {
  let name = 'Ada Lovelace';
  return installFetch((method, _url, body) => {
    if (method === 'GET')
      return { status: 200, body: { data: { id: 'u1', name, email: 'ada@example.com', role: 'customer' } } };
    if (putAnswer === 'network-failure') return new TypeError('Failed to fetch');
    if (putAnswer.status === 200) name = (body as { data: { name: string } }).data.name;
    return putAnswer;
  }).calls;
}

async function openModal() {
  const user = userEvent.setup();
  const store = createConsoleStore();
  store.setState({ userInfo: { id: 'u1', name: 'Ada Lovelace' } });
  renderWithProviders(<UserMenu />, { store });
  const menuButton = screen.getByRole('button', { name: 'Ada Lovelace' });
  await user.click(menuButton);
  await user.click(await screen.findByRole('menuitem', { name: 'Edit profile name' }));
  // The modal's code loads on first use.
  const dialog = await screen.findByRole('dialog', { name: 'Update Name' });
  return { user, store, menuButton, dialog };
}

/** The field starts with the current name: replaces it with `text`. */
async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('Update Name modal', () => {
  it('shows the exact texts, a labelled field and no error before a submit', async () => {
    fakeApi({ status: 200, body: {} });
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Update Name' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Please enter to change your name.');
    const field = within(dialog).getByRole('textbox', { name: 'User name' });
    expect(field).toHaveAttribute('placeholder', 'User name');
    expect(field).toHaveValue('Ada Lovelace');
    expect(field).toHaveFocus();
    // Selected, so that typing replaces it.
    const { selectionStart, selectionEnd } = field as HTMLInputElement;
    expect([selectionStart, selectionEnd]).toEqual([0, 'Ada Lovelace'.length]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Value is required')).not.toBeInTheDocument();
  });

  it("shows 'Value is required' after a blank submit and calls nothing", async () => {
    const calls = fakeApi({ status: 200, body: {} });
    const { user, dialog } = await openModal();
    await retype(user, within(dialog).getByRole('textbox', { name: 'User name' }), '   ');
    await user.tab();
    // Touching the field is not a submit attempt: still no error.
    expect(within(dialog).queryByText('Value is required')).not.toBeInTheDocument();
    const putsBefore = calls.filter((call) => call.method === 'PUT').length;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'User name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('dialog', { name: 'Update Name' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(putsBefore);
  });

  it('after a blank submit moves focus to the field, which its error describes', async () => {
    const calls = fakeApi({ status: 200, body: {} });
    const { user, dialog } = await openModal();
    await user.clear(within(dialog).getByRole('textbox', { name: 'User name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const field = within(dialog).getByRole('textbox', { name: 'User name' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription('Value is required');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('on a valid submit closes, PUTs the trimmed name, then reloads and stores the user info', async () => {
    const calls = fakeApi({
      status: 200,
      body: { data: { id: 'u1', name: 'Grace Hopper', email: 'ada@example.com', role: 'customer' } },
    });
    const { user, store, menuButton, dialog } = await openModal();
    const callsBefore = calls.length;
    await retype(user, within(dialog).getByRole('textbox', { name: 'User name' }), '  Grace Hopper ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grace Hopper' })).toBeInTheDocument());
    const made = calls.slice(callsBefore);
    expect(made.map((call) => call.method)).toEqual(['PUT', 'GET']);
    expect(made[0]).toMatchObject({
      url: '/api/user',
      body: { data: { name: 'Grace Hopper' } },
      auth: 'Bearer test-token',
    });
    expect(JSON.parse(window.localStorage.getItem('user_info') ?? '{}')).toMatchObject({
      name: 'Grace Hopper',
    });
    expect(store.getState().mainLoader).toBe(false);
    expect(menuButton).toHaveFocus();
    // Said once it is saved, not before.
    expect(screen.getByRole('status')).toHaveTextContent('Your name was changed to Grace Hopper.');
  });

  it('on a failure reopens with the typed name and a translated error', async () => {
    fakeApi({ status: 503, body: { error: { code: 'service_unavailable', message: 'Database down' } } });
    const { user, store, dialog } = await openModal();
    await retype(user, within(dialog).getByRole('textbox', { name: 'User name' }), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    const reopened = screen.getByRole('dialog', { name: 'Update Name' });
    expect(reopened).toContainElement(alert);
    expect(alert).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    );
    expect(within(reopened).queryByText(/Database down/)).not.toBeInTheDocument();
    expect(within(reopened).getByRole('textbox', { name: 'User name' })).toHaveValue('Grace Hopper');
    expect(store.getState().mainLoader).toBe(false);
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('names a network failure as such', async () => {
    fakeApi('network-failure');
    const { user, dialog } = await openModal();
    await retype(user, within(dialog).getByRole('textbox', { name: 'User name' }), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('dialog', { name: 'Update Name' })).toContainElement(alert);
    expect(alert).toHaveTextContent('The server could not be reached.');
  });

  it('shows a field error the API sends back with validation_failed', async () => {
    fakeApi({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid', fields: { name: 'maxLength:100' } } },
    });
    const { user, dialog } = await openModal();
    await retype(user, within(dialog).getByRole('textbox', { name: 'User name' }), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const error = await screen.findByText('This field should be at most 100 characters long');
    const field = within(screen.getByRole('dialog', { name: 'Update Name' })).getByRole('textbox', {
      name: 'User name',
    });
    expect(field).toHaveAccessibleDescription('This field should be at most 100 characters long');
    expect(field).toHaveValue('Grace Hopper');
    expect(error).toBeVisible();
  });

  it('closes with Cancel and with Escape, returning focus to the user menu', async () => {
    fakeApi({ status: 200, body: {} });
    const { user, menuButton, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit profile name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('keeps focus inside while open', async () => {
    fakeApi({ status: 200, body: {} });
    const { user, dialog } = await openModal();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'User name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
