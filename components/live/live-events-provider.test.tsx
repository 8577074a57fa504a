import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

import { describe, expect, it } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import { useContext, useEffect } from 'react';

import { ConsoleStoreProvider, useHydrateConsoleState } from '@/components/state/console-store';
import { storeSignIn } from '@/lib/auth/sign-in-record';
import type { LiveEvent } from '@/lib/live/read-events';
import { fetchCall, mockFetchForEachTest } from '@/test/fetch-mock';

import { LiveEventsContext } from './live-events-context';
import { LiveEventsProvider } from './live-events-provider';

// jsdom has neither: the stream is read as bytes, as a browser's fetch gives it.
globalThis.TextDecoder ??= NodeTextDecoder as unknown as typeof TextDecoder;
globalThis.TextEncoder ??= NodeTextEncoder as unknown as typeof TextEncoder;

const fetchMock = mockFetchForEachTest();

/** A streaming answer: the pieces, then the end of the stream (or none: it stays open). */
function streamAnswer(pieces: string[], ends: boolean): Response {
  const encoder = new TextEncoder();
  const queue = pieces.map((piece) => encoder.encode(piece));
  const reader = {
    read: () =>
      queue.length > 0
        ? Promise.resolve({ value: queue.shift(), done: false })
        : ends
          ? Promise.resolve({ value: undefined, done: true })
          : new Promise(() => {}),
  };
  return { status: 200, ok: true, body: { getReader: () => reader } } as unknown as Response;
}

function Listener({ heard }: { heard: LiveEvent[] }) {
  useHydrateConsoleState({
    runtimeConfig: { productName: 'Fleetdeck', authApiUrl: '', dashboardApiUrl: '' },
  });
  const subscribe = useContext(LiveEventsContext);
  useEffect(() => subscribe((event) => heard.push(event)), [subscribe, heard]);
  return null;
}

/** Mounts the provider signed in; the server ends the first stream after one event, as its time limit does. */
function mountWithSecondStream(second: string) {
  storeSignIn(
    { sessionToken: 'tok', role: 'customer', tokenExpirationTimestamp: Date.now() + 60_000 },
    { name: 'Ada' },
  );
  fetchMock
    .mockResolvedValueOnce(
      streamAnswer(
        [
          'retry: 2000\n: connected\n\nevent: ready\ndata: {"resumed":false}\n\n',
          'id: abcd1234-5\nevent: app\ndata: {"appId":"a1"}\n\n',
          'retry: 100\n: resume with Last-Event-ID\n\n',
        ],
        true,
      ),
    )
    .mockResolvedValueOnce(streamAnswer([second], false));
  const heard: LiveEvent[] = [];
  const view = render(
    <ConsoleStoreProvider>
      <LiveEventsProvider>
        <Listener heard={heard} />
      </LiveEventsProvider>
    </ConsoleStoreProvider>,
  );
  return { heard, view };
}

describe('LiveEventsProvider', () => {
  it('resumes a stream the server ended with the last event id, and refetches nothing when all was replayed', async () => {
    const { heard, view } = mountWithSecondStream(
      'event: ready\ndata: {"resumed":true}\n\nid: abcd1234-6\nevent: app\ndata: {"appId":"a2"}\n\n',
    );
    await waitFor(() => expect(heard).toContainEqual({ type: 'app', appId: 'a2' }));
    expect(fetchCall(fetchMock, 0).headers).not.toHaveProperty('Last-Event-ID');
    expect(fetchCall(fetchMock, 1).headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Last-Event-ID': 'abcd1234-5',
    });
    expect(heard).toEqual([
      { type: 'app', appId: 'a1' },
      { type: 'app', appId: 'a2' },
    ]);
    view.unmount();
  });

  it('tells the pages to refetch when the server could not replay what was missed', async () => {
    const { heard, view } = mountWithSecondStream('event: ready\ndata: {"resumed":false}\n\n');
    await waitFor(() => expect(heard).toContainEqual({ type: 'reconnected' }));
    expect(fetchCall(fetchMock, 1).headers).toMatchObject({ 'Last-Event-ID': 'abcd1234-5' });
    view.unmount();
  });
});
