'use client';

import { useTranslations } from 'next-intl';

import { useErrorDigest } from '@/components/shell/use-error-digest';

/**
 * The auth route group's error boundary content: the top bar and card stay, the card says what
 * happened and offers to try again. No stack trace or server message reaches the user; the digest lets
 * operators find the server log. Needs the `ErrorPage` namespace.
 */
export function AuthRouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const digest = useErrorDigest(error);

  return (
    <section aria-labelledby="auth-error-title" className="space-y-3 text-center">
      <h1 id="auth-error-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('description')}</p>
      {digest ? <p className="font-mono text-xs text-slate-500">{t('reference', { digest })}</p> : null}
      <button
        type="button"
        onClick={retry}
        className="inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t('retry')}
      </button>
    </section>
  );
}
