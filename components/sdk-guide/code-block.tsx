'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';

import { useCopyText } from '@/components/forms/use-copy-text';

/**
 * A code block of the guide with its own Copy button. The result is announced in a live region, and
 * the code itself stays left-to-right (and scrollable by keyboard) whatever the page direction.
 * Where the browser has no Clipboard API (plain HTTP), the code shown is selected and copied the old
 * way, or left selected for Ctrl+C.
 */
export function CodeBlock({ code, language }: { code: string; language: string | undefined }) {
  const t = useTranslations('SdkGuide');
  const codeRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(codeRef);
  const labelId = useId();
  return (
    <div className="my-4 overflow-hidden rounded-xl border border-slate-800 bg-slate-900 dark:border-slate-700">
      <div className="flex items-center justify-between gap-3 border-b border-slate-800 px-3 py-1.5 dark:border-slate-700">
        <span id={labelId} className="font-mono text-xs text-slate-300">
          {language ?? t('code')}
        </span>
        <button
          type="button"
          onClick={() => void copy(code)}
          aria-describedby={labelId}
          className="rounded-md px-2 py-1 text-xs font-semibold text-slate-100 hover:bg-white/10"
        >
          {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailedShort') : t('copy')}
        </button>
      </div>
      {/* The guide's prose styles a bare <pre> as a card of its own; here the whole block is the card. */}
      {/* Focusable so the keyboard can scroll it; named by its language, so the stop says what it is. */}
      <pre
        dir="ltr"
        tabIndex={0}
        role="group"
        aria-labelledby={labelId}
        className="overflow-x-auto rounded-none! bg-transparent! p-4 text-sm leading-6 text-slate-100"
      >
        <code ref={codeRef}>{code}</code>
      </pre>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('copiedAnnouncement') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </div>
  );
}
