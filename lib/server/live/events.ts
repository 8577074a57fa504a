import 'server-only';

/**
 * What the live stream (GET /api/events) tells a console: a device of an app was first seen, came online,
 * went offline or changed a version; an app changed; a key of an app was used (in a minute it had not been
 * yet: key-use.ts); or, when a commit carried too many of those to name one by one, that some devices of
 * an app changed. Events say what happened, never a device's details or a key: the console refetches what
 * it shows.
 */
export type DeviceEventKind = 'first_seen' | 'online' | 'offline' | 'changed';

export type LiveEvent =
  | { type: 'device'; kind: DeviceEventKind; appId: string; deviceId: string }
  | { type: 'devices'; appId: string }
  | { type: 'app'; appId: string }
  | { type: 'key_used'; appId: string; keyId: string };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room for the encoding. */
export const MAX_PAYLOAD_BYTES = 7500;

const KIND_CODES: Record<DeviceEventKind, string> = {
  first_seen: 'f',
  online: 'n',
  offline: 'x',
  changed: 'c',
};
const CODE_KINDS = new Map(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as DeviceEventKind]));

type Wire = [string, string, string?];

function toWire(event: LiveEvent): Wire {
  if (event.type === 'device') return [KIND_CODES[event.kind], event.appId, event.deviceId];
  if (event.type === 'key_used') return ['k', event.appId, event.keyId];
  return [event.type === 'app' ? 'a' : 's', event.appId];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromWire([code, appId, deviceId]: Wire): LiveEvent | null {
  if (typeof appId !== 'string' || !UUID.test(appId)) return null;
  if (code === 'a') return { type: 'app', appId };
  if (code === 's') return { type: 'devices', appId };
  if (code === 'k')
    return typeof deviceId === 'string' && UUID.test(deviceId)
      ? { type: 'key_used', appId, keyId: deviceId }
      : null;
  const kind = CODE_KINDS.get(code);
  return kind && typeof deviceId === 'string' ? { type: 'device', kind, appId, deviceId } : null;
}

/**
 * The events of one commit or sweep as NOTIFY payloads, each under MAX_PAYLOAD_BYTES. A burst too large
 * for one payload is told as one "devices changed" summary per app instead of an event per device, so a
 * million beats never become a million notifications.
 */
export function encodeEvents(events: readonly LiveEvent[]): string[] {
  if (events.length === 0) return [];
  const whole = JSON.stringify(events.map(toWire));
  if (Buffer.byteLength(whole) < MAX_PAYLOAD_BYTES) return [whole];
  const apps = [...new Set(events.map((event) => event.appId))];
  const payloads: string[] = [];
  let chunk: Wire[] = [];
  for (const appId of apps) {
    chunk.push(['s', appId]);
    if (Buffer.byteLength(JSON.stringify(chunk)) >= MAX_PAYLOAD_BYTES) {
      chunk.pop();
      payloads.push(JSON.stringify(chunk));
      chunk = [['s', appId]];
    }
  }
  payloads.push(JSON.stringify(chunk));
  return payloads;
}

/** The events of one payload; anything malformed is left out. */
export function decodeEvents(payload: string): LiveEvent[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((wire) => {
      const event = Array.isArray(wire) ? fromWire(wire as Wire) : null;
      return event ? [event] : [];
    });
  } catch {
    return [];
  }
}
