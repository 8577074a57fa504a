/**
 * Fakes of the browser's `fetch` for the jsdom unit tests (imported by *.test.ts(x) and test/components
 * only): JSON answers, a per-test mock, and a scripted fake API that records the calls it gets.
 */
import { beforeEach, jest } from '@jest/globals';

export type FetchMock = jest.Mock<typeof fetch>;

/** A fetch `Response` answering `status` with `body` as JSON text ('' when undefined), as the HTTP client reads it. */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return {
    status,
    ok: status >= 200 && status <= 299,
    statusText: '',
    headers: new Headers(headers),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  } as unknown as Response;
}

/** A `fetch` mock, reset and installed as `global.fetch` before each test of the calling file. */
export function mockFetchForEachTest(): FetchMock {
  const fetchMock = jest.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  return fetchMock;
}

/** The URL, method, headers and JSON body of the `index`-th call a fetch mock received. */
export function fetchCall(
  fetchMock: FetchMock,
  index = 0,
): { url: string; method: string; headers: Record<string, string>; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] as [
    string,
    RequestInit & { headers: Record<string, string> },
  ];
  return {
    url,
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body === undefined ? undefined : JSON.parse(init.body as string),
  };
}

/** One call to the fake API: the method, URL, JSON body and Authorization header. */
export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
  auth?: string;
}

/** What the fake API answers: a status (200 when left out) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

/** Answers one call of the fake API: an Answer, or an Error to reject with, as a network failure does. */
export type FakeRoute = (
  method: string,
  url: string,
  body: unknown,
) => Answer | Error | Promise<Answer | Error>;

/** Installs `global.fetch` answering every call with `route`; the calls are recorded in order. */
export function installFetch(route: FakeRoute): { calls: RecordedCall[]; fetchMock: FetchMock } {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, body, auth: headers.Authorization });
    const answer = await route(method, url, body);
    if (answer instanceof Error) throw answer;
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  global.fetch = fetchMock;
  return { calls, fetchMock };
}
