import { GET } from '@/app/api/events/route';
import { ORG_HEADER } from '@/lib/auth/org-roles';
import { apiRequest } from '@/test/server/support';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
  /** Its `id:`, when it has one. */
  id?: string;
}

/**
 * An open GET /api/events of a token, read as the browser's client reads it: `next(match)` waits for
 * the first event that matches (failing after `timeoutMs`), `seen` keeps everything received, `text`
 * the stream as sent; `lastEventId` resumes a stream as the client does (Last-Event-ID); `orgId` names
 * the organisation (X-Fleetdeck-Org; else the caller's active one).
 */
export async function openStream(
  token: string,
  get: (request: Request) => Promise<Response> = GET,
  lastEventId?: string,
  orgId?: string,
) {
  const controller = new AbortController();
  const request = apiRequest('/api/events', { token });
  if (lastEventId) request.headers.set('last-event-id', lastEventId);
  if (orgId) request.headers.set(ORG_HEADER, orgId);
  const response = await get(new Request(request, { signal: controller.signal }));
  let text = '';
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
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (event && data)
          seen.push({ event, data: JSON.parse(data) as Record<string, unknown>, ...(id ? { id } : {}) });
      }
      waiters.forEach((wake) => wake());
    }
    ended = true;
    waiters.forEach((wake) => wake());
  })();

  /** Until something arrives, or 50 ms. */
  const tick = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        waiters.delete(wake);
        resolve();
      };
      waiters.add(wake);
      setTimeout(wake, 50);
    });

  /** Waits until `done` holds, failing after `timeoutMs` or when the stream ends first. */
  async function until(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (done()) return;
      if (ended || Date.now() > deadline) throw new Error(`${what}; got ${JSON.stringify(seen)}`);
      await tick();
    }
  }

  async function next(match: (event: StreamEvent) => boolean, timeoutMs = 3000): Promise<StreamEvent> {
    await until(() => seen.some(match), 'no matching event', timeoutMs);
    return seen.find(match)!;
  }

  /** Waits for the server to end the stream. */
  async function untilEnded(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ended) {
      if (Date.now() > deadline) throw new Error('the stream did not end');
      await tick();
    }
  }

  return {
    response,
    seen,
    next,
    ready: () => next((event) => event.event === 'ready'),
    ended: () => ended,
    untilEnded,
    text: () => text,
    close: () => controller.abort(),
  };
}
