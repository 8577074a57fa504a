'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { WEBHOOK_VERIFY_SNIPPET } from './webhook-verify-snippet';

/**
 * How a receiver checks that a delivery came from this console: the headers, what is signed, and the
 * Node.js check (docs/webhooks.md says the same at length), folded away until asked for.
 */
export function WebhookSignatureHelp() {
  const t = useTranslations('Alerts');
  const titleId = useId();
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary id={titleId} className="cursor-pointer font-medium">
        {t('signatureTitle')}
      </summary>
      <p className="mt-2 wrap-anywhere">
        {t.rich('signatureHelp', {
          code: (chunks) => (
            <code dir="ltr" className="font-mono text-xs">
              {chunks}
            </code>
          ),
        })}
      </p>
      {/* Focusable so the keyboard can scroll it on a narrow screen; named by the section it is in. */}
      <pre
        dir="ltr"
        tabIndex={0}
        role="group"
        aria-labelledby={titleId}
        className="mt-2 overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-xs dark:bg-slate-900"
      >
        <code>{WEBHOOK_VERIFY_SNIPPET}</code>
      </pre>
    </details>
  );
}
