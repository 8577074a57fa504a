'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { LoadError } from '@/components/feedback/load-error';
import { NEXT_STEP_BUTTON } from '@/components/shell/styles';
import { listContactMessages } from '@/lib/api/admin';

import { ContactMessageItem } from './contact-message-item';

/** Messages shown at first and added by each "Show more". */
const PAGE = 10;

/** What visitors sent through the public contact form, newest first. */
export function ContactMessagesSection() {
  const t = useTranslations('ContactMessages');
  const messages = useApiResource('admin-contact-messages', listContactMessages);
  const [shown, setShown] = useState(PAGE);
  // "Show more" gives the focus to the first message it brings: the button may go with the last batch,
  // and a screen reader's user hears what came rather than nothing.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (firstNew !== null) firstNewRef.current?.focus();
  }, [firstNew]);
  const list = messages.data?.data;
  // The API sends them newest first; sorting again keeps that true whatever answers.
  const sorted = useMemo(
    () => (list ? [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)) : undefined),
    [list],
  );

  let body: ReactNode;
  if (messages.error && !sorted) {
    body = <LoadError error={messages.error} onRetry={messages.reload} />;
  } else if (!sorted) {
    body = (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        {t('loading')}
      </p>
    );
  } else if (sorted.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>;
  } else {
    const rest = sorted.length - shown;
    body = (
      <>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
          {sorted.slice(0, shown).map((message, index) => (
            <li key={message.id}>
              <ContactMessageItem message={message} ref={index === firstNew ? firstNewRef : undefined} />
            </li>
          ))}
        </ul>
        {rest > 0 ? (
          <button
            type="button"
            onClick={() => {
              setFirstNew(shown);
              setShown(shown + PAGE);
            }}
            className={NEXT_STEP_BUTTON}
          >
            {t('showMore', { count: Math.min(rest, PAGE) })}
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
          {sorted ? (
            <>
              {' '}
              <span className="ms-1 text-sm font-normal text-slate-500 dark:text-slate-400">
                {/* All that arrived: the API lists the newest 1,000 and counts the rest too. */}
                {t('count', { count: messages.data?.total ?? sorted.length })}
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
