import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { useMessages, useTranslations } from 'next-intl';

import { IntlScope } from '@/components/i18n/intl-scope';
import en from '@/messages/en.json';

// SWC hoists `jest.mock` above the imports only for the global `jest`; this types it.
declare const jest: (typeof import('@jest/globals'))['jest'];

jest.mock('next-intl/server', () => jest.requireActual('@/test/next-intl-server'));

function Probe() {
  const t = useTranslations('AuthLayout');
  return (
    <p>
      {t('login')} / {Object.keys(useMessages()).sort().join(',')}
    </p>
  );
}

describe('IntlScope', () => {
  it('hands its client components only the namespaces it lists', async () => {
    const element = await IntlScope({
      namespaces: ['AuthLayout', 'ApiErrors', 'NoSuchNamespace'],
      children: <Probe />,
    });
    render(element);
    expect(screen.getByText(`${en.AuthLayout.login} / ApiErrors,AuthLayout`)).toBeInTheDocument();
  });
});
