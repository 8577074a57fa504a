/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { HttpError } from '@/lib/http/client';
import { fetchCsv } from '@/lib/http/csv-download';
import { mockFetchForEachTest } from '@/test/fetch-mock';

const fetchMock = mockFetchForEachTest();

function refused(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the download to be refused');
}

describe('fetchCsv', () => {
  it('keeps the whole CSV and counts its data rows', async () => {
    fetchMock.mockResolvedValue(new Response('id,name\n1,a\n2,b\n'));
    const counts: number[] = [];
    const blob = await fetchCsv('/api/devices/export', 'token', (rows) => counts.push(rows));
    expect(await blob.text()).toBe('id,name\n1,a\n2,b\n');
    expect(counts.at(-1)).toBe(2);
  });

  it('refuses as the JSON calls do: code, message, field errors and Retry-After', async () => {
    fetchMock.mockResolvedValue(
      refused(429, { error: { code: 'rate_limited', message: 'Too many exports' } }, { 'Retry-After': '42' }),
    );
    const limited = await caught(fetchCsv('/api/devices/export', 'token'));
    expect(limited).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many exports',
      retryAfter: 42,
    });

    fetchMock.mockResolvedValue(
      refused(400, {
        error: { code: 'validation_failed', message: 'Bad query', fields: { columns: 'oneOf' } },
      }),
    );
    const invalid = await caught(fetchCsv('/api/devices/export?columns=x', 'token'));
    expect(invalid).toMatchObject({ status: 400, code: 'validation_failed', fields: { columns: 'oneOf' } });
  });

  it('names an answer that is not the API’s JSON by its status', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(await caught(fetchCsv('/api/audit/export', 'token'))).toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });
});
