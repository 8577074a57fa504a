'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { useConsoleSetter } from '@/components/state/console-store';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { setOrgTwoFactor } from '@/lib/api/org-members';

/**
 * Whether the organisation requires two-factor sign-in of its members (docs/product.md, Two-factor
 * sign-in), switched by its owners, who must have it themselves. The members table shows who has it.
 */
export function OrgTwoFactorSection({ org }: { org: OrgSummary }) {
  const t = useTranslations('OrgMembers');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const reasonFor = useRoleReason();
  const setList = useConsoleSetter('orgList');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = !org.requireTwoFactor;
      const { data } = await api((baseUrl, token) => setOrgTwoFactor(baseUrl, token, org.id, next));
      setList(
        (list) =>
          list && {
            ...list,
            data: list.data.map((o) =>
              o.id === data.id ? { ...o, requireTwoFactor: data.requireTwoFactor } : o,
            ),
          },
      );
      setStatus(data.requireTwoFactor ? t('twoFactorRequiredNow') : t('twoFactorOptionalNow'));
    } catch (reason) {
      setError(apiErrorMessage(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`${id}-heading`} className="text-sm font-medium text-slate-500 dark:text-slate-400">
        {t('twoFactorHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {org.requireTwoFactor ? t('twoFactorRequired') : t('twoFactorOptional')}
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="mt-3 space-y-3">
        <FormErrorAlert message={error} />
        <GatedButton
          reason={reasonFor('manageOwners')}
          className={SMALL_BUTTON}
          aria-disabled={busy || undefined}
          onClick={() => void toggle()}
        >
          {org.requireTwoFactor ? t('twoFactorStopRequiring') : t('twoFactorRequire')}
        </GatedButton>
      </div>
    </section>
  );
}
