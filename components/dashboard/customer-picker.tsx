'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { listCustomers } from '@/lib/api/admin';

const SELECT =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 dark:bg-slate-800 dark:text-white';

/**
 * The admin's choice of whose dashboard to see: every customer together ('') or one. While the list
 * loads, or if it fails, "All customers" and the current choice stay usable.
 */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (customerId: string) => void;
}) {
  const t = useTranslations('Dashboard');
  const id = useId();
  const customers = useApiResource('admin-customers', listCustomers);
  const list = customers.data?.data ?? [];
  const known = !value || list.some((customer) => customer.id === value);

  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('customerPicker.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={customers.error ? `${id}-error` : undefined}
        className={SELECT}
      >
        <option value="">{t('customerPicker.all')}</option>
        {/* A customer named in the URL stays selectable before (or without) the list. */}
        {known ? null : <option value={value}>{t('customerPicker.unknown')}</option>}
        {list.map((customer) => (
          <option key={customer.id} value={customer.id}>
            {t('customerPicker.option', { name: customer.name, email: customer.email })}
          </option>
        ))}
      </select>
      {customers.error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t('customerPicker.error')}{' '}
          <button type="button" onClick={customers.reload} className="font-semibold underline">
            {t('retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
