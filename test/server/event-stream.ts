import { GET } from '@/app/api/events/route';
import { apiRequest } from '@/test/server/support';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * An open GET /api/events of a token, read as the browser's client reads it: `next(match)` waits for
 * the first event that matches (failing after `timeoutMs`), `seen` keeps everything received.
 */
export async function openStream(token: string, get: (request: Request) => Promise<Response> = GET) {
  const controller = new AbortController();
  const response = await get(
    new Request(apiRequest('/api/events', { token }), { signal: controller.signal }),
  );
  const seen: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    while (reader) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) seen.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
      waiters.forEach((wake) => wake());
    }
    ended = true;
    waiters.forEach((wake) => wake());
  })();

  async function next(match: (event: StreamEvent) => boolean, timeoutMs = 3000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = seen.find(match);
      if (found) return found;
      if (ended || Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 50);
      });
    }
  }

  return {
    response,
    seen,
    next,
    ready: () => next((event) => event.event === 'ready'),
    ended: () => ended,
    close: () => controller.abort(),
  };
}
