import { beforeEach, describe, expect, it, type jest as JestObject } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';

import { ShellLogo } from '@/components/shell/shell-logo';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import en from '@/messages/en.json';
import { renderWithProviders, storeRecord } from '@/test/components/shell';

// The global `jest`, typed: next/jest hoists `jest.mock` only when it is called on the global.
declare const jest: typeof JestObject;

jest.mock('next/navigation', () => ({
  usePathname: () => '/admin-dashboard',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('ShellLogo', () => {
  it('links the server-rendered admin shell to the admin dashboard', () => {
    // What the server sends: it cannot read the browser's stored record.
    document.body.innerHTML = renderToString(
      <ConsoleStoreProvider>
        <NextIntlClientProvider locale="en" messages={en}>
          <ShellLogo variant="admin" />
        </NextIntlClientProvider>
      </ConsoleStoreProvider>,
    );
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('links the customer shell to /, and the admin shell to the admin dashboard once hydrated', () => {
    storeRecord('admin');
    const { unmount } = renderWithProviders(<ShellLogo variant="admin" />);
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/admin-dashboard');
    unmount();

    storeRecord('customer');
    renderWithProviders(<ShellLogo variant="app" />);
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/');
  });
});
