/**
 * What an admin typed as a heartbeat quota, ready for the shared schema: digits, with or without the
 * language's digit grouping ("150,000" in English, "150.000" in German, "150 000" in French), become
 * a number; nothing becomes undefined ('required'); anything else stays text, which the schema refuses
 * as not a whole number ("1.5", "-3", "many").
 */
export function parseQuotaInput(text: string, locale: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const group = new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group');
  let compact = trimmed.replace(/\s/gu, '');
  if (group && !/\s/u.test(group.value)) compact = compact.split(group.value).join('');
  return /^\d+$/.test(compact) ? Number(compact) : trimmed;
}
