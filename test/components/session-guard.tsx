import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';

import { SessionGuard } from '@/components/auth/session-guard';
import { useLeaveWarning } from '@/components/sdk-guide/use-leave-warning';
import { storeSignIn, type SignInRecord } from '@/lib/auth/sign-in-record';
import { userInfoAtom } from '@/lib/state/user';
import en from '@/messages/en.json';

/**
 * What the session guard's tests share: the router and document loads they watch, the address they
 * set, and a page under the guard. Each test file mocks `next/navigation` and
 * `@/lib/page-exit/load-document` with these: `jest.mock` must be called in the test file itself, and
 * its factory may only read them lazily, as this module loads the guard, which loads the mocks.
 */
export const replace = jest.fn();
export const loadDocument = jest.fn();
export const navigation = { pathname: '/', search: '' };

export function resetSessionGuardHarness() {
  replace.mockReset();
  loadDocument.mockReset();
  window.localStorage.clear();
  document.cookie = 'auth_token=; Path=/; Max-Age=0';
  navigation.search = '';
}

function UserName() {
  return <p>User: {useAtomValue(userInfoAtom)?.name ?? 'nobody'}</p>;
}

/** A page with unsaved work, as the guide editor has while its draft differs from the saved guide. */
function UnsavedDraft() {
  useLeaveWarning(true, 'Leave without saving?');
  return <textarea aria-label="Draft" defaultValue="" />;
}

export function renderAt(pathname: string, { unsaved = false } = {}) {
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
