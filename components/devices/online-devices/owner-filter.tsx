'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { useApiResource } from '@/components/data/use-api-resource';
import { FilterSelect } from '@/components/data-table/filter-select';
import { listCustomers } from '@/lib/api/admin';

/** Admins narrow the devices to one customer's; the customers load when the filter first shows. */
export function OwnerFilter({ value, onChange }: { value: string; onChange: (ownerId: string) => void }) {
  const t = useTranslations('OnlineDevices');
  const customers = useApiResource('admin-customers', listCustomers);
  const list = customers.data?.data;
  const options = useMemo(
    () => [
      { value: '', label: t('allOwners') },
      ...(list ?? []).map((customer) => ({
        value: customer.id,
        label: t('ownerOption', { name: customer.name, email: customer.email }),
      })),
    ],
    [list, t],
  );
  return (
    <FilterSelect
      label={t('ownerFilter')}
      value={value}
      options={options}
      onChange={onChange}
      unknownLabel={list ? (id) => t('unknownOption', { id }) : undefined}
    />
  );
}
