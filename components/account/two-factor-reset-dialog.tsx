'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type RefObject } from 'react';

import { DANGER_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { removeCustomerTwoFactor } from '@/lib/api/two-factor';

/**
 * The confirmation of "Remove two-factor sign-in" (two-factor-reset-button.tsx), and the call once
 * confirmed: `onDone` gets what to say (an error or the outcome). Needs the `AdminTwoFactorReset` and
 * `ApiErrors` namespaces.
 */
export function TwoFactorResetDialog({
  customerId,
  onDone,
  returnFocus,
}: {
  customerId: string;
  onDone: (outcome: { error: boolean; text: string } | null) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('AdminTwoFactorReset');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (busy) return;
    setBusy(true);
    try {
      await dashboardApi((baseUrl, token) => removeCustomerTwoFactor(baseUrl, token, customerId));
      onDone({ error: false, text: t('removed') });
    } catch (failure) {
      onDone({ error: true, text: errorMessage(failure) });
    }
  }

  return (
    <ModalDialog
      role="alertdialog"
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      onClose={() => onDone(null)}
      initialFocus={cancelRef}
      returnFocus={returnFocus}
    >
      <div className="space-y-3 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('description')}
        </p>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button ref={cancelRef} type="button" onClick={() => onDone(null)} className={SECONDARY_BUTTON}>
            {t('cancel')}
          </button>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void remove()}
            className={DANGER_BUTTON}
          >
            {busy ? t('removing') : t('confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
