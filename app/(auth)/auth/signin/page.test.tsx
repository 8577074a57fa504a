import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';

import SignInPage, { generateMetadata } from '@/app/(auth)/auth/signin/page';
import { ConsoleStoreProvider } from '@/components/state/console-store';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/auth/signin',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('next-intl/server', () => jest.requireActual('@/test/next-intl-server'));
// Scopes the messages like the real IntlScope, so a namespace missing from the page's list still breaks
// the form's labels.
jest.mock('@/components/i18n/intl-scope', () => jest.requireActual('@/test/intl-scope'));

describe('SignInPage', () => {
  it('is titled Sign in', async () => {
    await expect(generateMetadata()).resolves.toEqual({ title: 'Sign in' });
  });

  it('renders the heading and the form, passing on the next page and the expiry notice', async () => {
    const page = await SignInPage({
      searchParams: Promise.resolve({ next: '/online-devices', reason: 'expired' }),
    });
    render(<ConsoleStoreProvider>{page}</ConsoleStoreProvider>);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.Session.expired);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/signup?next=%2Fonline-devices',
    );
  });
});
