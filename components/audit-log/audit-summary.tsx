'use client';

import { useLocale, useTranslations } from 'next-intl';

import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import {
  AUDIT_FIELDS,
  isAuditField,
  type AuditChange,
  type AuditField,
  type AuditFieldKind,
} from '@/lib/api/contract/audit';
import { SECOND_FACTORS, type SecondFactor } from '@/lib/auth/second-factor';

import { formatAuditNumber } from './format-audit-value';

const PLATFORMS = ['android', 'ios', 'web', 'other'] as const;
const isPlatform = (value: string): value is (typeof PLATFORMS)[number] =>
  (PLATFORMS as readonly string[]).includes(value);
const isSecondFactor = (value: string): value is SecondFactor =>
  (SECOND_FACTORS as readonly string[]).includes(value);

/**
 * A value as the user reads it, by the kind of its field (AUDIT_FIELDS): durations, percentages and
 * counts in the reader's language, platforms, app statuses and second steps translated, a guide's language by its
 * name, text as recorded. A null number of an alert rule is the rule switched off.
 */
export function useAuditValue() {
  const platforms = useTranslations('Platforms');
  const statuses = useTranslations('AppStatuses');
  const t = useTranslations('AuditLog');
  const locale = useLocale();
  return (kind: AuditFieldKind | null, value: string | null): string | null => {
    if (value === null) return null;
    if (kind === null) return value;
    const number = formatAuditNumber(kind, value, locale);
    if (number !== null) return number;
    if (kind === 'platform' && isPlatform(value)) return platforms(value);
    if (kind === 'appStatus' && (value === 'active' || value === 'suspended')) return statuses(value);
    if (kind === 'secondFactor' && isSecondFactor(value)) return t(`secondFactors.${value}`);
    if (kind === 'onOff' && (value === 'true' || value === 'false'))
      return t(value === 'true' ? 'valueOn' : 'valueOff');
    if (kind === 'locale' && (LOCALES as readonly string[]).includes(value)) {
      return LOCALE_NAMES[value as Locale];
    }
    return value;
  };
}

/** Alert rules, whose null is the rule switched off: a change to or from null reads "Off". */
const OFF_WHEN_NULL = new Set<string>(['offlineAfterSeconds', 'offlineSharePercent'] satisfies AuditField[]);

/**
 * One line per change: "Online window: 10 seconds → 1 hour" (an arrow that points the reading way in
 * RTL too). A field the console has no label for (an entry older than the field list) shows its name.
 */
export function useAuditSummaryText() {
  const t = useTranslations('AuditLog');
  const valueOf = useAuditValue();
  return (summary: readonly AuditChange[]): string[] =>
    summary.map(({ field, before, after }) => {
      const known = isAuditField(field);
      const kind = known ? AUDIT_FIELDS[field] : null;
      const label = known ? t(`fields.${field}`) : field;
      const off = OFF_WHEN_NULL.has(field) ? t('valueOff') : null;
      const [from, to] = [valueOf(kind, before) ?? off, valueOf(kind, after) ?? off];
      if (from === null && to === null) return t('changeHidden', { field: label });
      if (from === null) return t('changeSet', { field: label, after: to ?? '' });
      if (to === null) return t('changeRemoved', { field: label, before: from });
      return t('change', { field: label, before: from, after: to });
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
