'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { SMALL_BUTTON } from '@/components/apps/styles';
import { useDashboardApi } from '@/components/data/use-dashboard-api';
import { FormErrorAlert } from '@/components/forms/form-error-alert';
import { useApiErrorMessage } from '@/components/forms/use-api-error-message';
import { PencilIcon } from '@/components/icons/pencil-icon';
import { GatedButton, useRoleReason } from '@/components/orgs/role-gate';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/shell/styles';
import { useConsoleSetter } from '@/components/state/console-store';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { renameOrg } from '@/lib/api/org-changes';
import { ORG_NAME_MAX } from '@/lib/validations/org';

/** The organisation's name, renamed in place by its owners. */
export function OrgNameSection({ org }: { org: OrgSummary }) {
  const t = useTranslations('OrgMembers');
  const api = useDashboardApi();
  const apiErrorMessage = useApiErrorMessage();
  const reasonFor = useRoleReason();
  const setList = useConsoleSetter('orgList');
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const name = (draft ?? '').trim();
    if (!name || name.length > ORG_NAME_MAX) {
      setError(name ? t('nameTooLong', { max: ORG_NAME_MAX }) : t('nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await api((baseUrl, token) => renameOrg(baseUrl, token, org.id, name));
      setList(
        (list) =>
          list && { ...list, data: list.data.map((o) => (o.id === data.id ? { ...o, name: data.name } : o)) },
      );
      setDraft(null);
      setError(null);
      requestAnimationFrame(() => buttonRef.current?.focus());
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
        {t('orgName')}
      </h2>
      {draft === null ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p dir="auto" className="min-w-0 text-lg font-semibold wrap-anywhere">
            {org.name}
          </p>
          <GatedButton
            ref={buttonRef}
            reason={reasonFor('renameOrg')}
            className={SMALL_BUTTON}
            onClick={() => setDraft(org.name)}
          >
            <PencilIcon className="size-4" />
            {t('rename')}
          </GatedButton>
        </div>
      ) : (
        <form
          noValidate
          className="mt-2 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('orgName')}
          </label>
          <input
            id={`${id}-name`}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={error ? true : undefined}
            className="block w-full max-w-md rounded-md border border-slate-500 bg-white px-3 py-2 text-sm dark:bg-slate-950"
          />
          <FormErrorAlert message={error} />
          <div className="flex gap-3">
            <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
              {t('save')}
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
