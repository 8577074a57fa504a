'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { FilterSelect, type FilterOption } from '@/components/data-table/filter-select';
import { listAdminOrgs, listCustomers } from '@/lib/api/admin';
import type { Customer, ListResponse } from '@/lib/api/types';

/**
 * The admin's choice of one customer ('' = every customer), loading the customers itself. A value
 * that is not in the list (a link naming a customer, before or without the list) stays selected: as
 * "Selected customer" until the list is there, then as "Unknown customer" if it is not in it. When the
 * list fails, the error and a Try again button show under (stacked) or beside (inline) the select,
 * which they describe. `stacked` is a page's label above a full-width select, `inline` a table
 * toolbar's filter (both FilterSelect). `first`: the list as the server answered it while rendering
 * the page (docs/architecture.md, "First answers"), not asked for again on mount. `organisation`:
 * `value` is an organisation's id (`orgId`); one not in the customers' list (a team, not someone's
 * personal organisation) shows as "Organisation: <its name>" once the organisations are loaded.
 */
interface CustomerSelectProps {
  value: string;
  organisation?: boolean;
  onChange: (customerId: string) => void;
  label: string;
  layout: 'stacked' | 'inline';
  first?: ListResponse<Customer>;
}

export function CustomerSelect({ organisation = false, ...props }: CustomerSelectProps) {
  return organisation ? <OrganisationSelect {...props} /> : <Select {...props} />;
}

/** The select with the organisation `value` names, found in the admin's list of organisations. */
function OrganisationSelect(props: Omit<CustomerSelectProps, 'organisation'>) {
  const orgs = useApiResource('admin-orgs', listAdminOrgs);
  const name = orgs.data?.data.find((org) => org.id === props.value)?.name ?? null;
  return <Select {...props} organisationName={name} />;
}

function Select({
  value,
  onChange,
  label,
  layout,
  first,
  organisationName,
}: Omit<CustomerSelectProps, 'organisation'> & {
  /** Set (null until known) when `value` is an organisation's id. */
  organisationName?: string | null;
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

  const unknownLabel = () => {
    if (organisationName) return t('organisationNamed', { name: organisationName });
    if (organisationName === null) return t('organisation');
    return list ? t('unknown') : t('selected');
  };

  return (
    <FilterSelect
      layout={layout}
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      unknownLabel={unknownLabel}
      error={error}
    />
  );
}
