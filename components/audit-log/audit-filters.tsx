'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo } from 'react';

import { FilterSelect } from '@/components/data-table/filter-select';
import { AUDIT_ACTIONS } from '@/lib/api/contract/audit';
import type { DataTableState } from '@/lib/table/state';

import { FilterDay } from './filter-day';
import { FilterText } from './filter-text';

type Filters = DataTableState['filters'];

/** The owner filter is the admin's alone: the customer's log does not load it. */
const CustomerSelect = lazy(() =>
  import('@/components/forms/customer-select').then((module) => ({ default: module.CustomerSelect })),
);

/**
 * The audit log's toolbar filters: action, actor, target and a range of days; for admins first the
 * owner (or the organisation opened with `orgId`, which a choice of owner replaces).
 */
export function AuditFilters({
  admin = false,
  filters,
  onChange,
}: {
  admin?: boolean;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const t = useTranslations('AuditLog');
  const actions = useMemo(
    () => [
      { value: '', label: t('allActions') },
      ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
    ],
    [t],
  );
  const set = (key: string) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <div role="group" aria-label={t('filters')} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {admin ? (
        <Suspense fallback={null}>
          <CustomerSelect
            layout="inline"
            label={t('ownerFilter')}
            value={filters.orgId || filters.owner || ''}
            organisation={!!filters.orgId}
            onChange={(owner) => onChange({ ...filters, owner, orgId: '' })}
          />
        </Suspense>
      ) : null}
      <FilterSelect
        label={t('actionFilter')}
        value={filters.action ?? ''}
        options={actions}
        onChange={set('action')}
        unknownLabel={(value) => t('unknownOption', { value })}
      />
      <FilterText label={t('actorFilter')} value={filters.actor ?? ''} onChange={set('actor')} />
      <FilterText label={t('targetFilter')} value={filters.target ?? ''} onChange={set('target')} />
      <FilterDay label={t('fromFilter')} value={filters.from ?? ''} max={filters.to} onChange={set('from')} />
      <FilterDay label={t('toFilter')} value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
    </div>
  );
}
