'use client';

import { useRef } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useCopyText } from '@/components/forms/use-copy-text';
import { CopyIcon } from '@/components/icons/copy-icon';

/**
 * A value shown whole (left to right, wrapping anywhere) with a button that copies it, and whether that
 * worked (a polite status): an invitation's link, a new API token.
 */
export function CopyableText({
  value,
  copyLabel,
  copiedLabel,
  failedLabel,
}: {
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** When nothing could copy it: the value is left selected for Ctrl+C. */
  failedLabel: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const { state, copy } = useCopyText(ref);
  return (
    <div className="space-y-2">
      <code
        ref={ref}
        dir="ltr"
        className="block rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      >
        {value}
      </code>
      <div className="flex items-center gap-3">
        <button type="button" className={SMALL_BUTTON} onClick={() => void copy(value)}>
          <CopyIcon className="size-4" />
          {copyLabel}
        </button>
        <p role="status" className="text-xs text-slate-600 dark:text-slate-300">
          {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : null}
        </p>
      </div>
    </div>
  );
}
