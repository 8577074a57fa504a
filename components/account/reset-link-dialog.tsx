'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, type RefObject } from 'react';

import { useCopyText } from '@/components/forms/use-copy-text';
import { CopyIcon } from '@/components/icons/copy-icon';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import type { PasswordResetLink } from '@/lib/api/account';

/**
 * The one showing of a customer's reset link: the link to copy and hand over, and when it stops
 * working. Closed, it is gone from the console (only its hash is kept). Needs `AdminResetLink`.
 */
export function ResetLinkDialog({
  link,
  onClose,
  returnFocus,
}: {
  link: PasswordResetLink;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('AdminResetLink');
  const format = useFormatter();
  const id = useId();
  const linkRef = useRef<HTMLElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const { state, copy } = useCopyText(linkRef);

  return (
    <ModalDialog
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={onClose}
      initialFocus={copyRef}
      returnFocus={returnFocus}
      size="lg"
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('description', { time: format.dateTime(new Date(link.expiresAt), 'time') })}
        </p>
        <code
          ref={linkRef}
          dir="ltr"
          className="block rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-xs break-all text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {link.url}
        </code>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : null}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            ref={copyRef}
            type="button"
            onClick={() => void copy(link.url)}
            className={SECONDARY_BUTTON}
          >
            <CopyIcon className="size-4" />
            {t('copy')}
          </button>
          <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
            {t('close')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
