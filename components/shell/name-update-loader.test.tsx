import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AppShell } from '@/components/shell/app-shell';
import { UserMenu } from '@/components/shell/user-menu';
import { installMatchMedia, renderWithProviders, storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  window.localStorage.clear();
  storeRecord('customer');
  installMatchMedia({ width: 1280 });
  // jsdom has no inert: here, as in a browser, an element inside an inert one refuses the focus.
  const focus = HTMLElement.prototype.focus;
  jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
    if (!this.closest('[inert]')) focus.call(this, options);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the shell under the loader of the name update', () => {
  it('is out of reach of the keyboard while the update runs, then gives the focus back', async () => {
    let answerPut = () => {};
    installFetch((method, url) =>
      // The sidebar's saved views: none.
      url.startsWith('/api/views')
        ? { status: 200, body: { data: [] } }
        : method === 'GET'
          ? { status: 200, body: { data: { id: 'u1', name: 'Ada Lovelace', role: 'customer' } } }
          : new Promise((resolve) => {
              answerPut = () => resolve({ status: 200, body: {} });
            }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <AppShell variant="app" header={<UserMenu />}>
        page
      </AppShell>,
    );
    const menuButton = await screen.findByRole('button', { name: 'Ada Lovelace' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit profile name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Name' });
    const field = within(dialog).getByRole('textbox', { name: 'User name' });
    // The field starts with the current name, to be edited rather than typed again.
    expect(field).toHaveValue('Ada Lovelace');
    await user.clear(field);
    await user.type(field, 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    // The update runs: the menu button, behind the loader, cannot start a second one.
    await waitFor(() => expect(menuButton.closest('[inert]')).not.toBeNull());
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(menuButton).not.toHaveFocus();

    act(() => answerPut());
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
