/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { readEvents, type LiveEvent } from './read-events';

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

async function eventsOf(pieces: string[]): Promise<(LiveEvent | 'ready')[]> {
  const events: (LiveEvent | 'ready')[] = [];
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
});
