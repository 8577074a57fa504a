'use client';

import { useRef, useState } from 'react';

import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { HttpError } from '@/lib/http/client';

import { DataTableIcon } from './data-table-icon';

const buttonClass =
  'inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-700 ' +
  'hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ' +
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** How often the count of rows received is redrawn (and so announced): often enough to see it move. */
const PROGRESS_EVERY_MS = 500;

export interface StreamedExportButtonProps {
  label: string;
  /** While it runs: the text for the rows received so far (null before the first arrive). */
  progress: (rows: number | null) => string;
  /** After a failure, with the translated reason. */
  failed: (reason: string) => string;
  /** Fetches the whole export and saves it as a file, telling the rows received as they come. */
  run: (onProgress: (rows: number) => void) => Promise<void>;
}

/**
 * A button that downloads a server-streamed CSV export (a whole query, not the page shown), with the
 * rows received so far beside it while it runs (a polite status region), and why, when it fails.
 */
export function StreamedExportButton({ label, progress, failed, run }: StreamedExportButtonProps) {
  const errorMessage = useApiErrorMessage();
  const [state, setState] = useState<{ busy: boolean; rows: number | null; error?: HttpError }>({
    busy: false,
    rows: null,
  });
  const lastShown = useRef(0);
  const start = async () => {
    if (state.busy) return;
    setState({ busy: true, rows: null });
    lastShown.current = 0;
    try {
      await run((rows) => {
        const now = Date.now();
        if (now - lastShown.current < PROGRESS_EVERY_MS) return;
        lastShown.current = now;
        setState({ busy: true, rows });
      });
      setState({ busy: false, rows: null });
    } catch (error) {
      const reason = error instanceof HttpError ? error : new HttpError(0, 'network_error', '');
      setState({ busy: false, rows: null, error: reason });
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {/* aria-disabled while it works, not disabled: the button keeps the focus it was pressed with. */}
      <button type="button" className={buttonClass} aria-disabled={state.busy || undefined} onClick={start}>
        <DataTableIcon name="download" />
        {label}
      </button>
      <span role="status" className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
        {state.busy ? progress(state.rows) : null}
      </span>
      {state.error ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failed(errorMessage(state.error))}
        </span>
      ) : null}
    </span>
  );
}
