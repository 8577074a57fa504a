'use client';

import { useTranslations } from 'next-intl';

import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import type { AuditChange } from '@/lib/api/contract/audit';

/** The fields the log names, with translated labels; another field shows under its own name. */
const FIELDS = ['name', 'platform', 'bundleId', 'status', 'language', 'length', 'entriesDeleted'] as const;
type KnownField = (typeof FIELDS)[number];
const isKnown = (field: string): field is KnownField => (FIELDS as readonly string[]).includes(field);

/**
 * A value as the user reads it: platforms and app statuses translated, a guide's language by its name,
 * the rest as recorded.
 */
export function useAuditValue() {
  const platforms = useTranslations('Platforms');
  const statuses = useTranslations('AppStatuses');
  return (field: string, value: string | null): string | null => {
    if (value === null) return null;
    if (field === 'platform' && ['android', 'ios', 'web', 'other'].includes(value)) {
      return platforms(value as 'android');
    }
    if (field === 'status' && (value === 'active' || value === 'suspended')) return statuses(value);
    if (field === 'language' && (LOCALES as readonly string[]).includes(value)) {
      return LOCALE_NAMES[value as Locale];
    }
    return value;
  };
}

/** One line per change: "Name: Shop → Store" (an arrow that points the reading way in RTL too). */
export function useAuditSummaryText() {
  const t = useTranslations('AuditLog');
  const valueOf = useAuditValue();
  return (summary: readonly AuditChange[]): string[] =>
    summary.map(({ field, before, after }) => {
      const label = isKnown(field) ? t(`fields.${field}`) : field;
      const [from, to] = [valueOf(field, before), valueOf(field, after)];
      if (from === null && to === null) return t('changeHidden', { field: label });
      if (from === null) return t('changeSet', { field: label, after: to ?? '' });
      return t('change', { field: label, before: from, after: to ?? '' });
    });
}

export function AuditSummary({ summary }: { summary: readonly AuditChange[] }) {
  const lines = useAuditSummaryText()(summary);
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {lines.map((line, index) => (
        <li key={index} className="wrap-anywhere">
          {line}
        </li>
      ))}
    </ul>
  );
}
