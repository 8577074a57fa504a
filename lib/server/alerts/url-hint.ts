/**
 * A webhook URL as the audit log keeps it: its origin and a hint of the rest (its last four characters,
 * when it is long), never the whole. A webhook's path or query may be its credential (a Slack incoming webhook's path, a
 * `?token=`), and the log is kept for a year and exported; the hint is enough to tell endpoints apart.
 */
export function webhookUrlHint(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '…';
  }
  const rest = `${parsed.pathname}${parsed.search}`.replace(/^\/$/, '');
  if (rest === '') return parsed.origin;
  // Four characters of a short rest would give away too much of it.
  return `${parsed.origin}/…${rest.length >= 20 ? rest.slice(-4) : ''}`;
}
