'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { FilterSelect } from '@/components/data-table/filter-select';
import { AUDIT_ACTIONS } from '@/lib/api/contract/audit';
import type { DataTableState } from '@/lib/table/state';

import { FilterDay } from './filter-day';
import { FilterText } from './filter-text';

type Filters = DataTableState['filters'];

/** The audit log's toolbar filters: action, actor, target and a range of days. */
export function AuditFilters({
  filters,
  onChange,
}: {
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
