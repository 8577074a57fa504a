import type { Platform } from '@/lib/api/types';

/**
 * The device simulator: N devices sending real heartbeats to the ingest API, each every `interval`
 * seconds, spread evenly over the interval, with bounded concurrency and an optional overall rate
 * cap. An app answered with 429 is left alone until its Retry-After has passed. Device i belongs to
 * app i mod (number of apps) and keeps its id (`sim-00001`) across runs, so a restarted simulator
 * continues the same devices.
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
  fetch?: typeof fetch;
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
export function heartbeatBody(index: number, platform?: Platform): Record<string, string> {
  const body: Record<string, string> = {
    deviceId: simulatedDeviceId(index),
    sdkVersion: 'simulator-1.0',
    appVersion: '1.0.0',
  };
  if (platform) {
    body.platform = platform;
    body.model = MODELS[platform][index % MODELS[platform].length];
    body.osVersion = OS_VERSIONS[platform][index % OS_VERSIONS[platform].length];
  }
  return body;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Runs until the duration ends or the signal aborts, then waits for the beats in flight; returns the counts. */
export async function runSimulator(options: SimulatorOptions): Promise<SimulatorCounts> {
  const { apps, devices, signal } = options;
  if (apps.length === 0) throw new Error('The simulator needs at least one app key');
  if (!(devices >= 1)) throw new Error('The simulator needs at least one device');
  const send = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v1/devices/heartbeat`;
  const concurrency = options.concurrency ?? 16;
  // One beat every `spacing` ms overall: the interval shared by the devices, or slower under a rate cap.
  const spacing = Math.max(
    (options.intervalSeconds * 1000) / devices,
    options.ratePerSecond ? 1000 / options.ratePerSecond : 0,
  );
  const counts: SimulatorCounts = { sent: 0, accepted: 0, refused: {}, deferred: 0, errors: 0 };
  const pausedUntil = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const start = Date.now();
  const end = options.durationSeconds ? start + options.durationSeconds * 1000 : Infinity;
  let nextReport = start + options.intervalSeconds * 1000;

  async function beat(index: number): Promise<void> {
    const app = apps[index % apps.length];
    counts.sent += 1;
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-App-Key': app.appKey },
        body: JSON.stringify(heartbeatBody(index, app.platform)),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 202) counts.accepted += 1;
      else counts.refused[response.status] = (counts.refused[response.status] ?? 0) + 1;
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after')) || 1;
        pausedUntil.set(app.appKey, Date.now() + seconds * 1000);
      }
    } catch {
      counts.errors += 1;
    }
  }

  for (let k = 0; !signal?.aborted; k += 1) {
    // After a stall of more than an interval (a suspended laptop), skip ahead rather than burst.
    const behind = Date.now() - (start + k * spacing);
    if (behind > options.intervalSeconds * 1000) k += Math.floor(behind / spacing);
    const due = start + k * spacing;
    if (due >= end) break;
    await sleep(due - Date.now(), signal);
    if (signal?.aborted) break;
    if (Date.now() >= nextReport) {
      options.onReport?.({ ...counts, refused: { ...counts.refused } });
      nextReport += options.intervalSeconds * 1000;
    }
    const index = k % devices;
    if ((pausedUntil.get(apps[index % apps.length].appKey) ?? 0) > Date.now()) {
      counts.deferred += 1;
      continue;
    }
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const pending: Promise<void> = beat(index).finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  }
  await Promise.all(inFlight);
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
