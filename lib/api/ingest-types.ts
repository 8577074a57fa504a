/** An app's keys and what its ingest has seen, as the client receives them (re-exported by types.ts). */

/** One key of an app: the current one, one still accepted until `expiresAt`, or one that no longer works. */
export const APP_KEY_STATES = ['active', 'grace', 'revoked'] as const;
export type AppKeyState = (typeof APP_KEY_STATES)[number];

export interface AppKeyInfo {
  id: string;
  createdAt: string;
  /** When a key in its grace period stops (or an expired one stopped); null for the current key. */
  expiresAt: string | null;
  /** Written at most once a minute per key (docs/product.md, App keys); null while never used. */
  lastUsedAt: string | null;
  state: AppKeyState;
  /** `fdk_••••••••abcd` */
  masked: string;
}

/** Why heartbeats of an app were refused. */
export const REFUSAL_REASONS = ['app_suspended', 'key_revoked', 'rate_limited', 'validation_failed'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface IngestRefusal {
  reason: RefusalReason;
  /** In the last 24 hours. */
  count: number;
  lastAt: string;
  lastDeviceId: string | null;
  /** validation_failed: the first field at fault and its rule (`deviceId: characters`), never a value. */
  detail: string | null;
}

/** What an app's ingest has seen: its first and latest accepted heartbeats, and what it refused. */
export interface AppIngest {
  firstHeartbeatAt: string | null;
  firstDeviceId: string | null;
  lastHeartbeatAt: string | null;
  refused: IngestRefusal[];
}
