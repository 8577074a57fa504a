'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useCopyText } from '@/components/forms/use-copy-text';
import { CopyIcon } from '@/components/icons/copy-icon';

/** A signing secret just made: shown this once, with a copy button; the API never answers it again. */
export function WebhookSecretOnce({ secret }: { secret: string }) {
  const t = useTranslations('Alerts');
  const secretRef = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(secretRef);
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/40 dark:bg-amber-500/10">
      <p>{t('secretOnce')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code ref={secretRef} dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
          {secret}
        </code>
        <button type="button" onClick={() => copy(secret)} className={SMALL_BUTTON}>
          <CopyIcon className="size-4" />
          {t('copySecret')}
        </button>
      </div>
      <p role="status" className="text-xs">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
