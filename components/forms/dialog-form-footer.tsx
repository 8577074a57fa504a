'use client';

import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';

/**
 * The end of a dialog's form: why the last submit failed (needs the `ApiErrors` namespace), Cancel, and
 * the submit button, which waits (aria-disabled, keeping its focus) while the call runs.
 */
export function DialogFormFooter({
  error,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
}: {
  error: unknown;
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
}) {
  const apiErrorMessage = useApiErrorMessage();
  return (
    <>
      <FormErrorAlert message={error ? apiErrorMessage(error) : null} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY_BUTTON}>
          {cancelLabel}
        </button>
        <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
          {busy ? <ButtonSpinner /> : null}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
