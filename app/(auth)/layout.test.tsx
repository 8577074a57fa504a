import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

import AuthLayout from '@/app/(auth)/layout';
import { ConsoleStoreProvider } from '@/components/state/console-store';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

const navigation = { pathname: '/auth/signup' };
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('server-only', () => ({}));
jest.mock('next-intl/server', () => jest.requireActual('@/test/next-intl-server'));
jest.mock('@/components/i18n/intl-scope', () => jest.requireActual('@/test/intl-scope'));

describe('AuthLayout', () => {
  it('has a top bar with Contact us, Login and Signup, marking the current page', async () => {
    window.localStorage.clear();
    render(
      <ConsoleStoreProvider>{await AuthLayout({ children: <p>Card content</p> })}</ConsoleStoreProvider>,
    );

    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact us', '/contact-us'],
      ['Login', '/auth/signin'],
      ['Signup', '/auth/signup'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Signup' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Fleetdeck home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByText('Card content')).toBeInTheDocument();
  });
});
