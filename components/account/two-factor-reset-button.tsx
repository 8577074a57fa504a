'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { ShieldIcon } from '@/components/icons/shield-icon';
import { CodeLoadFailed } from '@/components/lazy/code-load-failed';
import { useCodeOnRequest } from '@/components/lazy/use-code-on-request';
import { SECONDARY_BUTTON } from '@/components/shell/styles';

// The confirmation and its call load when the admin presses the button: the customer's own dashboard
// shares this page's code and never shows it.
const loadDialog = () =>
  import('@/components/account/two-factor-reset-dialog').then((module) => module.TwoFactorResetDialog);

/**
 * On the admin's user dashboard, for the chosen customer: removes their two-factor sign-in after the
 * admin has verified them out of band (docs/product.md, Two-factor sign-in), behind a confirmation.
 * Needs the `AdminTwoFactorReset` and `ApiErrors` namespaces.
 */
export function TwoFactorResetButton({ customerId }: { customerId: string }) {
  const t = useTranslations('AdminTwoFactorReset');
  const dialog = useCodeOnRequest(loadDialog);
  const Dialog = dialog.code;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ error: boolean; text: string } | null>(null);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={buttonRef}
        type="button"
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={async () => {
          setOutcome(null);
          if (await dialog.request()) setConfirming(true);
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
      {dialog.failed ? <CodeLoadFailed /> : null}
      {confirming && Dialog ? (
        <Dialog
          customerId={customerId}
          returnFocus={buttonRef}
          onDone={(result) => {
            setConfirming(false);
            if (result) setOutcome(result);
          }}
        />
      ) : null}
    </div>
  );
}
