import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';

import { SessionGuard } from '@/components/auth/session-guard';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { MAX_TIMER_DELAY } from '@/components/auth/use-browser-session';
import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import { storeSignIn, type SignInRecord } from '@/lib/auth/sign-in-record';
import { httpRequest } from '@/lib/http/client';
import { userInfoAtom } from '@/lib/state/user';
import en from '@/messages/en.json';
import { jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const replace = jest.fn();
const navigation = { pathname: '/', search: '' };
const loadDocument = jest.fn();
jest.mock('@/lib/navigation/load-document', () => ({ loadDocument: (url: string) => loadDocument(url) }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

const fetchMock = mockFetchForEachTest();

function UserName() {
  return <p>User: {useAtomValue(userInfoAtom)?.name ?? 'nobody'}</p>;
}

/** A page with unsaved work, as the guide editor has while its draft differs from the saved guide. */
function UnsavedDraft() {
  useLeaveWarning(true, 'Leave without saving?');
  return <textarea aria-label="Draft" defaultValue="" />;
}

/** Types into the draft: only the textarea itself holds the text, so a page mounted anew loses it. */
function typeDraft() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Draft' }), { target: { value: 'My unsaved guide' } });
}

function renderAt(pathname: string, { unsaved = false } = {}) {
  navigation.pathname = pathname;
  window.history.replaceState(null, '', pathname);
  return render(
    <Provider>
      <NextIntlClientProvider locale="en" messages={en}>
        <UserName />
        <SessionGuard>
          <p>Protected content</p>
          {unsaved ? <UnsavedDraft /> : null}
        </SessionGuard>
      </NextIntlClientProvider>
    </Provider>,
  );
}

function otherTabStores(key: string, value: string) {
  window.localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue: null, newValue: value, storageArea: window.localStorage }),
    );
  });
}

function signIn(role: SignInRecord['role'], lifetimeMs = 3_600_000): SignInRecord {
  const record = { sessionToken: `tok-${role}`, role, tokenExpirationTimestamp: Date.now() + lifetimeMs };
  storeSignIn(record, { id: 'u1', name: 'Ada', role });
  return record;
}

function otherTabRemoves(key: string) {
  window.localStorage.removeItem(key);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue: 'x', newValue: null, storageArea: window.localStorage }),
    );
  });
}

