import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import { UserMenu } from '@/components/shell/user-menu';
import { createConsoleStore } from '@/lib/state/store';
import { renderWithProviders, storeRecord } from '@/test/components/shell';
import { installFetch } from '@/test/fetch-mock';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

const loadDocument = jest.fn();
jest.mock('@/lib/page-exit/load-document', () => ({ loadDocument: (url: string) => loadDocument(url) }));
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

/** Unsaved work on the page, as the guide editor holds while its draft is not saved. */
function UnsavedDraft() {
  useLeaveWarning(true, 'Leave without saving?');
  return null;
}

/** The dashboard API's answer to GET /api/user, for a customer. */
function answerUser() {
  return installFetch(() => ({
    status: 200,
    body: { data: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'customer' } },
  })).calls;
}

beforeEach(() => {
  loadDocument.mockReset();
  window.localStorage.clear();
  storeRecord('admin');
  installFetch(() => ({
    status: 200,
    body: { data: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'admin' } },
  }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('UserMenu Sign Out', () => {
  it('gives focus back to the menu button when the user keeps their unsaved work', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <UserMenu />
        <UnsavedDraft />
      </>,
    );
    const menuButton = await screen.findByRole('button', { name: 'Ada Lovelace' });

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(loadDocument).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('auth_token')).not.toBeNull();
  });
});

describe('UserMenu initial', () => {
  it('shows the whole first character of a name that starts outside the basic plane', async () => {
    installFetch(() => ({
      status: 200,
      body: { data: { id: 'u1', name: '😀 Ana', email: 'ana@example.com', role: 'admin' } },
    }));
    renderWithProviders(<UserMenu />);
    const menuButton = await screen.findByRole('button', { name: '😀 Ana' });
    // Not half of the emoji's surrogate pair.
    expect(within(menuButton).getByText('😀')).toBeInTheDocument();
  });
});

describe('UserMenu user info', () => {
  beforeEach(() => {
    storeRecord('customer');
  });

  it("loads the user info on mount and shows the stored user's name", async () => {
    const calls = answerUser();
    renderWithProviders(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/user', auth: 'Bearer test-token' });
  });

  it('only logs a failed load of the user info: the header keeps the stored name, nothing is said', async () => {
    // Silenced here, where the log is the behaviour under test, and read back.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = installFetch(() => ({
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'Database down' } },
    })).calls;
    // The name the session guard read from the stored user_info.
    const store = createConsoleStore();
    store.setState({ userInfo: { id: 'u1', name: 'Ada Lovelace' } });
    renderWithProviders(<UserMenu />, { store });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged.mock.calls).toEqual([
      ['User info not loaded', expect.objectContaining({ status: 503, code: 'service_unavailable' })],
    ]);
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', url: '/api/user' })]);
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(store.getState().userInfo).toEqual({ id: 'u1', name: 'Ada Lovelace' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Database down|unavailable/i)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user_info') ?? '{}')).toMatchObject({
      name: 'Ada Lovelace',
    });
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    answerUser();
    const user = userEvent.setup();
    const store = createConsoleStore();
    store.setState({ userInfo: { name: 'Ada Lovelace' } });
    renderWithProviders(<UserMenu />, { store });
    const button = screen.getByRole('button', { name: 'Ada Lovelace' });
    button.focus();
    await user.keyboard('{Enter}');
    // The list's code loads on request: the menu opens once it is there.
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit profile name',
      'Change password',
      'Two-factor sign-in',
      'Signed-in devices',
      'Sign Out',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
