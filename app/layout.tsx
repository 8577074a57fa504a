import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { AppProviders } from '@/components/app-providers';
import { publicRuntimeConfig } from '@/lib/config/runtime';
import { DISPLAY_COOKIE, displayDataset, parseDisplayCookie } from '@/lib/display/settings';

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
  // The display cookie mirrors localStorage, so every display setting is right on the first byte, and
  // the browser's first sync has nothing to rewrite (each write to <html> restyles the whole page).
  const display = parseDisplayCookie((await cookies()).get(DISPLAY_COOKIE)?.value);
  const dataAttributes = Object.fromEntries(
    Object.entries(displayDataset(display)).map(([key, value]) => [`data-${key}`, value]),
  );
  return (
    <html
      lang={locale}
      dir={display.rtlClass}
      className={display.theme === 'dark' ? 'dark' : undefined}
      {...dataAttributes}
    >
      <body>
        <AppProviders display={display} runtimeConfig={publicRuntimeConfig()} timeZone={await getTimeZone()}>
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
