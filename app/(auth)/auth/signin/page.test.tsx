import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';

import SignInPage, { generateMetadata } from '@/app/(auth)/auth/signin/page';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/auth/signin',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return {
    getLocale: async () => 'en',
    getMessages: async () => messages,
    getTranslations: async (namespace: string) =>
      createTranslator({ locale: 'en', messages, namespace: namespace as 'SignInPage' }),
  };
});

// A client render cannot await the async IntlScope; this one scopes the messages the same way, so a
// namespace missing from the page's list still breaks the form's labels.
jest.mock('@/components/i18n/intl-scope', () => {
  const { NextIntlClientProvider } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<Record<string, unknown>>('@/messages/en.json');
  return {
    IntlScope: ({ namespaces, children }: { namespaces: string[]; children: React.ReactNode }) => (
      <NextIntlClientProvider
        locale="en"
        messages={Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]))}
        onError={(error) => {
          throw error;
        }}
      >
        {children}
      </NextIntlClientProvider>
    ),
  };
});

describe('SignInPage', () => {
  it('is titled Sign in', async () => {
    await expect(generateMetadata()).resolves.toEqual({ title: 'Sign in' });
  });

  it('renders the heading and the form, passing on the next page and the expiry notice', async () => {
    const page = await SignInPage({
      searchParams: Promise.resolve({ next: '/online-devices', reason: 'expired' }),
    });
    render(<Provider>{page}</Provider>);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en.Session.expired);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/signup?next=%2Fonline-devices',
    );
  });
});
