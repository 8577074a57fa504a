'use client';

import { useTranslations } from 'next-intl';

import { AlertIcon } from '@/components/icons/alert-icon';
import { PRIMARY_BUTTON } from '@/components/shell/styles';
import { useErrorDigest } from '@/components/shell/use-error-digest';

/**
 * The route groups' error boundary content: the shell (or the sign-in pages' top bar and card) stays,
 * and the page area says what happened and offers to try again. No stack trace or server message
 * reaches the user; the digest lets operators find the server log. `inCard` is the sign-in pages'
 * form, inside their card rather than a card of its own. Needs the `ErrorPage` namespace.
 */
export function RouteError({
  error,
  retry,
  inCard = false,
}: {
  error: unknown;
  retry: () => void;
  inCard?: boolean;
}) {
  const t = useTranslations('ErrorPage');
  const digest = useErrorDigest(error);

  return (
    <section
      aria-labelledby="route-error-title"
      className={
        inCard
          ? 'text-center'
          : 'mx-auto mt-10 max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900'
      }
    >
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400">
        <AlertIcon className="size-6" />
      </span>
      <h1 id="route-error-title" className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('description')}</p>
      {digest ? <p className="mt-2 font-mono text-xs text-slate-500">{t('reference', { digest })}</p> : null}
      <button type="button" onClick={retry} className={`${PRIMARY_BUTTON} mt-6`}>
        {t('retry')}
      </button>
    </section>
  );
}
