import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { AuthNavLinks } from '@/components/auth/auth-nav-links';
import { SessionGuard } from '@/components/auth/session-guard';
import { ArrivalNoticeBanner } from '@/components/feedback/arrival-notice-banner';
import { IntlScope } from '@/components/i18n/intl-scope';
import { LanguageSelect } from '@/components/i18n/language-select';
import { LogoMark } from '@/components/icons/logo-mark';
import { publicRuntimeConfig } from '@/lib/config/runtime';
import { CONTACT_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '@/lib/routes';

/**
 * The auth layout (docs/product.md, Shell): a top bar with Contact us, Login and Signup (and the language choice),
 * and a centred card for the page. The session guard sends signed-in users on to their home (or the
 * page they asked for).
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('AuthLayout');
  const { productName } = publicRuntimeConfig();
  const links = [
    { href: CONTACT_PATH, label: t('contactUs') },
    { href: SIGN_IN_PATH, label: t('login') },
    { href: SIGN_UP_PATH, label: t('signup') },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow dark:focus:bg-slate-900"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          {/* The logo (docs/product.md, Shell) leads to / for everyone but admins; signed out, the guard then offers sign-in.
              A plain link, as everywhere on the auth pages (components/auth/auth-nav-links.tsx). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load on purpose */}
          <a
            href="/"
            aria-label={t('home', { productName })}
            className="flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 dark:text-white"
          >
            <LogoMark />
            <span>{productName}</span>
          </a>
          <div className="flex items-center gap-1">
            <nav aria-label={t('navigation')}>
              <AuthNavLinks links={links} />
            </nav>
            {/* A first visit is in English (docs/product.md, Languages): the choice is here before anyone signs in. */}
            <IntlScope namespaces={['LanguageSelect']}>
              <LanguageSelect />
            </IntlScope>
          </div>
        </div>
      </header>
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-10 outline-none sm:items-center sm:py-16"
      >
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {/* For the error boundary; each page scopes the messages of its own form. */}
          <IntlScope namespaces={['ErrorPage', 'ArrivalNotice']}>
            <ArrivalNoticeBanner />
            <SessionGuard>{children}</SessionGuard>
          </IntlScope>
        </div>
      </main>
    </div>
  );
}
