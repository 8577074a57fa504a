import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { AppProviders } from '@/components/providers/app-providers';
import { publicRuntimeConfig } from '@/lib/config/runtime';
import { DISPLAY_COOKIE, parseDisplayCookie } from '@/lib/display/settings';

import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  const { productName } = publicRuntimeConfig();
  return {
    title: { default: `${t('defaultTitle')} | ${productName}`, template: `%s | ${productName}` },
    description: t('description', { productName }),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // The display cookie mirrors localStorage, so theme and direction are right on the first byte.
  const display = parseDisplayCookie((await cookies()).get(DISPLAY_COOKIE)?.value);
  return (
    <html
      lang={locale}
      dir={display.rtlClass}
      data-theme={display.theme}
      className={display.theme === 'dark' ? 'dark' : undefined}
    >
      <body>
        <AppProviders display={display} runtimeConfig={publicRuntimeConfig()}>
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
