import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * What the console hears on GET /api/events: a device of an app changed (`device`, with its `kind`), many
 * devices of an app changed at once (`devices`), an app changed (`app`), a key of an app was used in a
 * minute it had not been yet (`key_used`), or `ready` once the stream
 * listens. `reconnected` is the client's own: the stream came back after a break, events may have been
 * missed, so everything shown is worth refetching.
 */
export type LiveEvent =
  | { type: 'device'; kind: 'first_seen' | 'online' | 'offline' | 'changed'; appId: string; deviceId: string }
  | { type: 'devices'; appId: string }
  | { type: 'app'; appId: string }
  | { type: 'key_used'; appId: string; keyId: string }
  | { type: 'reconnected' };

const TYPES = new Set(['device', 'devices', 'app', 'key_used']);

/**
 * `ready` once the stream listens; `resumed` when it listens again after the last event the client had
 * (Last-Event-ID) and was sent everything it missed, so nothing needs refetching.
 */
export type StreamSignal = 'ready' | 'resumed';

function resumedOf(data: string): boolean {
  try {
    return (JSON.parse(data) as { resumed?: unknown }).resumed === true;
  } catch {
    return false;
  }
}

/** One server-sent event (its `event:` name and `data:`) as a live event, or null (unknown, malformed). */
export function toLiveEvent({
  event: type = 'message',
  data,
}: EventSourceMessage): LiveEvent | StreamSignal | null {
  if (type === 'ready') return resumedOf(data) ? 'resumed' : 'ready';
  if (!TYPES.has(type) || !data) return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    return typeof parsed.appId === 'string' ? ({ ...parsed, type } as LiveEvent) : null;
  } catch {
    return null;
  }
}

/** What a stream says about itself: its events' ids (sent back as Last-Event-ID) and `retry:`. */
export interface StreamPosition {
  onId?: (id: string) => void;
  onRetry?: (ms: number) => void;
}

/**
 * Reads a text/event-stream body to its end, handing over each event. The format (fields, comments,
 * line endings, events split across chunks) is eventsource-parser's business.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: LiveEvent | StreamSignal) => void,
  position: StreamPosition = {},
): Promise<void> {
  const parser = createParser({
    onEvent: (message) => {
      if (message.id) position.onId?.(message.id);
      const event = toLiveEvent(message);
      if (event) onEvent(event);
    },
    onRetry: (ms) => position.onRetry?.(ms),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
