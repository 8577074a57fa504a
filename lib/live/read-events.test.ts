/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { readEvents, type LiveEvent, type StreamSignal } from './read-events';

/** A response body that arrives in the given pieces. */
function bodyOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function eventsOf(pieces: string[]): Promise<(LiveEvent | StreamSignal)[]> {
  const events: (LiveEvent | StreamSignal)[] = [];
  await readEvents(bodyOf(pieces), (event) => events.push(event));
  return events;
}

describe('readEvents', () => {
  it('hands over the stream’s events, split across chunks and lines as they come', async () => {
    const events = await eventsOf([
      'event: ready\ndata: {}\n\n: keep-alive\n\n',
      'event: device\r\ndata: {"kind":"online","appId":"a1",',
      '"deviceId":"d1"}\r\n\r\nevent: devices\ndata: {"appId":"a2"}\n',
      '\n',
    ]);
    expect(events).toEqual([
      'ready',
      { type: 'device', kind: 'online', appId: 'a1', deviceId: 'd1' },
      { type: 'devices', appId: 'a2' },
    ]);
  });

  it('leaves out events it does not know and data that is not an app’s event', async () => {
    const events = await eventsOf([
      'event: other\ndata: {"appId":"a1"}\n\n',
      'data: {"appId":"a1"}\n\n',
      'event: app\ndata: not json\n\n',
      'event: app\ndata: {"name":"no app id"}\n\n',
      'event: app\ndata: {"appId":"a3"}\n\n',
    ]);
    expect(events).toEqual([{ type: 'app', appId: 'a3' }]);
  });

  it('tells the ids and the retry the server sends, and a resumed stream from a fresh one', async () => {
    const ids: string[] = [];
    const retries: number[] = [];
    const events: (LiveEvent | StreamSignal)[] = [];
    await readEvents(
      bodyOf([
        'retry: 2000\nevent: ready\ndata: {"resumed":true}\n\n',
        'id: ab12cd34-7\nevent: app\ndata: {"appId":"a1"}\n\n',
        'retry: 100\n: resume with Last-Event-ID\n\n',
      ]),
      (event) => events.push(event),
      { onId: (id) => ids.push(id), onRetry: (ms) => retries.push(ms) },
    );
    expect(events).toEqual(['resumed', { type: 'app', appId: 'a1' }]);
    expect(ids).toEqual(['ab12cd34-7']);
    expect(retries).toEqual([2000, 100]);
    expect(await eventsOf(['event: ready\ndata: {"resumed":false}\n\n'])).toEqual(['ready']);
  });
});
