'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';

import { dataTableColumnHelper, type DataTableColumnDef } from '@/components/data-table/columns';
import type { AuditEntry } from '@/lib/api/contract/audit';

import { AuditSummary } from './audit-summary';
import { AuditUserAgent } from './audit-user-agent';

const col = dataTableColumnHelper<AuditEntry>();

function Quiet({ children }: { children: React.ReactNode }) {
  return <span className="text-xs text-slate-600 dark:text-slate-300">{children}</span>;
}

/** A name that narrows the log to itself when pressed (the actor or the target filter). */
function FilterLink({
  label,
  onPress,
  children,
}: {
  label: string;
  onPress: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      title={label}
      aria-label={label}
      className="text-start wrap-anywhere text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
    >
      {children}
    </button>
  );
}

/** Which filter a name in a row sets, and to what. */
export type AuditRowFilter = (key: 'actor' | 'target', value: string) => void;

/**
 * The audit log's columns. The server orders the log newest first and nothing else, so no column
 * sorts. Actor and target show a name with what kind of thing or person it is under it; pressing the
 * name shows only that actor's or that target's entries. `onFilter` must be stable (useCallback).
 */
export function useAuditColumns(onFilter: AuditRowFilter): DataTableColumnDef<AuditEntry>[] {
  const t = useTranslations('AuditLog');
  const format = useFormatter();
  return useMemo(
    () =>
      col.columns([
        col.accessor('at', {
          header: t('columns.at'),
          meta: { minWidth: '6.5rem' },
          // The day over the time: two short lines, not one long one, so the table fits a laptop.
          cell: (info) => {
            const at = new Date(info.getValue());
            return (
              <time dateTime={info.getValue()} className="flex flex-col whitespace-nowrap">
                <span>{format.dateTime(at, 'date')}</span>
                <Quiet>{format.dateTime(at, 'exactTime')}</Quiet>
              </time>
            );
          },
        }),
        col.accessor((entry) => entry.actor.name ?? '', {
          id: 'actor',
          header: t('columns.actor'),
          meta: { minWidth: '8rem' },
          cell: (info) => {
            const { actor } = info.row.original;
            const role = actor.role ?? 'unknown';
            return (
              <span className="flex flex-col">
                {actor.role === 'system' || !actor.name ? (
                  <span className="wrap-anywhere">{t('roles.system')}</span>
                ) : (
                  <FilterLink
                    label={t('filterByActor', { name: actor.name })}
                    onPress={() => onFilter('actor', actor.name ?? '')}
                  >
                    {actor.name}
                  </FilterLink>
                )}
                {actor.role === 'system' ? null : <Quiet>{t(`roles.${role}`)}</Quiet>}
                {actor.viaToken ? <Quiet>{t('viaToken', { name: actor.viaToken.name })}</Quiet> : null}
              </span>
            );
          },
        }),
        col.accessor('action', {
          header: t('columns.action'),
          meta: { minWidth: '7rem', exportValue: (action) => action },
          cell: (info) => t(`actions.${info.getValue()}`),
        }),
        col.accessor((entry) => entry.target.label, {
          id: 'target',
          header: t('columns.target'),
          meta: { minWidth: '8rem' },
          cell: (info) => {
            const { target } = info.row.original;
            const named = target.kind === 'guide' || target.kind === 'log';
            return (
              <span className="flex flex-col">
                {named || !target.id ? (
                  <span className="wrap-anywhere">
                    {named ? t(`targetKinds.${target.kind}`) : target.label}
                  </span>
                ) : (
                  <FilterLink
                    label={t('filterByTarget', { name: target.label })}
                    onPress={() => onFilter('target', target.id ?? '')}
                  >
                    {target.label}
                  </FilterLink>
                )}
                {named ? null : <Quiet>{t(`targetKinds.${target.kind}`)}</Quiet>}
              </span>
            );
          },
        }),
        col.accessor('summary', {
          header: t('columns.summary'),
          meta: { minWidth: '11rem' },
          cell: (info) => <AuditSummary summary={info.getValue()} />,
        }),
        col.accessor((entry) => entry.ip ?? '', {
          id: 'ip',
          header: t('columns.ip'),
          // An IPv4 address stays on one line; a long IPv6 one may break anywhere rather than widen the table.
          cell: (info) => (
            <span
              className={`font-mono text-xs ${info.getValue().includes(':') ? 'wrap-anywhere' : 'whitespace-nowrap'}`}
            >
              {info.getValue()}
            </span>
          ),
        }),
        col.accessor((entry) => entry.userAgent ?? '', {
          id: 'userAgent',
          header: t('columns.userAgent'),
          meta: { minWidth: '9rem' },
          cell: (info) => <AuditUserAgent userAgent={info.getValue() || null} />,
        }),
      ]),
    [t, format, onFilter],
  );
}
