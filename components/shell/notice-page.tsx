import type { ReactNode } from 'react';

import { PRIMARY_BUTTON } from '@/components/shell/styles';

/**
 * A page that only says something, centred, with one way on (the not-found and maintenance pages).
 * The way on is a plain link to `/`, a document load: these pages belong to every page's tree, the
 * sign-in page's too, which carries no client-side router link (components/auth/auth-nav-links.tsx),
 * and from `/` the middleware sends each visitor where they belong.
 */
export function NoticePage({
  eyebrow,
  title,
  description,
  homeLabel,
}: {
  eyebrow?: ReactNode;
  title: string;
  description: string;
  homeLabel: string;
}) {
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="max-w-md text-center">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold text-brand-600 dark:text-brand-500">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{description}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a document load on purpose */}
        <a href="/" className={`${PRIMARY_BUTTON} mt-8`}>
          {homeLabel}
        </a>
      </div>
    </main>
  );
}
