import type { Platform } from '@/lib/api/types';

import { inOutage, storeOf, type OutagePlan } from './outage';
import { rolloutBeat, type RolloutPlan } from './rollout';

/**
 * The device simulator: N devices sending real heartbeats to the ingest API, each every `interval`
 * seconds, spread evenly over the interval, with bounded concurrency and an optional overall rate
 * cap. An app answered with 429 is left alone until its Retry-After has passed. Device i belongs to
 * app i mod (number of apps) and keeps its id (`sim-00001`) across runs, so a restarted simulator
 * continues the same devices. It gives up, with the reason, when its first heartbeats all fail for a
 * reason that will not pass by itself (nothing listening, a wrong key).
 */
export interface SimulatedApp {
  appKey: string;
  /** The app's platform, when known: devices then describe themselves accordingly. */
  platform?: Platform;
}

export interface SimulatorOptions {
  /** Base URL of the console, e.g. http://127.0.0.1:3000. */
  url: string;
  apps: SimulatedApp[];
  devices: number;
  intervalSeconds: number;
  /** Stops after this long; runs until `signal` aborts otherwise. */
  durationSeconds?: number;
  /** At most this many heartbeats per second overall. */
  ratePerSecond?: number;
  concurrency?: number;
  signal?: AbortSignal;
  /** Called every `intervalSeconds` with the counts so far. */
  onReport?: (counts: SimulatorCounts) => void;
  /** Called once, with the reason, when a heartbeat first fails (network error or an answer other than 202). */
  onFirstFailure?: (reason: string) => void;
  /**
   * When this many first heartbeats all fail with a network error or 401 (no console there, or a wrong
   * key), the simulator stops and throws with the reason instead of retrying for ever (default 5, or the
   * number of devices when smaller).
   */
  giveUpAfter?: number;
  /** A simulated release (rollout.ts): versions move, a few devices fall back or go silent. */
  rollout?: RolloutPlan;
  /** A simulated outage (outage.ts): a share of one store's devices silent for a while. */
  outage?: OutagePlan;
  fetch?: typeof fetch;
  /** Time and waiting; tests pass a virtual clock. */
  clock?: SimulatorClock;
}

export interface SimulatorClock {
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface SimulatorCounts {
  sent: number;
  accepted: number;
  /** Answers other than 202, by status. */
  refused: Record<number, number>;
  /** Beats skipped while their app was rate limited. */
  deferred: number;
  /** Network failures. */
  errors: number;
}

const MODELS: Record<Platform, string[]> = {
  android: ['Google Pixel 8', 'Samsung Galaxy S24', 'OnePlus 12'],
  ios: ['iPhone15,4', 'iPhone16,1', 'iPad13,18'],
  web: ['Chrome 131', 'Firefox 132', 'Safari 18.1'],
  other: ['Raspberry Pi 5', 'Zebra TC58'],
};
const OS_VERSIONS: Record<Platform, string[]> = {
  android: ['14', '15'],
  ios: ['18.1', '18.2'],
  web: ['Windows', 'macOS', 'Linux'],
  other: ['Debian 12'],
};

export function simulatedDeviceId(index: number): string {
  return `sim-${String(index + 1).padStart(5, '0')}`;
}

/** What device `index` reports: stable across runs. */
export function heartbeatBody(
  index: number,
  platform?: Platform,
  appVersion = '1.0.0',
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    deviceId: simulatedDeviceId(index),
    sdkVersion: 'simulator-1.0',
    appVersion,
    // Which store it stands in: a saved view of one store is what an outage is watched through.
    attributes: { store: storeOf(index) },
  };
  if (platform) {
    body.platform = platform;
    body.model = MODELS[platform][index % MODELS[platform].length];
    body.osVersion = OS_VERSIONS[platform][index % OS_VERSIONS[platform].length];
  }
  return body;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

const realClock: SimulatorClock = { now: () => Date.now(), sleep };

/** `fetch failed (connect ECONNREFUSED 127.0.0.1:3000)`: fetch hides the reason in its cause. */
function networkReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause?.message;
  return typeof cause === 'string' && cause ? `${message} (${cause})` : message;
}

/** `401 invalid_app_key: Unknown app key`, from the API's error body when there is one. */
async function answerReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    // Not the API's JSON.
  }
  const said = [error?.code, error?.message].filter((part) => typeof part === 'string').join(': ');
  return `HTTP ${response.status}${said ? ` ${said}` : ''}`;
}

function wholeNumber(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`The simulator's ${name} must be a whole number of at least 1, got ${value}`);
  }
  return value;
}

