'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

import { FormattedDate } from '@/components/devices/formatted-date';
import type { ContactMessage } from '@/lib/api/types';

/**
 * The reply link's address. The stored email passed the email check, which lets `?`, `&` and `=` into
 * the local part: left as they are, `a?cc=x@evil.com&b=@example.com` would add a Cc (or subject, body)
 * to the admin's reply. Each side of the last `@` is percent-encoded (RFC 6068), so the whole text is
 * the one recipient; the `@` itself stays as it is, as every mail client reads it.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/**
 * One message as the visitor wrote it. Everything is rendered as text (React escapes it), never as
 * HTML: whoever fills in a public form must not be able to put markup into an admin's page.
 * Focusable from script (`tabIndex` -1): "Show more" hands the focus to the first message it shows.
 */
export function ContactMessageItem({ message, ref }: { message: ContactMessage; ref?: Ref<HTMLElement> }) {
  const t = useTranslations('ContactMessages');
  return (
    <article ref={ref} tabIndex={-1} aria-label={t('from', { name: message.name })} className="px-5 py-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 text-sm">
          <span className="font-medium text-slate-900 dark:text-white">{message.name}</span>{' '}
          <a
            href={mailtoHref(message.email)}
            className="break-all text-brand-600 underline underline-offset-2 dark:text-brand-100"
          >
            {message.email}
          </a>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span className="sr-only">{t('received')} </span>
          <FormattedDate value={message.createdAt} withTime />
        </p>
      </header>
      <p className="mt-2 text-sm wrap-anywhere whitespace-pre-wrap text-slate-700 dark:text-slate-300">
        {message.message}
      </p>
    </article>
  );
}
