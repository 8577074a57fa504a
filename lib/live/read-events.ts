/**
 * What the console hears on GET /api/events: a device of an app changed (`device`, with its `kind`), many
 * devices of an app changed at once (`devices`), an app changed (`app`), or `ready` once the stream
 * listens. `reconnected` is the client's own: the stream came back after a break, events may have been
 * missed, so everything shown is worth refetching.
 */
export type LiveEvent =
  | { type: 'device'; kind: 'first_seen' | 'online' | 'offline' | 'changed'; appId: string; deviceId: string }
  | { type: 'devices'; appId: string }
  | { type: 'app'; appId: string }
  | { type: 'reconnected' };

const TYPES = new Set(['device', 'devices', 'app']);

/** One server-sent event block (the text between blank lines) as an event, or null (comments, others). */
export function parseEventBlock(block: string): LiveEvent | 'ready' | null {
  let type = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (type === 'ready') return 'ready';
  if (!TYPES.has(type) || !data) return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    return typeof parsed.appId === 'string' ? ({ ...parsed, type } as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a text/event-stream body to its end, handing over each event. Written by hand: the format's
 * part we use is a few lines, and the maintained client libraries weigh more than this whole file.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: LiveEvent | 'ready') => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = parseEventBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
  }
}
