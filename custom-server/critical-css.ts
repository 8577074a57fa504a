import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import { createProcessor } from 'beasties/runtime';
import onHeaders from 'on-headers';

import { log, safeError } from '@/lib/server/log';

import { CRITICAL_CSS_PLANS } from '../scripts/lib/critical-css-file.mjs';

export type CriticalCss = ReturnType<typeof createProcessor>;

/**
 * The processor for the build's stylesheets, from the plans `npm run build` compiled
 * (scripts/lib/critical-css.mjs); null for a build without them, whose pages are then sent as Next.js
 * renders them.
 */
export function loadCriticalCss(distDir: string): CriticalCss | null {
  const file = path.join(distDir, CRITICAL_CSS_PLANS);
  if (!existsSync(file)) return null;
  return createProcessor(JSON.parse(readFileSync(file, 'utf8')), {
    // The stylesheet's link moves to the end of what the page's first part holds, with no script.
    preload: 'body',
    // Every animation: a utility names its keyframes through a theme variable (`animate-spin`), which
    // the plans cannot follow.
    keyframes: 'all',
  });
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Next.js would compress the page itself (next/dist/compiled/compression, in its router server), and
 * the rules could not be put into compressed bytes: it is not told what the browser accepts. The header
 * is put back when the answer's headers are written, after Next.js's compression has looked and before
 * the custom server's (on-headers calls the listeners added last first), which then compresses the
 * changed page. critical-css.test.ts runs Next.js's own compression behind this, and fails when an
 * upgrade makes it look elsewhere or at another time.
 */
function hideAcceptedEncodings(request: IncomingMessage, response: ServerResponse): void {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined) return;
  delete request.headers['accept-encoding'];
  onHeaders(response, () => {
    request.headers['accept-encoding'] = accepted;
  });
}

const NONCE = /'nonce-([^']+)'/;

/**
 * Sends an HTML page with the stylesheet rules its first part uses inline in its head, and the
 * stylesheet's link at the end of that part instead of in the head (docs/architecture.md, "Critical
 * CSS"). The first part is what Next.js writes before it waits (the shell, or the whole page): it is
 * held until then, changed, and sent; what follows streams through as it comes. Content streamed after
 * the link waits for the whole stylesheet, as the browser holds what follows a pending stylesheet.
 * Anything but HTML passes untouched. Call before Next.js handles the request, inside the compression.
 *
 * What this relies on in Next.js (docs/architecture.md, "Next.js internals"): that it writes a page
 * through the answer's `write` and `end`, the head in the part it writes before it first waits, and
 * that it compresses as the hidden header says; e2e/critical-css.spec.ts and critical-css.test.ts fail
 * when an upgrade changes either.
 */
export function inlineCriticalCss(
  processor: CriticalCss,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  hideAcceptedEncodings(request, response);
  const write = response.write.bind(response) as (chunk: Uint8Array, callback?: WriteCallback) => boolean;
  const end = response.end.bind(response) as (chunk?: Uint8Array, callback?: () => void) => ServerResponse;
  let mode: 'undecided' | 'holding' | 'through' = 'undecided';
  let held: Buffer[] = [];
  let scheduled = false;

  const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html');
  // A whole page given at once may carry its length: the changed page has another.
  onHeaders(response, () => {
    if (isHtml()) response.removeHeader('content-length');
  });

  /** The held part, changed; null while its head is not complete and more may come. */
  const release = (last: boolean): Buffer | null => {
    const bytes = Buffer.concat(held);
    const text = bytes.toString('utf8');
    const hasHead = text.includes('</head>');
    if (!hasHead && !last) return null;
    held = [];
    mode = 'through';
    // A document without a head (a fragment) has nowhere to put the rules.
    if (!hasHead) return bytes;
    try {
      const nonce = NONCE.exec(String(response.getHeader('content-security-policy') ?? ''))?.[1];
      return Buffer.from(processor.process(text, nonce ? { nonce } : undefined));
    } catch (error) {
      log().warn(
        { component: 'critical-css', err: safeError(error) },
        'a page was sent without its rules inline',
      );
      return bytes;
    }
  };

  const onIdle = () => {
    scheduled = false;
    if (mode !== 'holding') return;
    const part = release(false);
    if (part) write(part);
  };

  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown): boolean => {
    const done = (typeof encoding === 'function' ? encoding : callback) as WriteCallback | undefined;
    if (mode === 'undecided') mode = isHtml() ? 'holding' : 'through';
    if (mode === 'through') return write(toBuffer(chunk, encoding), done);
    held.push(toBuffer(chunk, encoding));
    if (!scheduled) {
      scheduled = true;
      setImmediate(onIdle);
    }
    done?.();
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse => {
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as
      (() => void) | undefined;
    const hasChunk = chunk != null && typeof chunk !== 'function';
    if (mode === 'undecided') mode = isHtml() ? 'holding' : 'through';
    if (mode === 'through') return end(hasChunk ? toBuffer(chunk, encoding) : undefined, done);
    if (hasChunk) held.push(toBuffer(chunk, encoding));
    return end(release(true) ?? undefined, done);
  }) as ServerResponse['end'];
}
