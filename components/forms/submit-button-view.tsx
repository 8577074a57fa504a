import type { ReactNode } from 'react';

import { ButtonSpinner } from '@/components/forms/button-spinner';

/** The look of a form's submit button, busy (disabled, with a spinner and `busyLabel`) or not. */
export function SubmitButtonView({
  children,
  busyLabel,
  busy,
}: {
  children: ReactNode;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? <ButtonSpinner /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
