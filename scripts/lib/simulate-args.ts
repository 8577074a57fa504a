import { parseArgs } from 'node:util';

import { parseRateLimit, type RateLimit } from '@/lib/server/config';

import { DEFAULT_OUTAGE, type OutagePlan } from './outage';
import { DEFAULT_ROLLOUT, type RolloutPlan } from './rollout';

/**
 * The command line of `npm run simulate` (scripts/simulate.ts), checked before anything is sent:
 * counts are whole numbers of at least 1, times and rates positive numbers.
 */
export interface SimulateArgs {
  url: string;
  devices: number;
  intervalSeconds: number;
  durationSeconds?: number;
  ratePerSecond?: number;
  concurrency: number;
  appKeys: string[];
  allApps: boolean;
  /** `--rollout`: a simulated release over `--rollout-seconds` (default 600). */
  rollout?: RolloutPlan;
  /** `--outage`: a share of one store's devices silent for a while (outage.ts). */
  outage?: OutagePlan;
  /** Things to say before starting: settings that will get heartbeats refused. */
  warnings: string[];
}

const DEFAULT_DEVICE_LIMIT = '6/1m';

function positive(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, got "${raw}"`);
  return value;
}

function whole(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`--${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

/** The per-device limit the console most likely applies: this machine's setting, else the default. */
function deviceLimit(env: Record<string, string | undefined>): { limit: RateLimit; said: string } | null {
  const raw = env.DEVICE_HEARTBEAT_RATE_LIMIT?.trim();
  try {
    if (raw) {
      const limit = parseRateLimit('DEVICE_HEARTBEAT_RATE_LIMIT', raw);
      return limit && { limit, said: `DEVICE_HEARTBEAT_RATE_LIMIT=${raw}` };
    }
  } catch {
    // Not this console's concern here; the default is the better guess.
  }
  return {
    limit: parseRateLimit('DEVICE_HEARTBEAT_RATE_LIMIT', DEFAULT_DEVICE_LIMIT)!,
    said: `the default DEVICE_HEARTBEAT_RATE_LIMIT ${DEFAULT_DEVICE_LIMIT}`,
  };
}

export function parseSimulateArgs(args: string[], env: Record<string, string | undefined>): SimulateArgs {
  const { values } = parseArgs({
    args,
    options: {
      devices: { type: 'string' },
      url: { type: 'string' },
      'app-key': { type: 'string', multiple: true },
      'all-apps': { type: 'boolean', default: false },
      interval: { type: 'string' },
      duration: { type: 'string' },
      rate: { type: 'string' },
      concurrency: { type: 'string' },
      rollout: { type: 'boolean', default: false },
      'rollout-seconds': { type: 'string' },
      'rollout-from': { type: 'string' },
      'rollout-to': { type: 'string' },
      outage: { type: 'boolean', default: false },
      'outage-store': { type: 'string' },
      'outage-after': { type: 'string' },
      'outage-seconds': { type: 'string' },
    },
  });
  const parsed: SimulateArgs = {
    url: (values.url ?? `http://127.0.0.1:${env.PORT?.trim() || '3000'}`).replace(/\/+$/, ''),
    devices: whole('devices', values.devices) ?? 100,
    intervalSeconds: positive('interval', values.interval) ?? 30,
    durationSeconds: positive('duration', values.duration),
    ratePerSecond: positive('rate', values.rate),
    concurrency: whole('concurrency', values.concurrency) ?? 16,
    appKeys: (values['app-key'] ?? []).map((key) => key.trim()).filter(Boolean),
    allApps: values['all-apps'] ?? false,
    rollout: values.rollout
      ? {
          ...DEFAULT_ROLLOUT,
          from: values['rollout-from']?.trim() || DEFAULT_ROLLOUT.from,
          to: values['rollout-to']?.trim() || DEFAULT_ROLLOUT.to,
          seconds: positive('rollout-seconds', values['rollout-seconds']) ?? 600,
        }
      : undefined,
    outage: values.outage
      ? {
          ...DEFAULT_OUTAGE,
          store: values['outage-store']?.trim() || DEFAULT_OUTAGE.store,
          after: positive('outage-after', values['outage-after']) ?? DEFAULT_OUTAGE.after,
          seconds: positive('outage-seconds', values['outage-seconds']) ?? DEFAULT_OUTAGE.seconds,
        }
      : undefined,
    warnings: [],
  };
  if (parsed.allApps && parsed.appKeys.length)
    throw new Error('Pass either --app-key or --all-apps, not both');

  // Each device beats every interval, or less often under the overall rate cap.
  const everySeconds = Math.max(
    parsed.intervalSeconds,
    parsed.ratePerSecond ? parsed.devices / parsed.ratePerSecond : 0,
  );
  const perDevice = deviceLimit(env);
  if (perDevice) {
    const { limit, windowMs } = perDevice.limit;
    const slowest = windowMs / limit / 1000;
    if (everySeconds < slowest) {
      parsed.warnings.push(
        `a heartbeat every ${everySeconds} s per device is more than ${perDevice.said} allows ` +
          `(one every ${slowest} s): the console will answer 429, and each refusal pauses that ` +
          `device’s whole app; use --interval ${Math.ceil(slowest)} or more`,
      );
    }
  }
  return parsed;
}
