import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PRIMARY_BUTTON } from '@/components/shell/styles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

/**
 * A real not-found page (DESIGN 4), for `notFound()` calls and missing build files. Unknown page routes
 * never get here: the guard sends them to the sign-in page (spec 2). The link goes to `/`, from which
 * the guard sends each user to their own home.
 */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-brand-600 dark:text-brand-500">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('description')}</p>
        {/* A plain link: the not-found page belongs to every page's tree, the sign-in page's too, which
            carries no client-side router link (components/auth/auth-nav-links.tsx). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load on purpose */}
        <a href="/" className={`${PRIMARY_BUTTON} mt-8`}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}
