/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/lib/server/http/api-error';
import { readJsonBody } from '@/lib/server/http/read-json-body';

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

/** A body streamed in chunks, with no Content-Length, as a chunked upload arrives. */
function streamed(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

async function failure(promise: Promise<unknown>): Promise<Pick<ApiError, 'status' | 'code'>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, code } = error as ApiError;
  return { status, code };
}

describe('readJsonBody', () => {
  it('returns a JSON object', async () => {
    await expect(readJsonBody(post('{"name":"Ann","n":1}'))).resolves.toEqual({ name: 'Ann', n: 1 });
  });

  it.each(['{"name":', '', '[1,2]', 'null', '"text"', '42'])('refuses %p as invalid_json', async (body) => {
    expect(await failure(readJsonBody(post(body)))).toEqual({ status: 400, code: 'invalid_json' });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
    expect(await failure(readJsonBody(post(bytes)))).toEqual({ status: 400, code: 'invalid_json' });
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = post('{}', { 'content-length': '100' });
    expect(await failure(readJsonBody(request, 10))).toEqual({ status: 413, code: 'payload_too_large' });
  });

  it('counts the bytes that actually arrive', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
    expect(await failure(readJsonBody(post(big)))).toEqual({ status: 413, code: 'payload_too_large' });
    const chunked = post(streamed(['{"text":"', 'y'.repeat(40), '"}']));
    expect(chunked.headers.get('content-length')).toBeNull();
    expect(await failure(readJsonBody(chunked, 32))).toEqual({ status: 413, code: 'payload_too_large' });
    await expect(readJsonBody(post(streamed(['{"a"', ':1}'])), 32)).resolves.toEqual({ a: 1 });
  });
});
