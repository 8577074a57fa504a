'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { ResetLinkDialog } from '@/components/account/reset-link-dialog';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { KeyIcon } from '@/components/icons/key-icon';
import { SECONDARY_BUTTON } from '@/components/shell/styles';
import { createPasswordResetLink, type PasswordResetLink } from '@/lib/api/account';

/**
 * On the admin's user dashboard, for the chosen customer: creates a one-time link to choose a new
 * password (for a console that sends no email, or a customer whose email went astray) and shows it
 * once. Needs the `AdminResetLink` and `ApiErrors` namespaces.
 */
export function ResetLinkButton({ customerId }: { customerId: string }) {
  const t = useTranslations('AdminResetLink');
  const errorMessage = useApiErrorMessage();
  const dashboardApi = useDashboardApi();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<PasswordResetLink | null>(null);

  async function create() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setLink(
        (await dashboardApi((baseUrl, token) => createPasswordResetLink(baseUrl, token, customerId))).data,
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        ref={buttonRef}
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => void create()}
        className={SECONDARY_BUTTON}
      >
        <KeyIcon className="size-4" />
        {busy ? t('creating') : t('create')}
      </button>
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {error}
      </p>
      {link ? <ResetLinkDialog link={link} onClose={() => setLink(null)} returnFocus={buttonRef} /> : null}
    </div>
  );
}
