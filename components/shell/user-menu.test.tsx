import { afterEach, beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import { UserMenu } from '@/components/shell/user-menu';
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
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

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
