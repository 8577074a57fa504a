import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';

import { SessionGuard } from '@/components/auth/session-guard';
import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import { ConsoleStoreProvider, useConsoleState } from '@/components/state/console-store';
import { storeSignIn, type SignInRecord } from '@/lib/auth/sign-in-record';
import en from '@/messages/en.json';
import { mockNavigation, setNavigation } from '@/test/next-navigation';

/**
 * What the session guard's tests share: the document loads they watch, and a page under the guard.
 * Each test file mocks `next/navigation` with `@/test/next-navigation` (its router calls are
 * `mockNavigation`'s) and `@/lib/page-exit/load-document` with `loadDocument`: `jest.mock` must be
 * called in the test file itself, and its factory may only read them lazily, as this module loads
 * the guard, which loads the mocks.
 */
export const loadDocument = jest.fn();

export function resetSessionGuardHarness() {
  setNavigation({ pathname: '/' });
  loadDocument.mockReset();
  window.localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
}

function UserName() {
  return <p>User: {useConsoleState((state) => state.userInfo)?.name ?? 'nobody'}</p>;
}

/** A page with unsaved work, as the guide editor has while its draft differs from the saved guide. */
function UnsavedDraft() {
  useLeaveWarning(true, 'Leave without saving?');
  return <textarea aria-label="Draft" defaultValue="" />;
}

export function renderAt(pathname: string, { unsaved = false } = {}) {
  mockNavigation.pathname = pathname;
  window.history.replaceState(null, '', pathname);
  return render(
    <ConsoleStoreProvider>
      <NextIntlClientProvider locale="en" messages={en}>
        <UserName />
        <SessionGuard>
          <p>Protected content</p>
          {unsaved ? <UnsavedDraft /> : null}
        </SessionGuard>
      </NextIntlClientProvider>
    </ConsoleStoreProvider>,
  );
}

export function signIn(role: SignInRecord['role'], lifetimeMs = 3_600_000): SignInRecord {
  const record = { sessionToken: `tok-${role}`, role, tokenExpirationTimestamp: Date.now() + lifetimeMs };
  storeSignIn(record, { id: 'u1', name: 'Ada', role });
  return record;
}

export function otherTabStores(key: string, value: string) {
  window.localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue: null, newValue: value, storageArea: window.localStorage }),
    );
  });
}

export function otherTabRemoves(key: string) {
  window.localStorage.removeItem(key);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue: 'x', newValue: null, storageArea: window.localStorage }),
    );
  });
}
