'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { describeUserAgent } from '@/lib/user-agent';

/**
 * The client of an entry in a few words ("Chrome 150 on Linux", read with bowser), and the whole user
 * agent on demand: the words are a disclosure button (keyboard and screen readers reach it, unlike a
 * `title`) that shows the recorded string under them.
 */
export function AuditUserAgent({ userAgent }: { userAgent: string | null }) {
  const t = useTranslations('AuditLog');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!userAgent) return null;
  const { browser, os } = describeUserAgent(userAgent);
  const words = browser && os ? t('browserOnOs', { browser, os }) : (browser ?? os ?? t('otherClient'));
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-agent`}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex items-start gap-1 text-start text-xs text-slate-700 underline decoration-dotted underline-offset-2 hover:text-slate-900 dark:text-slate-200 dark:hover:text-white"
      >
        <span>{words}</span>
        <span className="sr-only">{t('userAgentFull')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`mt-0.5 size-3 shrink-0 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <code
        id={`${id}-agent`}
        hidden={!open}
        dir="ltr"
        className="font-mono text-xs wrap-anywhere text-slate-600 dark:text-slate-300"
      >
        {userAgent}
      </code>
    </span>
  );
}