beforeEach(() => {
  replace.mockReset();
  loadDocument.mockReset();
  window.localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
  navigation.search = '';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SessionGuard', () => {
  it('shows a customer page to a signed-in customer and loads the stored user', () => {
    signIn('customer');
    document.cookie = 'auth_token=; Path=/; Max-Age=0';
    renderAt('/online-devices');

    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(screen.getByText('User: Ada')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    // The cookie copy is restored from localStorage, so the middleware agrees with this tab.
    expect(document.cookie).toContain('auth_token=');
  });

  it('sends a customer away from an admin page without showing it', () => {
    signIn('customer');
    renderAt('/admin-dashboard');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('sends a visitor without a record to sign in, with the page to come back to', () => {
    renderAt('/app-management');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/auth/signin?next=%2Fapp-management');
  });

  it('clears a malformed record and its user', () => {
    window.localStorage.setItem('auth_token', '{"sessionToken":"x","role":"superuser"}');
    window.localStorage.setItem('user_info', '{"name":"Mallory"}');
    renderAt('/');

    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_info')).toBeNull();
    expect(screen.getByText('User: nobody')).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/auth/signin?next=%2F');
  });

  it('shows auth pages to visitors and sends signed-in users home', () => {
    const { unmount } = renderAt('/auth/signin');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    unmount();

    signIn('admin');
    renderAt('/auth/signin');
    expect(replace).toHaveBeenCalledWith('/admin-dashboard');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('clears an expired record on the sign-in page and shows the page', () => {
    jest.useFakeTimers();
    signIn('customer', -1_000);
    renderAt('/auth/signin');

    act(() => jest.advanceTimersByTime(60_000));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  const renderSignInPage = () =>
    render(
      <Provider>
        <NextIntlClientProvider locale="en" messages={en}>
          <SessionGuard>
            <SignInForm next={null} notice={null} />
          </SessionGuard>
        </NextIntlClientProvider>
      </Provider>,
    );

  it('says the session expired when it clears an expired record on the sign-in page', () => {
    signIn('customer', -1_000);
    navigation.pathname = '/auth/signin';
    renderSignInPage();

    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('says nothing of an expiry to a visitor who had no record', () => {
    navigation.pathname = '/auth/signin';
    renderSignInPage();

    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('with site storage blocked', () => {
    function blockStorage() {
      return jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      });
    }

    it.each([
      ['/auth/signin', <SignInForm key="in" next={null} notice={null} />, 'Sign in'],
      ['/auth/signup', <SignUpForm key="up" next={null} />, 'Create account'],
    ])('shows %s with a notice instead of failing', (pathname, form, submit) => {
      const blocked = blockStorage();
      navigation.pathname = pathname;
      try {
        render(
          <Provider>
            <NextIntlClientProvider locale="en" messages={en}>
              <SessionGuard>{form}</SessionGuard>
            </NextIntlClientProvider>
          </Provider>,
        );

        // The form's own alert region is there too, empty until a submit fails.
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          en.ApiErrors.storage_blocked,
        );
        expect(en.ApiErrors.storage_blocked).toMatch(/blocks this site's storage, which signing in needs/);
        expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
        expect(replace).not.toHaveBeenCalled();
      } finally {
        blocked.mockRestore();
      }
    });

    it('sends a console page to sign-in without failing', () => {
      const blocked = blockStorage();
      try {
        renderAt('/online-devices');
        expect(replace).toHaveBeenCalledWith('/auth/signin?next=%2Fonline-devices');
        expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
      } finally {
        blocked.mockRestore();
      }
    });
  });

  it('signs this tab out when another tab signs out', () => {
    signIn('customer');
    renderAt('/online-devices');
    expect(screen.getByText('Protected content')).toBeInTheDocument();

    window.localStorage.removeItem('user_info');
    otherTabRemoves('auth_token');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0]).toMatch(/^\/auth\/signin(\?|$)/);
    expect(screen.getByText('User: nobody')).toBeInTheDocument();
    expect(document.cookie).not.toContain('auth_token=');
  });

  it('signs out when the token expires while the page is open', () => {
    jest.useFakeTimers();
    signIn('customer', 5_000);
    renderAt('/online-devices');
    expect(screen.getByText('Protected content')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.getByText('Protected content')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin?reason=expired&next=%2Fonline-devices');
    // An expired token is dead already: nothing to revoke.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits out a lifetime longer than the longest timer', () => {
    jest.useFakeTimers();
    signIn('admin', MAX_TIMER_DELAY + 10_000);
    renderAt('/admin-dashboard');

    act(() => jest.advanceTimersByTime(MAX_TIMER_DELAY));
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(loadDocument).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(10_000));
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin?reason=expired&next=%2Fadmin-dashboard');
  });

  it('signs out when the API refuses the token', async () => {
    signIn('customer');
    renderAt('/');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthorized', message: 'Expired' } }));

    await act(async () => {
      await httpRequest('/api/user', { token: 'tok-customer' }).catch(() => undefined);
    });

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(loadDocument).toHaveBeenCalledWith('/auth/signin?reason=expired&next=%2F');
  });

  describe('over unsaved work', () => {
    it('keeps the page when the token expires, says how to go on, and carries on after a new sign-in', () => {
      jest.useFakeTimers();
      signIn('admin', 5_000);
      renderAt('/admin/sdk-integration-guide', { unsaved: true });
      typeDraft();

      act(() => jest.advanceTimersByTime(5_000));
      expect(window.localStorage.getItem('auth_token')).toBeNull();
      expect(loadDocument).not.toHaveBeenCalled();
      expect(replace).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('My unsaved guide');
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(en.SessionEnded.title);
      expect(screen.getByRole('link', { name: en.SessionEnded.signIn })).toHaveAttribute('target', '_blank');

      // Signed in again in another tab: this page goes on, without the notice, with the new user.
      const record = {
        sessionToken: 'tok-new',
        role: 'admin',
        tokenExpirationTimestamp: Date.now() + 60_000,
      };
      window.localStorage.setItem(
        'user_info',
        JSON.stringify({ id: 'u1', name: 'Ada Again', role: 'admin' }),
      );
      otherTabStores('auth_token', JSON.stringify(record));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('My unsaved guide');
      expect(screen.getByText('User: Ada Again')).toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
    });

    it('keeps the page when the API refuses the token', async () => {
      signIn('admin');
      renderAt('/admin/sdk-integration-guide', { unsaved: true });
      typeDraft();
      fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthorized', message: 'Expired' } }));

      await act(async () => {
        await httpRequest('/api/sdk-guide', { token: 'tok-admin' }).catch(() => undefined);
      });

      expect(window.localStorage.getItem('auth_token')).toBeNull();
      expect(loadDocument).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(en.SessionEnded.body);
      expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('My unsaved guide');
    });

    it('keeps the page when another tab signs out', () => {
      signIn('admin');
      renderAt('/admin/sdk-integration-guide', { unsaved: true });
      typeDraft();

      otherTabRemoves('auth_token');

      expect(replace).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(en.SessionEnded.title);
      expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('My unsaved guide');
    });
  });
});
