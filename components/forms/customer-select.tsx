'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';
import { listCustomers } from '@/lib/api/admin';
import type { Customer, ListResponse } from '@/lib/api/types';

/**
 * The admin's choice of one customer ('' = every customer), loading the customers itself. A value
 * that is not in the list (a link naming a customer, before or without the list) stays selected: as
 * "Selected customer" until the list is there, then as "Unknown customer" if it is not in it. When the
 * list fails, the error and a Try again button show under (stacked) or beside (inline) the select,
 * which they describe. `stacked` is a page's label above a full-width select, `inline` a table
 * toolbar's filter (both FilterSelect). `first`: the list as the server answered it while rendering
 * the page (docs/architecture.md, "First answers"), not asked for again on mount.
 */
export function CustomerSelect({
  value,
  onChange,
  label,
  layout,
  first,
  organisation = false,
}: {
  value: string;
  /** `value` is an organisation's id (`orgId`): one not in the list is "Selected organisation". */
  organisation?: boolean;
  onChange: (customerId: string) => void;
  label: string;
  layout: 'stacked' | 'inline';
  first?: ListResponse<Customer>;
}) {
  const t = useTranslations('CustomerSelect');
  const tApi = useTranslations('ApiErrors');
  const customers = useApiResource('admin-customers', listCustomers, { first });
  const list = customers.data?.data;

  const options = useMemo<FilterOption[]>(
    () => [
      { value: '', label: t('all') },
      ...(list ?? []).map((customer) => ({
        value: customer.id,
        label: t('option', { name: customer.name, email: customer.email }),
      })),
    ],
    [list, t],
  );

  const error = customers.error ? (
    <>
      {t('failed')}{' '}
      <button type="button" onClick={customers.reload} className="font-semibold underline">
        {tApi('retry')}
      </button>
    </>
  ) : null;

  return (
    <FilterSelect
      layout={layout}
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      unknownLabel={() => (organisation ? t('organisation') : list ? t('unknown') : t('selected'))}
      error={error}
    />
  );
}
