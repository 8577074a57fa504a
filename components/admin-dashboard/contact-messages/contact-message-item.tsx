'use client';

import { useTranslations } from 'next-intl';

import { FormattedDate } from '@/components/devices/formatted-date';
import type { ContactMessage } from '@/lib/api/types';

/**
 * One message as the visitor wrote it. Everything is rendered as text (React escapes it), never as
 * HTML: whoever fills in a public form must not be able to put markup into an admin's page.
 */
export function ContactMessageItem({ message }: { message: ContactMessage }) {
  const t = useTranslations('ContactMessages');
  return (
    <article aria-label={t('from', { name: message.name })} className="px-5 py-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm">
          <span className="font-medium text-slate-900 dark:text-white">{message.name}</span>{' '}
          <a
            href={`mailto:${message.email}`}
            className="break-all text-brand-600 underline underline-offset-2 dark:text-brand-100"
          >
            {message.email}
          </a>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span className="sr-only">{t('received')} </span>
          <FormattedDate value={message.createdAt} />
        </p>
      </header>
      <p className="mt-2 text-sm wrap-anywhere whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {message.message}
      </p>
    </article>
  );
}
