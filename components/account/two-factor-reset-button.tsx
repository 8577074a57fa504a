'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { DANGER_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { ShieldIcon } from '@/components/icons/shield-icon';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { removeCustomerTwoFactor } from '@/lib/api/two-factor';

/**
 * On the admin's user dashboard, for the chosen customer: removes their two-factor sign-in after the
 * admin has verified them out of band (docs/product.md, Two-factor sign-in), behind a confirmation.
 * Needs the `AdminTwoFactorReset` and `ApiErrors` namespaces.
 */
export function TwoFactorResetButton({ customerId }: { customerId: string }) {
  const t = useTranslations('AdminTwoFactorReset');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error: boolean; text: string } | null>(null);

  async function remove() {
    if (busy) return;
    setBusy(true);
    try {
      await dashboardApi((baseUrl, token) => removeCustomerTwoFactor(baseUrl, token, customerId));
      setOutcome({ error: false, text: t('removed') });
    } catch (failure) {
      setOutcome({ error: true, text: errorMessage(failure) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setOutcome(null);
          setConfirming(true);
        }}
        className={SECONDARY_BUTTON}
      >
        <ShieldIcon className="size-4" />
        {t('remove')}
      </button>
      <p
        role={outcome?.error ? 'alert' : 'status'}
        className={
          outcome?.error
            ? 'text-sm text-red-700 dark:text-red-300'
            : 'text-sm text-slate-700 dark:text-slate-300'
        }
      >
        {outcome?.text}
      </p>
      {confirming ? (
        <ModalDialog
          role="alertdialog"
          titleId={`${id}-title`}
          descriptionId={`${id}-description`}
          onClose={() => setConfirming(false)}
          initialFocus={cancelRef}
          returnFocus={buttonRef}
        >
          <div className="space-y-3 p-6">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
              {t('description')}
            </p>
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <button
                ref={cancelRef}
                type="button"
                onClick={() => setConfirming(false)}
                className={SECONDARY_BUTTON}
              >
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
      ) : null}
    </div>
  );
}
