'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import type { Customer } from '@/lib/api/types';

/**
 * The admin's choice of one customer whose apps to list ('' = every customer). A value that is not
 * in the list (a link to a customer not loaded, or the list failed) stays selectable as it is.
 */
export function OwnerFilter({
  value,
  customers,
  failed,
  onChange,
}: {
  value: string;
  customers: readonly Customer[] | undefined;
  failed: boolean;
  onChange: (ownerId: string) => void;
}) {
  const t = useTranslations('AdminApps');
  const id = useId();
  const known = !value || customers?.some((customer) => customer.id === value);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-300">
        {t('ownerFilter')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={failed ? `${id}-error` : undefined}
        className="h-9 max-w-64 rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        <option value="">{t('allOwners')}</option>
        {known ? null : <option value={value}>{value}</option>}
        {customers?.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {t('ownerOption', { name: customer.name, email: customer.email })}
          </option>
        ))}
      </select>
      {failed ? (
        <span id={`${id}-error`} className="text-xs text-red-700 dark:text-red-300">
          {t('ownersFailed')}
        </span>
      ) : null}
    </div>
  );
}
