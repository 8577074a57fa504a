import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { jsonResponse } from '@/test/fetch-mock';

import { probeHealth } from './probe-health';

const answer = (status: number) => jsonResponse(status, { status: 'ok' });

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('probeHealth', () => {
  it('times GET {host}/api/health with performance.now()', async () => {
    const fetchMock = jest.fn<typeof fetch>(async () => answer(200));
    global.fetch = fetchMock;
    jest.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1042.5);

    await expect(probeHealth('https://auth.test')).resolves.toEqual({ outcome: 'ok', status: 200, ms: 42.5 });
    expect(fetchMock.mock.calls[0][0]).toBe('https://auth.test/api/health');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ cache: 'no-store' });
  });

  it('tells an error answer, a network failure and a timeout apart', async () => {
    global.fetch = (async () => answer(503)) as unknown as typeof fetch;
    await expect(probeHealth('')).resolves.toMatchObject({ outcome: 'error', status: 503 });

    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(probeHealth('')).resolves.toMatchObject({ outcome: 'unreachable' });

    jest.useFakeTimers();
    global.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const pending = probeHealth('', 5000);
    await jest.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toMatchObject({ outcome: 'timeout' });
  });

  it('counts any answer but a 5xx from another host as reachable, without a health check', async () => {
    jest.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1030);
    global.fetch = (async () => answer(404)) as unknown as typeof fetch;
    await expect(probeHealth('https://auth.test')).resolves.toEqual({
      outcome: 'noHealthCheck',
      status: 404,
      ms: 30,
    });
    global.fetch = (async () => answer(405)) as unknown as typeof fetch;
    await expect(probeHealth('https://auth.test')).resolves.toMatchObject({ outcome: 'noHealthCheck' });

    // This server has /api/health: its 404 is an error, and so is anyone's 5xx.
    global.fetch = (async () => answer(404)) as unknown as typeof fetch;
    await expect(probeHealth('')).resolves.toMatchObject({ outcome: 'error', status: 404 });
    await expect(probeHealth(window.location.origin)).resolves.toMatchObject({ outcome: 'error' });
    global.fetch = (async () => answer(502)) as unknown as typeof fetch;
    await expect(probeHealth('https://auth.test')).resolves.toMatchObject({ outcome: 'error', status: 502 });
  });
});
