'use client';

import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';

import { ButtonSpinner } from '@/components/forms/button-spinner';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { cx } from '@/components/shell/class-names';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';

import { DANGER_BUTTON } from './styles';

const BUSY = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * Asks before an action that breaks something (WAI-ARIA alert dialog): it says what breaks, focus
 * starts on Cancel (the safe choice) and stays inside, Escape cancels. The confirm button names the
 * action. While the action runs both buttons wait; when it fails, the dialog stays open with the
 * reason (needs the `ApiErrors` namespace) so the user can try again or cancel.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
  onCancel,
  returnFocus,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  /** Runs the action; the caller closes the dialog when it succeeds. A rejection is shown here. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  /** More to fill in before confirming (a suspension's reason), below the description. */
  children?: ReactNode;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const apiErrorMessage = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };
  // Leaving while the call runs would hide its outcome: Escape and the backdrop wait for it too.
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <ModalDialog
      role="alertdialog"
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={cancel}
      initialFocus={cancelRef}
      returnFocus={returnFocus}
    >
      <div className="space-y-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
        {children}
        <FormErrorAlert message={error ? apiErrorMessage(error) : null} />
        <div className="flex flex-wrap justify-end gap-3">
          {/* aria-disabled, not disabled: the focused button keeps focus (and the trap keeps working). */}
          <button
            ref={cancelRef}
            type="button"
            onClick={cancel}
            aria-disabled={busy || undefined}
            className={cx(SECONDARY_BUTTON, BUSY)}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={confirm}
            aria-disabled={busy || undefined}
            className={cx(destructive ? DANGER_BUTTON : PRIMARY_BUTTON, BUSY)}
          >
            {busy ? <ButtonSpinner /> : null}
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
