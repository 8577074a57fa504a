import 'server-only';

/** The alert settings of lib/server/config.ts (documented there): the check's pace and its targets. */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** ALERT_CHECK_SECONDS [30]: how often the offline check and the deliveries run. */
export function alertCheckSeconds(): number {
  const raw = env('ALERT_CHECK_SECONDS') ?? '30';
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 3600) {
    throw new Error(`ALERT_CHECK_SECONDS must be a whole number of seconds from 1 to 3600, got "${raw}"`);
  }
  return seconds;
}

/** ALERT_ALLOW_PRIVATE_TARGETS [off]: `on` lets webhooks reach private addresses, and plain http. */
export function alertAllowPrivateTargets(): boolean {
  const raw = (env('ALERT_ALLOW_PRIVATE_TARGETS') ?? 'off').toLowerCase();
  if (raw !== 'on' && raw !== 'off') {
    throw new Error(`ALERT_ALLOW_PRIVATE_TARGETS must be "on" or "off", got "${raw}"`);
  }
  return raw === 'on';
}
