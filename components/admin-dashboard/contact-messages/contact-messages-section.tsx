'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { LoadError } from '@/components/feedback/load-error';
import { LoadNotice } from '@/components/feedback/load-notice';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { NEXT_STEP_BUTTON } from '@/components/shell/styles';
import { CONTACT_MESSAGES_PAGE } from '@/lib/api/contact';
import type { ContactMessagePage } from '@/lib/api/types';

import { ContactMessageItem } from './contact-message-item';
import { useContactMessagePages } from './use-contact-message-pages';

/**
 * What visitors sent through the public contact form, newest first, a page at a time. `first`: the
 * first page as the server answered it while rendering the page.
 */
export function ContactMessagesSection({ first }: { first?: ContactMessagePage }) {
  const t = useTranslations('ContactMessages');
  const errorMessage = useApiErrorMessage();
  const { messages, total, hasMore, showMore, loadingMore, moreError, error, reload } =
    useContactMessagePages(first);
  // "Show more" gives the focus to the first message it brings: the button may go with the last batch,
  // and a screen reader's user hears what came rather than nothing.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLElement>(null);
  const shown = messages?.length ?? 0;
  useEffect(() => {
    if (firstNew !== null) firstNewRef.current?.focus();
  }, [firstNew]);

  let body: ReactNode;
  if (error && !messages) {
    body = <LoadError error={error} onRetry={reload} />;
  } else if (!messages) {
    body = (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        {t('loading')}
      </p>
    );
  } else if (messages.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>;
  } else {
    // The count is the API's (every message stored), at least one while it says there is more.
    const rest = Math.max(1, Math.min((total ?? shown) - shown, CONTACT_MESSAGES_PAGE));
    body = (
      <>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
          {messages.map((message, index) => (
            <li key={message.id}>
              <ContactMessageItem message={message} ref={index === firstNew ? firstNewRef : undefined} />
            </li>
          ))}
        </ul>
        {moreError ? <LoadNotice message={errorMessage(moreError)} /> : null}
        {hasMore ? (
          <button
            type="button"
            aria-disabled={loadingMore || undefined}
            onClick={async () => {
              const from = await showMore();
              if (from !== null) setFirstNew(from);
            }}
            className={NEXT_STEP_BUTTON}
          >
            {t('showMore', { count: rest })}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="contact-messages-title" className="space-y-4">
      <div>
        <h2 id="contact-messages-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('title')}
          {/* With a space: the heading reads "Contact messages 2 messages", not "messages2". */}
          {messages ? (
            <>
              {' '}
              <span className="ms-1 text-sm font-normal text-slate-500 dark:text-slate-400">
                {/* All that arrived, not only the pages fetched so far. */}
                {t('count', { count: total ?? shown })}
              </span>
            </>
          ) : null}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </div>
      {body}
    </section>
  );
}
