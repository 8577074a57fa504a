import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import { useSignOut } from '@/components/auth/use-sign-out';
import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import {
  ConsoleStoreProvider,
  useConsoleState,
  useHydrateConsoleState,
} from '@/components/state/console-store';
import { storeSignIn } from '@/lib/auth/sign-in-record';
import { fetchCall, jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const replace = jest.fn();
const loadDocument = jest.fn();
jest.mock('@/lib/page-exit/load-document', () => ({ loadDocument: (url: string) => loadDocument(url) }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
}));

const fetchMock = mockFetchForEachTest();

function SignOutButton() {
  useHydrateConsoleState({
    runtimeConfig: { productName: 'Fleetdeck', authApiUrl: 'https://auth.test', dashboardApiUrl: '' },
    userInfo: { name: 'Ada' },
  });
  const signOut = useSignOut();
  const user = useConsoleState((state) => state.userInfo);
  return (
    <>
      <p>User: {user?.name ?? 'nobody'}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </>
  );
}

/** A signed-in user of `role` whose page shows the sign-out button (and `extra`, if given). */
function renderSignedIn(role: 'customer' | 'admin', extra?: ReactNode) {
  storeSignIn({ sessionToken: 'tok', role, tokenExpirationTimestamp: Date.now() + 60_000 }, { name: 'Ada' });
  render(
    <ConsoleStoreProvider>
      <SignOutButton />
      {extra}
    </ConsoleStoreProvider>,
  );
}

beforeEach(() => {
  replace.mockReset();
  loadDocument.mockReset();
  window.localStorage.clear();
});

describe('useSignOut', () => {
  it('revokes the token (with a request that outlives the page), clears the record, the user and the cookie, and goes to sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    renderSignedIn('customer');

    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());

    const { url, method, headers } = fetchCall(fetchMock);
    expect(url).toBe('https://auth.test/api/v1/auth/logout');
    expect(method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tok');
    // Without keepalive, the browser cancels the request as the sign-in document loads.
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].keepalive).toBe(true);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_info')).toBeNull();
    expect(document.cookie).not.toContain('auth_token=');
    expect(screen.getByText('User: nobody')).toBeInTheDocument();
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin');
  });

  it('signs out locally even when the revocation fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSignedIn('admin');

    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());

    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin');
  });

  it('asks before it gives unsaved work up, and stays signed in when the user says no', async () => {
    function UnsavedDraft() {
      useLeaveWarning(true, 'Leave without saving?');
      return null;
    }
    fetchMock.mockResolvedValue(jsonResponse(204));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderSignedIn('admin', <UnsavedDraft />);

    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(window.localStorage.getItem('auth_token')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadDocument).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin');
    // Agreed once: the page's own prompt does not ask again as the sign-in page loads.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    confirm.mockRestore();
  });

  it("loads the sign-in page only once the browser's cookie store has let go of the cookie copy", async () => {
    let cookieGone: () => void = () => undefined;
    const remove = jest.fn<(options: { name: string; path: string }) => Promise<void>>(
      () => new Promise<void>((resolve) => (cookieGone = resolve)),
    );
    Object.defineProperty(window, 'cookieStore', { configurable: true, value: { delete: remove } });
    try {
      fetchMock.mockResolvedValue(jsonResponse(204));
      renderSignedIn('customer');

      await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
      expect(remove).toHaveBeenCalledWith({ name: 'auth_token', path: '/' });
      expect(window.localStorage.getItem('auth_token')).toBeNull();
      expect(loadDocument).not.toHaveBeenCalled();

      await act(async () => cookieGone());
      expect(loadDocument).toHaveBeenCalledWith('/auth/signin');
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });

  it('loads the sign-in page after a second when the cookie store never answers', async () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'cookieStore', {
      configurable: true,
      value: { delete: () => new Promise<void>(() => undefined) },
    });
    try {
      fetchMock.mockResolvedValue(jsonResponse(204));
      renderSignedIn('customer');

      await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
      expect(loadDocument).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1000));
      expect(loadDocument).toHaveBeenCalledWith('/auth/signin');
    } finally {
      Reflect.deleteProperty(window, 'cookieStore');
      jest.useRealTimers();
    }
  });
});
