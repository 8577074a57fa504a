import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen } from '@testing-library/react';

import { MAX_TIMER_DELAY } from '@/components/auth/use-browser-session';
import { httpRequest } from '@/lib/http/client';
import en from '@/messages/en.json';
import {
  loadDocument,
  otherTabRemoves,
  otherTabStores,
  renderAt,
  resetSessionGuardHarness,
  signIn,
} from '@/test/components/session-guard';
import { jsonResponse, mockFetchForEachTest } from '@/test/fetch-mock';
import { mockNavigation } from '@/test/next-navigation';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('@/lib/page-exit/load-document', () => ({ loadDocument: (url: string) => loadDocument(url) }));
jest.mock('next/navigation', () => jest.requireActual('@/test/next-navigation'));

const fetchMock = mockFetchForEachTest();

beforeEach(() => {
  resetSessionGuardHarness();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Types into the draft: only the textarea itself holds the text, so a page mounted anew loses it. */
function typeDraft() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Draft' }), { target: { value: 'My unsaved guide' } });
}

/** How a session ends while a page is open: another tab, expiry, a refused token. */
describe('SessionGuard, as the session ends', () => {
  it('signs this tab out when another tab signs out', () => {
    signIn('customer');
    renderAt('/online-devices');
    expect(screen.getByText('Protected content')).toBeInTheDocument();

    window.localStorage.removeItem('user_info');
    otherTabRemoves('auth_token');

    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(mockNavigation.replace).toHaveBeenCalledTimes(1);
    expect(mockNavigation.replace.mock.calls[0][0]).toMatch(/^\/auth\/signin(\?|$)/);
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

  it('keeps a newer sign-in when a call made with the old token is refused after it', async () => {
    signIn('customer');
    renderAt('/');
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const refused = httpRequest('/api/user', { token: 'tok-customer' }).catch(() => undefined);

    // Another tab signs in again before the old token's answer arrives.
    const record = JSON.parse(window.localStorage.getItem('auth_token')!);
    otherTabStores('auth_token', JSON.stringify({ ...record, sessionToken: 'tok-new' }));
    await act(async () => {
      answer(jsonResponse(401, { error: { code: 'unauthorized', message: 'Revoked' } }));
      await refused;
    });

    expect(screen.getByText('Protected content')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('auth_token')!).sessionToken).toBe('tok-new');
    expect(loadDocument).not.toHaveBeenCalled();
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
      expect(mockNavigation.replace).not.toHaveBeenCalled();
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
      expect(mockNavigation.replace).not.toHaveBeenCalled();
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

      expect(mockNavigation.replace).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(en.SessionEnded.title);
      expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('My unsaved guide');
    });
  });
});
