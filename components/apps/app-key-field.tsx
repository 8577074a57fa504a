'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { useCopyText } from '@/components/forms/use-copy-text';
import { CopyIcon } from '@/components/icons/copy-icon';
import { EyeIcon } from '@/components/icons/eye-icon';

import { isMaskedAppKey, keyTail, maskAppKey } from './mask-app-key';
import { FIELD_LABEL, SMALL_BUTTON } from './styles';

/**
 * An app key, masked (`fdk_••••••••abcd`) until the user reveals it, with a copy button. The reveal
 * button says what it will do ('Reveal', then 'Hide'); 'Copied' is announced in a live region. Nothing
 * moves when the key is revealed: the key's box is as wide as the whole key either way, and the
 * button as wide as its longer word. Key the field on the key to start masked again when the key
 * changes. `justGiven` marks a key just created or rotated: it shows unmasked, also when the mark
 * comes after the key (a reload of the list can bring a rotated key before the page marks it).
 */
export function AppKeyField({
  appKey,
  appName,
  justGiven = false,
}: {
  appKey: string;
  appName: string;
  justGiven?: boolean;
}) {
  const t = useTranslations('AppKey');
  const id = useId();
  const [revealed, setRevealed] = useState(justGiven);
  // Adjusted while rendering: the mark turning on reveals the key; turning off leaves it as it is.
  const [marked, setMarked] = useState(justGiven);
  if (marked !== justGiven) {
    setMarked(justGiven);
    if (justGiven) setRevealed(true);
  }
  const keyRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(keyRef);
  // A key the server masked for the caller's role: shown as it came, with nothing to reveal or copy.
  const maskedByServer = isMaskedAppKey(appKey);
  if (maskedByServer) {
    return (
      <div role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className={FIELD_LABEL}>
          {t('label')}
        </span>
        <code
          dir="ltr"
          className="mt-1 block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800 rtl:text-end dark:border-slate-700 dark:bg-slate-950/60 dark:text-slate-100"
        >
          {appKey}
        </code>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('maskedForRole')}</p>
      </div>
    );
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={FIELD_LABEL}>
        {t('label')}
      </span>
      <div className="mt-1 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1.5 ps-3 pe-1.5 dark:border-slate-700 dark:bg-slate-950/60">
        {/* Keys are Latin text: kept left-to-right inside right-to-left pages. One line: beside the
            buttons if it fits there, else on a line of its own, scrolling if even that is too short. */}
        <code
          ref={keyRef}
          dir="ltr"
          className="min-w-0 grow basis-[36ch] overflow-x-auto font-mono text-sm whitespace-nowrap text-slate-800 rtl:text-end dark:text-slate-100"
        >
          {revealed ? (
            appKey
          ) : (
            <>
              <span className="sr-only">{t('hidden', { last: keyTail(appKey) })}</span>
              <span aria-hidden="true">{maskAppKey(appKey)}</span>
            </>
          )}
        </code>
        <span className="flex shrink-0 gap-1.5">
          <button
            type="button"
            aria-label={t(revealed ? 'hideLabel' : 'revealLabel', { app: appName })}
            onClick={() => setRevealed((value) => !value)}
            className={SMALL_BUTTON}
          >
            <EyeIcon off={revealed} className="size-4" />
            {/* Both words in one cell, the other one hidden: the button keeps the longer one's width. */}
            <span className="grid">
              <span className={`col-start-1 row-start-1 ${revealed ? 'invisible' : ''}`}>{t('reveal')}</span>
              <span className={`col-start-1 row-start-1 ${revealed ? '' : 'invisible'}`}>{t('hide')}</span>
            </span>
          </button>
          <button
            type="button"
            aria-label={t('copyLabel', { app: appName })}
            onClick={() => copy(appKey, () => flushSync(() => setRevealed(true)))}
            className={SMALL_BUTTON}
          >
            <CopyIcon className="size-4" />
            {t('copy')}
          </button>
        </span>
      </div>
      <p
        role="status"
        className={
          state === 'failed'
            ? 'mt-1 text-xs text-amber-700 dark:text-amber-300'
            : 'mt-1 min-h-4 text-xs text-emerald-700 dark:text-emerald-300'
        }
      >
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
