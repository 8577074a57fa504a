/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { CRITICAL_CSS_PLANS } from '@/scripts/lib/critical-css-file.mjs';
import { compileCriticalCss } from '@/scripts/lib/critical-css.mjs';
import { rawRequest } from '@/test/server/raw-request';

import { loadCriticalCss } from './critical-css';
import { nextAnswers } from './next-answers';

const HREF = '/_next/static/chunks/app.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const STYLE = [
  '@layer theme,base,components,utilities;',
  '@layer utilities{.shown{color:red}.streamed{color:blue}.unused{color:green}',
  '.border-b{border-bottom-style:var(--tw-border-style);border-bottom-width:1px}',
  ':where(.space-y-6>:not(:last-child)){margin-block-start:24px}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-leading{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');
const HEAD = `<!DOCTYPE html><html><head>${LINK}</head>`;
const SHELL = '<body><div class="space-y-6"><h1 class="shown border-b">Hello</h1></div>';
const STREAMED = '<div hidden id="S:0"><p class="streamed">Later</p></div></body></html>';

/** The tokens of a rule as the inline style holds it (the plans write rules minified). */
const inline = (html: string) => /<style[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? null;

describe('each page with the stylesheet rules it uses inline', () => {
  let dist: string;
  let server: Server;
  let origin: string;
  let answer: (request: IncomingMessage, response: ServerResponse) => void;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'fd-critical-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'app.css'), STYLE);
    expect(await compileCriticalCss(dist)).toBe(1);
    const sendNextAnswer = nextAnswers(dist);
    // As custom-server/main.ts, with what Next.js would answer.
    server = createServer((request, response) =>
      sendNextAnswer(request, response, () => answer(request, response)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('compiles the stylesheets at build time, each block rule whole', () => {
    const plans = readFileSync(path.join(dist, CRITICAL_CSS_PLANS), 'utf8');
    expect(plans).toContain(HREF);
    expect(plans).toContain('@property --tw-border-style{syntax:\\"*\\";inherits:false;initial-value:solid}');
    // A semicolon after a block would make the browser drop the rule that follows it.
    expect(plans).not.toContain('};');
  });

  it('sends the rules of the first part inline in the head, and the link after that part', async () => {
    answer = (_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(HEAD);
      response.write(SHELL);
      // The streamed part comes once the first has gone.
      setTimeout(() => response.end(STREAMED), 50);
    };
    const { headers, body } = await rawRequest(origin, '/', { acceptEncoding: 'identity' });
    const html = body.toString('utf8');
    const css = inline(html)!;
    expect(css).toContain('.shown{color:red}');
    expect(css).toContain('.border-b{');
    expect(css).toContain(':where(.space-y-6>:not(:last-child))');
    expect(css).toContain(
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property',
    );
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('.unused');
    // Only what the first part shows: the streamed part waits for the stylesheet.
    expect(css).not.toContain('.streamed');
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`${SHELL}${LINK}${STREAMED}`);
    expect(headers['content-length']).toBeUndefined();
  });

  it('takes a page given whole at once, compressed as the browser asks', async () => {
    const seen: (string | undefined)[] = [];
    answer = (request, response) => {
      // Next.js is not told: it would compress the page itself.
      seen.push(request.headers['accept-encoding']);
      const page = `${HEAD}${SHELL}</body></html>`;
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
      response.end(page);
    };
    const { headers, body } = await rawRequest(origin, '/', { acceptEncoding: 'gzip' });
    expect(seen).toEqual([undefined]);
    expect(headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(body).toString('utf8');
    expect(inline(html)).toContain('.shown{color:red}');
    expect(html.endsWith(`${SHELL}${LINK}</body></html>`)).toBe(true);
  });

  it('passes anything but HTML as it is', async () => {
    const json = JSON.stringify({ link: LINK, head: '</head>' });
    answer = (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(json);
    };
    const { body } = await rawRequest(origin, '/api/x', { acceptEncoding: 'identity' });
    expect(body.toString('utf8')).toBe(json);
  });

  it('sends a page as it is when its head never closes', async () => {
    answer = (_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<p class="shown">no head</p>');
    };
    const { body } = await rawRequest(origin, '/', { acceptEncoding: 'identity' });
    expect(body.toString('utf8')).toBe('<p class="shown">no head</p>');
  });

  it('leaves a build without plans to Next.js', () => {
    expect(loadCriticalCss(path.join(dist, 'static'))).toBeNull();
  });

  /**
   * The guard of what the hidden Accept-Encoding relies on in Next.js (docs/architecture.md, "Next.js
   * internals"): Next.js's router server compresses each answer with its own copy of compression,
   * started before the page renders, which decides from Accept-Encoding when the headers are written.
   * An upgrade that compresses elsewhere, or looks at the header at another time, fails here: the page
   * would reach the rules compressed, or be compressed twice.
   */
  describe("behind Next.js's own compression", () => {
    it("is what Next.js's router server compresses with, on every request", () => {
      const routerServer = readFileSync(require.resolve('next/dist/server/lib/router-server.js'), 'utf8');
      expect(routerServer).toContain('require("next/dist/compiled/compression")');
      expect(routerServer).toMatch(/compress\(req, res, \(\)=>\{\}\)/);
    });

    it('gets the page uncompressed, and the browser gets it compressed once', async () => {
      // Next.js's own copy (it has no types), as its router server loads it.
      const nextCompression = createRequire(__filename)('next/dist/compiled/compression') as () => (
        request: IncomingMessage,
        response: ServerResponse,
        next: () => void,
      ) => void;
      const compress = nextCompression();
      answer = (request, response) => {
        // As Next.js's router server does first with each request (config.compress, the default).
        compress(request, response, () => undefined);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.write(HEAD);
        response.write(SHELL);
        setTimeout(() => response.end(STREAMED), 50);
      };
      const { headers, body } = await rawRequest(origin, '/', { acceptEncoding: 'gzip' });
      expect(headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(body).toString('utf8');
      expect(inline(html)).toContain('.shown{color:red}');
      expect(html).toContain(`${SHELL}${LINK}${STREAMED}`);
    });
  });
});
