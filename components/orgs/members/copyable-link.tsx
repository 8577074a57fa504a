'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useCopyText } from '@/components/forms/use-copy-text';
import { CopyIcon } from '@/components/icons/copy-icon';

/** An invitation's link, shown whole and copyable, for an inviter without a mail server. */
export function CopyableLink({ url }: { url: string }) {
  const t = useTranslations('OrgMembers');
  const ref = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(ref);
  return (
    <div className="space-y-2">
      <code
        ref={ref}
        dir="ltr"
        className="block rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      >
        {url}
      </code>
      <div className="flex items-center gap-3">
        <button type="button" className={SMALL_BUTTON} onClick={() => void copy(url)}>
          <CopyIcon className="size-4" />
          {t('copyLink')}
        </button>
        <p role="status" className="text-xs text-slate-600 dark:text-slate-300">
          {state === 'copied' ? t('linkCopied') : state === 'failed' ? t('copyFailed') : null}
        </p>
      </div>
    </div>
  );
}
