'use client';

import { CloseIcon } from '@/components/icons/close-icon';
import { focusPageContent } from '@/components/shell/focus-page-content';

/**
 * What the last action did ("“Shop” was deleted."), in a polite live region that is always on the
 * page, so screen readers announce each new message. Dismissing it takes its button away: the focus
 * goes to the page's content, not to the document.
 */
export function StatusNotice({
  message,
  dismissLabel,
  onDismiss,
}: {
  message: string | null;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  return (
    <div role="status">
      {message ? (
        <div className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100">
          <p className="min-w-0 flex-1">{message}</p>
          <button
            type="button"
            onClick={() => {
              focusPageContent();
              onDismiss();
            }}
            aria-label={dismissLabel}
            className="-m-1 rounded p-1 text-emerald-800 hover:bg-emerald-100 dark:text-emerald-200 dark:hover:bg-emerald-500/20"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
