import 'server-only';

import { ApiError } from '@/lib/server/http/api-error';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** 413 payload_too_large. */
export function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`);
}

function invalidJson(): ApiError {
  return new ApiError(400, 'invalid_json', 'The request body must be a JSON object');
}

/**
 * Reads the body as text, refusing more than maxBytes. Content-Length is checked first, but the bytes
 * are counted as they arrive too: the header may be missing (chunked) or lie.
 */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as a JSON object: 413 payload_too_large when too big, 400 invalid_json when not an object. */
export async function readJsonBody(
  request: Request,
  maxBytes: number = MAX_JSON_BODY_BYTES,
): Promise<Record<string, unknown>> {
  return parseJsonBody(await readLimited(request, maxBytes));
}

/** Like readJsonBody, but an empty body is an empty object (a POST whose fields are all optional). */
export async function readOptionalJsonBody(
  request: Request,
  maxBytes: number = MAX_JSON_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const bytes = await readLimited(request, maxBytes);
  return bytes.byteLength === 0 ? {} : parseJsonBody(bytes);
}

/** Bytes read elsewhere (the custom server's ingest) as a JSON object: 400 invalid_json when not one. */
export function parseJsonBody(bytes: Uint8Array): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw invalidJson();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidJson();
  return value as Record<string, unknown>;
}