/** Runs until the duration ends or the signal aborts, then waits for the beats in flight; returns the counts. */
export async function runSimulator(options: SimulatorOptions): Promise<SimulatorCounts> {
  const { apps } = options;
  if (apps.length === 0) throw new Error('The simulator needs at least one app key');
  const devices = wholeNumber('number of devices', options.devices);
  const concurrency = wholeNumber('concurrency', options.concurrency ?? 16);
  if (!(options.intervalSeconds > 0)) throw new Error('The simulator needs a positive interval');
  const send = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v1/devices/heartbeat`;
  // One beat every `spacing` ms overall: the interval shared by the devices, or slower under a rate cap.
  const spacing = Math.max(
    (options.intervalSeconds * 1000) / devices,
    options.ratePerSecond ? 1000 / options.ratePerSecond : 0,
  );
  const counts: SimulatorCounts = { sent: 0, accepted: 0, refused: {}, deferred: 0, errors: 0 };
  const pausedUntil = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const start = clock.now();
  const end = options.durationSeconds ? start + options.durationSeconds * 1000 : Infinity;
  let nextReport = start + options.intervalSeconds * 1000;

  // Stopped by the caller's signal, or by the simulator itself when it gives up.
  const stop = new AbortController();
  if (options.signal?.aborted) stop.abort();
  options.signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const giveUpAfter = Math.min(options.giveUpAfter ?? 5, devices);
  const early = { settled: 0, hopeless: 0 };
  let firstFailure: string | null = null;
  let gaveUp: Error | null = null;

  function settled(failure: string | null, hopeless: boolean): void {
    if (failure !== null && firstFailure === null) {
      firstFailure = failure;
      options.onFirstFailure?.(failure);
    }
    if (early.settled >= giveUpAfter) return;
    early.settled += 1;
    if (hopeless) early.hopeless += 1;
    if (early.settled === giveUpAfter && early.hopeless === giveUpAfter && !gaveUp) {
      gaveUp = new Error(
        `the first ${giveUpAfter} heartbeats all failed (first: ${firstFailure}); is the console at ` +
          `${options.url} running, and the app key right?`,
      );
      stop.abort();
    }
  }

  async function beat(index: number, version: string | undefined): Promise<void> {
    const app = apps[index % apps.length];
    counts.sent += 1;
    let response: Response;
    try {
      response = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-App-Key': app.appKey },
        body: JSON.stringify(heartbeatBody(index, app.platform, version)),
      });
    } catch (error) {
      counts.errors += 1;
      settled(`network error: ${networkReason(error)}`, true);
      return;
    }
    if (response.status === 202) {
      await response.arrayBuffer().catch(() => undefined);
      counts.accepted += 1;
      settled(null, false);
      return;
    }
    counts.refused[response.status] = (counts.refused[response.status] ?? 0) + 1;
    if (response.status === 429) {
      // The answer does not say whether the device's limit or the app's was reached: the app waits.
      const seconds = Number(response.headers.get('retry-after')) || 1;
      pausedUntil.set(app.appKey, clock.now() + seconds * 1000);
    }
    // 401: an unknown key; 404: no ingest API at this URL. Neither passes by itself.
    settled(await answerReason(response), response.status === 401 || response.status === 404);
  }

  for (let k = 0; !stop.signal.aborted; k += 1) {
    // After a stall of more than an interval (a suspended laptop), skip ahead rather than burst.
    const behind = clock.now() - (start + k * spacing);
    if (behind > options.intervalSeconds * 1000) k += Math.floor(behind / spacing);
    const due = start + k * spacing;
    if (due >= end) break;
    await clock.sleep(due - clock.now(), stop.signal);
    if (stop.signal.aborted) break;
    if (clock.now() >= nextReport) {
      options.onReport?.({ ...counts, refused: { ...counts.refused } });
      nextReport += options.intervalSeconds * 1000;
    }
    const index = k % devices;
    if ((pausedUntil.get(apps[index % apps.length].appKey) ?? 0) > clock.now()) {
      counts.deferred += 1;
      continue;
    }
    const release = options.rollout
      ? // Each device beats every interval, or less often under the rate cap.
        rolloutBeat(
          options.rollout,
          index,
          clock.now() - start,
          Math.max(options.intervalSeconds * 1000, devices * spacing),
        )
      : undefined;
    // A device gone silent in the release sends nothing more; one in the outage, nothing until it ends.
    if (release?.silent || (options.outage && inOutage(options.outage, index, clock.now() - start))) continue;
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const pending: Promise<void> = beat(index, release?.version).finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  }
  await Promise.all(inFlight);
  if (gaveUp) throw gaveUp;
  return counts;
}

export function formatCounts(counts: SimulatorCounts): string {
  const refused = Object.entries(counts.refused)
    .map(([status, n]) => `${n}x${status}`)
    .join(', ');
  return (
    `sent ${counts.sent}, accepted ${counts.accepted}, refused ${refused || 0}, ` +
    `deferred ${counts.deferred}, network errors ${counts.errors}`
  );
}
