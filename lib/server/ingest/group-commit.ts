import 'server-only';

import { databaseKind, serverConfig, type ServerConfig } from '@/lib/server/config';
import { commitBeats, deviceKey, type Beat, type BeatOutcome } from '@/lib/server/ingest/commit';
import { effectiveQuota, QUOTA_LIMIT_NAME } from '@/lib/server/ingest/quota';
import { noteQuotaUse } from '@/lib/server/ingest/quota-notices';
import { syncedWindowCounter } from '@/lib/server/rate-limit/synced-window';

/**
 * Heartbeats wait here for the next group commit. A commit starts as soon as the event loop turns and a
 * commit slot is free, and takes every beat that has arrived meanwhile (up to MAX_BATCH, one per device:
 * a second beat of a device waits for the next commit), so under load each commit carries many beats and
 * at rest a lone beat is written at once. Each beat's promise settles when its commit has: a beat is
 * acknowledged only once it is durable.
 */
const MAX_BATCH = 500;
/** Commits in flight at once: PGlite runs one statement at a time; on PostgreSQL two overlap (measured: more
 * split the beats into smaller commits for no gain on the bench machine). */
const SLOTS = { pglite: 1, postgres: 2 } as const;

interface Waiting {
  beat: Beat;
  resolve: (outcome: BeatOutcome) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  waiting: Waiting[];
  inFlight: number;
  scheduled: boolean;
  /** Commits made and beats they carried, since the process started (tests, diagnostics). */
  commits: number;
  beats: number;
}

// On globalThis: one queue per process, shared by the custom server's ingest and Next's route handler.
const store = globalThis as typeof globalThis & { __fleetdeckGroupCommit?: Queue };

function queue(): Queue {
  store.__fleetdeckGroupCommit ??= { waiting: [], inFlight: 0, scheduled: false, commits: 0, beats: 0 };
  return store.__fleetdeckGroupCommit;
}

/** Takes the next batch: the oldest beats, one per device. */
function nextBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const devices = new Set<string>();
  for (const entry of waiting) {
    const key = deviceKey(entry.beat.app.id, entry.beat.input.deviceId);
    if (batch.length < MAX_BATCH && !devices.has(key)) {
      devices.add(key);
      batch.push(entry);
    } else rest.push(entry);
  }
  waiting.splice(0, waiting.length, ...rest);
  return batch;
}

/**
 * The app quotas first (counted in memory, shared through the database: synced-window.ts); the earliest
 * beats of an app get what is left of it, the others are refused at once. Then one commit for the rest.
 * What a commit did not accept (a device's limit, a failure) is given back to the app's quota.
 */
async function commitBatch(batch: Waiting[], config: ServerConfig): Promise<void> {
  const quotas = syncedWindowCounter(QUOTA_LIMIT_NAME);
  const byApp = new Map<string, Waiting[]>();
  for (const entry of batch) byApp.set(entry.beat.app.id, [...(byApp.get(entry.beat.app.id) ?? []), entry]);
  const toWrite: Waiting[] = [];
  const granted = new Map<string, number>();
  for (const [appId, entries] of byApp) {
    const rule = effectiveQuota(entries[0].beat.app.heartbeatQuota, config);
    if (!rule) {
      toWrite.push(...entries);
      continue;
    }
    const grant = await quotas.take(appId, entries.length, rule).catch((error: unknown) => {
      entries.forEach((entry) => entry.reject(error));
      return null;
    });
    if (!grant) continue;
    noteQuotaUse(entries[0].beat.app, grant, rule.limit, entries.length);
    granted.set(appId, grant.granted);
    toWrite.push(...entries.slice(0, grant.granted));
    for (const entry of entries.slice(grant.granted)) {
      entry.resolve({ status: 'rate_limited', retryAfterSeconds: grant.retryAfterSeconds });
    }
  }
  const accepted = new Map<string, number>();
  try {
    if (toWrite.length === 0) return;
    const outcomes = await commitBeats(
      toWrite.map((entry) => entry.beat),
      config.deviceHeartbeatRateLimit,
    );
    toWrite.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome.status === 'accepted')
        accepted.set(entry.beat.app.id, (accepted.get(entry.beat.app.id) ?? 0) + 1);
      entry.resolve(outcome);
    });
  } catch (error) {
    toWrite.forEach((entry) => entry.reject(error));
  } finally {
    for (const [appId, count] of granted) quotas.settle(appId, count, accepted.get(appId) ?? 0);
  }
}

function run(state: Queue): void {
  state.scheduled = false;
  if (state.waiting.length === 0 || state.inFlight >= SLOTS[databaseKind()]) return;
  const config = serverConfig();
  const batch = nextBatch(state.waiting);
  state.inFlight += 1;
  state.commits += 1;
  state.beats += batch.length;
  void commitBatch(batch, config).finally(() => {
    state.inFlight -= 1;
    schedule(state);
  });
  schedule(state);
}

function schedule(state: Queue): void {
  if (state.scheduled || state.waiting.length === 0) return;
  state.scheduled = true;
  setImmediate(() => run(state));
}

/** Queues one beat for the next group commit; resolves with its outcome once that commit is durable. */
export function submitBeat(beat: Beat): Promise<BeatOutcome> {
  const state = queue();
  return new Promise<BeatOutcome>((resolve, reject) => {
    state.waiting.push({ beat, resolve, reject });
    schedule(state);
  });
}

/** How many commits carried how many beats so far in this process. */
export function groupCommitStats(): { commits: number; beats: number } {
  const { commits, beats } = queue();
  return { commits, beats };
}
