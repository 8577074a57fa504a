import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { SessionGuard } from '@/components/auth/session-guard';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import en from '@/messages/en.json';
import { loadDocument, renderAt, resetSessionGuardHarness, signIn } from '@/test/components/session-guard';
import { mockFetchForEachTest } from '@/test/fetch-mock';
import { mockNavigation } from '@/test/next-navigation';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('@/lib/page-exit/load-document', () => ({ loadDocument: (url: string) => loadDocument(url) }));
jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

mockFetchForEachTest();

beforeEach(() => {
  resetSessionGuardHarness();
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
    expect(mockNavigation.replace).not.toHaveBeenCalled();
    // The cookie copy is restored from localStorage, so the middleware agrees with this tab.
    expect(document.cookie).toContain('auth_token=');
  });

  it('sends a customer away from an admin page without showing it', () => {
    signIn('customer');
    renderAt('/admin-dashboard');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(mockNavigation.replace).toHaveBeenCalledWith('/');
  });

  it('sends a visitor without a record to sign in, with the page to come back to', () => {
    renderAt('/app-management');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(mockNavigation.replace).toHaveBeenCalledWith('/auth/signin?next=%2Fapp-management');
  });

  it('clears a malformed record and its user', () => {
    window.localStorage.setItem('auth_token', '{"sessionToken":"x","role":"superuser"}');
    window.localStorage.setItem('user_info', '{"name":"Mallory"}');
    renderAt('/');

    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(window.localStorage.getItem('user_info')).toBeNull();
    expect(screen.getByText('User: nobody')).toBeInTheDocument();
    expect(mockNavigation.replace).toHaveBeenCalledWith('/auth/signin?next=%2F');
  });

  it('shows auth pages to visitors and sends signed-in users home', () => {
    const { unmount } = renderAt('/auth/signin');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(mockNavigation.replace).not.toHaveBeenCalled();
    unmount();

    signIn('admin');
    renderAt('/auth/signin');
    expect(mockNavigation.replace).toHaveBeenCalledWith('/admin-dashboard');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('clears an expired record on the sign-in page and shows the page', () => {
    jest.useFakeTimers();
    signIn('customer', -1_000);
    renderAt('/auth/signin');

    act(() => jest.advanceTimersByTime(60_000));
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(mockNavigation.replace).not.toHaveBeenCalled();
  });

  const renderSignInPage = () =>
    render(
      <ConsoleStoreProvider>
        <NextIntlClientProvider locale="en" messages={en}>
          <SessionGuard>
            <SignInForm next={null} notice={null} />
          </SessionGuard>
        </NextIntlClientProvider>
      </ConsoleStoreProvider>,
    );

  it('says the session expired when it clears an expired record on the sign-in page', () => {
    signIn('customer', -1_000);
    mockNavigation.pathname = '/auth/signin';
    renderSignInPage();

    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('says nothing of an expiry to a visitor who had no record', () => {
    mockNavigation.pathname = '/auth/signin';
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
      mockNavigation.pathname = pathname;
      try {
        render(
          <ConsoleStoreProvider>
            <NextIntlClientProvider locale="en" messages={en}>
              <SessionGuard>{form}</SessionGuard>
            </NextIntlClientProvider>
          </ConsoleStoreProvider>,
        );

        // The form's own alert region is there too, empty until a submit fails.
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          en.ApiErrors.storage_blocked,
        );
        expect(en.ApiErrors.storage_blocked).toMatch(/blocks this site's storage, which signing in needs/);
        expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
        expect(mockNavigation.replace).not.toHaveBeenCalled();
      } finally {
        blocked.mockRestore();
      }
    });

    it('sends a console page to sign-in without failing', () => {
      const blocked = blockStorage();
      try {
        renderAt('/online-devices');
        expect(mockNavigation.replace).toHaveBeenCalledWith('/auth/signin?next=%2Fonline-devices');
        expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
      } finally {
        blocked.mockRestore();
      }
    });
  });
});
