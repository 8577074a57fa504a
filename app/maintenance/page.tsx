import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PRIMARY_BUTTON } from '@/components/shell/styles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Maintenance');
  return { title: t('title') };
}

/**
 * The maintenance page (DESIGN 4). While an operator has the console down for work (`MAINTENANCE=on`),
 * the middleware sends every page here and the API answers 503; "Try again" loads the console, which
 * comes back here until the work is done. Outside maintenance this address leads home.
 */
export default async function MaintenancePage() {
  const t = await getTranslations('Maintenance');
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('description')}</p>
        {/* A document load: the console's pages are behind the middleware, which decides. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load on purpose */}
        <a href="/" className={`${PRIMARY_BUTTON} mt-8`}>
          {t('retry')}
        </a>
      </div>
    </main>
  );
}
