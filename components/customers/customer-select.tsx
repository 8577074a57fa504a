'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';
import { listCustomers } from '@/lib/api/admin';

const STACKED_SELECT =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 dark:bg-slate-800 dark:text-white';

/**
 * The admin's choice of one customer ('' = every customer), loading the customers itself. A value
 * that is not in the list (a link naming a customer, before or without the list) stays selected: as
 * "Selected customer" until the list is there, then as "Unknown customer" if it is not in it. When the
 * list fails, the error and a Try again button show under (stacked) or beside (inline) the select,
 * which they describe. `stacked` is a page's label above a full-width select, `inline` a table
 * toolbar's filter (FilterSelect).
 */
export function CustomerSelect({
  value,
  onChange,
  label,
  layout,
}: {
  value: string;
  onChange: (customerId: string) => void;
  label: string;
  layout: 'stacked' | 'inline';
}) {
  const t = useTranslations('CustomerSelect');
  const id = useId();
  const customers = useApiResource('admin-customers', listCustomers);
  const list = customers.data?.data;

  const options = useMemo<FilterOption[]>(() => {
    const choices = [
      { value: '', label: t('all') },
      ...(list ?? []).map((customer) => ({
        value: customer.id,
        label: t('option', { name: customer.name, email: customer.email }),
      })),
    ];
    if (choices.some((choice) => choice.value === value)) return choices;
    return [{ value, label: list ? t('unknown') : t('selected') }, ...choices];
  }, [list, t, value]);

  const error = customers.error ? (
    <>
      {t('failed')}{' '}
      <button type="button" onClick={customers.reload} className="font-semibold underline">
        {t('retry')}
      </button>
    </>
  ) : null;

  if (layout === 'inline') {
    return <FilterSelect label={label} value={value} options={options} onChange={onChange} error={error} />;
  }

  const errorId = `${id}-error`;
  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? errorId : undefined}
        className={STACKED_SELECT}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
