/**
 * Figure 1: first-load JavaScript per route. Each page is opened in a fresh Chromium context (empty
 * cache), signed in where the page needs it, and every script the browser downloads until the
 * network has been idle is counted: its gzip body as `next start` serves it (requested again with
 * `Accept-Encoding: gzip`, so HTTP headers are not counted), and its bytes on the wire as Chromium
 * reports them. Scripts fetched after the load event (lazy chunks such as the guide editor) count too:
 * they are downloaded on a first visit. The floor is a bare Next.js page built in the same run.
 * On the admin guide page the bench then opens the editor, as an admin would, and records what that
 * downloads apart (not first-load JS): the markdown editor must load there and nowhere else. On the
 * sign-in page it focuses the email field, which fetches Formik, recorded apart the same way.
 *
 * Alone: `npx tsx bench/first-load-js.ts [--no-build]`.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

import type { Browser, Page } from '@playwright/test';

import {
  BENCH_SERVER_ENV,
  DEVICE_ROUTE,
  makeCustomerWithDevices,
  pathOf,
  signInAdmin,
  signInContext,
  type SignIn,
} from './lib/accounts';
import { launchChromium } from './lib/browser';
import { buildApp, buildBare } from './lib/build';
import { PORTS } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { startServer } from './lib/server';
import { round } from './lib/stats';

export const FIRST_LOAD_ROUTES = [
  { path: '/auth/signin', as: 'visitor', budget: 1.15 },
  { path: '/', as: 'customer', budget: 1.35 },
  { path: '/online-devices', as: 'customer', budget: 1.35 },
  { path: '/incidents', as: 'customer', budget: 1.35 },
  { path: '/app-management', as: 'customer', budget: 1.35 },
  { path: '/organisation/members', as: 'customer', budget: 1.35 },
  { path: DEVICE_ROUTE, as: 'customer', budget: 1.35 },
  { path: '/admin-dashboard', as: 'admin', budget: 1.35 },
  { path: '/admin/sdk-integration-guide', as: 'admin', budget: 1.35 },
  // Redoc is this page's content, fetched once it has shown: its figure is information, and Redoc must
  // stay out of every other page (referenceOnlyOnItsPage).
  { path: '/api-reference', as: 'customer', budget: null },
] as const;

/** The page allowed to carry Redoc, the API reference's renderer. */
export const REFERENCE_ROUTE = '/api-reference';

/** The page allowed to carry the markdown editor (EasyMDE, CodeMirror). */
export const EDITOR_ROUTE = '/admin/sdk-integration-guide';

/** What an admin does on the guide page to get the editor (it loads on request). */
async function openGuideEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the editor', exact: true }).click();
  await page.locator('.EasyMDEContainer').waitFor({ state: 'visible', timeout: 30_000 });
}

/** What a visitor does first on the sign-in page: Formik loads then (components/forms/use-form-on-interaction.ts). */
async function startSigningIn(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).focus();
}

/** What a user does on a page to fetch code that loads on request: recorded apart, not first-load JS. */
const ON_REQUEST: Record<string, (page: Page) => Promise<void>> = {
  [EDITOR_ROUTE]: openGuideEditor,
  '/auth/signin': startSigningIn,
};

/** Text found only in the code of each library, to tell which page ships what. */
const MARKERS: Record<string, RegExp> = {
  editor: /EasyMDEContainer|CodeMirror\.defineMode|codemirror/i,
  markdownRenderer: /marked\(\): input parameter|DOMPurify/,
  // A Formik option name: module paths (sign-in-formik) must not count.
  forms: /validateOnBlur/,
  table: /getCoreRowModel|getPaginationRowModel/,
  // Redoc's root class name.
  reference: /redoc-wrap/,
};

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
  rawBytes: number;
  wireBytes: number;
  /** Requested after the load event. */
  lazy: boolean;
  /** Requested by a user's action after the first load (opening the editor): not first-load JS. */
  onRequest: boolean;
  libraries: string[];
}

export interface RouteFirstLoad {
  route: string;
  signedInAs: string;
  finalPath: string;
  scripts: number;
  gzipBytes: number;
  /** Of which after the load event. */
  lazyGzipBytes: number;
  rawBytes: number;
  wireBytes: number;
  ratioToFloor: number;
  /** Null: information only (the API reference, whose content is Redoc). */
  budget: number | null;
  libraries: string[];
  /** Libraries of the chunks a user's action fetched later (the editor on the guide page). */
  onRequestLibraries: string[];
  onRequestGzipBytes: number;
  /** Errors the page logged to the console (none expected). */
  consoleErrors: string[];
  chunks: ScriptLoad[];
}

export interface FirstLoadResult {
  floor: { gzipBytes: number; rawBytes: number; wireBytes: number; scripts: number };
  routes: RouteFirstLoad[];
  editorOnlyOnGuidePage: boolean;
  /** Pages whose first load carries the editor. */
  editorRoutes: string[];
  /** Pages where the editor arrived on request (opening it). */
  editorOnRequestRoutes: string[];
  /** Pages that fetched Redoc, at first or on request: the API reference alone. */
  referenceRoutes: string[];
  referenceOnlyOnItsPage: boolean;
}

/** The body of `url` exactly as sent with gzip, and its decompressed text. */
function fetchGzip(url: string): Promise<{ gzipBytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const body = Buffer.concat(parts);
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        const gzipped = response.headers['content-encoding'] === 'gzip';
        // A server that does not compress is measured as it is: that is what browsers would get.
        resolve({ gzipBytes: body.length, text: (gzipped ? gunzipSync(body) : body).toString('utf8') });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function loadScripts(
  browser: Browser,
  base: string,
  path: string,
  signIn: SignIn | null,
  onRequest?: (page: Page) => Promise<void>,
): Promise<{ finalPath: string; chunks: ScriptLoad[]; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (signIn) await signInContext(context, base, signIn);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; lazy: boolean; onRequest: boolean; wire: number }>();
    let loaded = false;
    let requested = false;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' && event.response.url.startsWith(base)) {
        const script = { url: event.response.url, lazy: loaded, onRequest: requested, wire: 0 };
        scripts.set(event.requestId, script);
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.wire = event.encodedDataLength;
    });
    page.on('load', () => {
      loaded = true;
    });
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The console's live stream (GET /api/events) stays open, so the network would never be idle: it
    // is refused here (the page then retries it with back-off). Its code loads all the same.
    await page.route('**/api/events', (route) => route.abort());
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // A page that failed to render would weigh little: it must show its heading, without errors.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    if (pageErrors.length) throw new Error(`${path} threw in the browser: ${pageErrors.join('; ')}`);
    // Chunks requested by effects that run after data arrives (the editor) come a little later.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const finalPath = new URL(page.url()).pathname;
    if (onRequest) {
      requested = true;
      await onRequest(page);
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
    }

    const seen = new Map<string, ScriptLoad>();
    for (const script of scripts.values()) {
      if (seen.has(script.url)) continue;
      const { gzipBytes, text } = await fetchGzip(script.url);
      seen.set(script.url, {
        url: script.url.slice(base.length),
        gzipBytes,
        rawBytes: Buffer.byteLength(text),
        wireBytes: script.wire,
        lazy: script.lazy,
        onRequest: script.onRequest,
        libraries: Object.entries(MARKERS)
          .filter(([, marker]) => marker.test(text))
          .map(([name]) => name),
      });
    }
    return { finalPath, chunks: [...seen.values()], consoleErrors };
  } finally {
    await context.close();
  }
}

function sum(chunks: ScriptLoad[], key: 'gzipBytes' | 'rawBytes' | 'wireBytes', lazyOnly = false): number {
  return chunks.filter((chunk) => !lazyOnly || chunk.lazy).reduce((total, chunk) => total + chunk[key], 0);
}

export interface FirstLoadOptions {
  appUrl: string;
  bareUrl: string;
  customer: SignIn;
  admin: SignIn;
  log?: (line: string) => void;
}

export async function measureFirstLoadJs(options: FirstLoadOptions): Promise<FirstLoadResult> {
  const log = options.log ?? (() => undefined);
  const browser = await launchChromium();
  try {
    const bare = await loadScripts(browser, options.bareUrl, '/', null);
    const floor = {
      gzipBytes: sum(bare.chunks, 'gzipBytes'),
      rawBytes: sum(bare.chunks, 'rawBytes'),
      wireBytes: sum(bare.chunks, 'wireBytes'),
      scripts: bare.chunks.length,
    };
    log(`floor (bare Next.js page): ${floor.gzipBytes} B gzip in ${floor.scripts} scripts`);
    const routes: RouteFirstLoad[] = [];
    for (const route of FIRST_LOAD_ROUTES) {
      const signIn = route.as === 'customer' ? options.customer : route.as === 'admin' ? options.admin : null;
      const {
        finalPath,
        chunks: all,
        consoleErrors,
      } = await loadScripts(
        browser,
        options.appUrl,
        pathOf(route.path, signIn),
        signIn,
        ON_REQUEST[route.path],
      );
      const chunks = all.filter((chunk) => !chunk.onRequest);
      const onRequest = all.filter((chunk) => chunk.onRequest);
      if (finalPath !== pathOf(route.path, signIn)) {
        throw new Error(`${route.path} (as ${route.as}) ended on ${finalPath}: the page was not measured`);
      }
      const gzipBytes = sum(chunks, 'gzipBytes');
      const libraries = [...new Set(chunks.flatMap((chunk) => chunk.libraries))].sort();
      routes.push({
        route: route.path,
        signedInAs: route.as,
        finalPath,
        scripts: chunks.length,
        gzipBytes,
        lazyGzipBytes: sum(chunks, 'gzipBytes', true),
        rawBytes: sum(chunks, 'rawBytes'),
        wireBytes: sum(chunks, 'wireBytes'),
        ratioToFloor: round(gzipBytes / floor.gzipBytes, 3),
        budget: route.budget,
        libraries,
        onRequestLibraries: [...new Set(onRequest.flatMap((chunk) => chunk.libraries))].sort(),
        onRequestGzipBytes: sum(onRequest, 'gzipBytes'),
        consoleErrors,
        chunks: all.sort((a, b) => b.gzipBytes - a.gzipBytes),
      });
      log(
        `${route.path}: ${gzipBytes} B gzip (${round(gzipBytes / floor.gzipBytes, 3)}x floor), ` +
          `${chunks.length} scripts, libraries: ${libraries.join(', ') || '-'}` +
          (consoleErrors.length ? `; console errors: ${consoleErrors.join(' | ')}` : ''),
      );
    }
    const editorRoutes = routes
      .filter((route) => route.libraries.includes('editor'))
      .map((route) => route.route);
    const editorOnRequestRoutes = routes
      .filter((route) => route.onRequestLibraries.includes('editor'))
      .map((route) => route.route);
    const everywhere = [...editorRoutes, ...editorOnRequestRoutes];
    const referenceRoutes = routes
      .filter((route) => [...route.libraries, ...route.onRequestLibraries].includes('reference'))
      .map((route) => route.route);
    return {
      floor,
      routes,
      editorRoutes,
      editorOnRequestRoutes,
      referenceRoutes,
      referenceOnlyOnItsPage: referenceRoutes.length === 1 && referenceRoutes[0] === REFERENCE_ROUTE,
      // It must load on the guide page (at first or when opened) and on no other.
      editorOnlyOnGuidePage:
        everywhere.includes(EDITOR_ROUTE) && everywhere.every((route) => route === EDITOR_ROUTE),
    };
  } finally {
    await browser.close();
  }
}

/** Starts the console and the bare page on their bench ports, signs the visitors in, measures, stops. */
export async function runFirstLoadJs({
  bareDir,
  log,
}: {
  bareDir: string;
  log?: (line: string) => void;
}): Promise<FirstLoadResult> {
  const app = await startServer({
    port: PORTS.app,
    label: 'first-load-app',
    env: { ...BENCH_SERVER_ENV, DATA_DIR: scratchDir('first-load-data') },
  });
  const bare = await startServer({ port: PORTS.bare, cwd: bareDir, readyPath: '/', label: 'bare' });
  try {
    const customer = await makeCustomerWithDevices(app.url);
    const admin = await signInAdmin(app.url);
    return await measureFirstLoadJs({ appUrl: app.url, bareUrl: bare.url, customer, admin, log });
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

if (require.main === module) {
  (async () => {
    const noBuild = process.argv.includes('--no-build');
    if (!noBuild) await buildApp();
    const { dir } = await buildBare({ reuse: noBuild });
    const result = await runFirstLoadJs({ bareDir: dir, log: (line) => console.log(`[first-load] ${line}`) });
    console.log(
      JSON.stringify(
        { ...result, routes: result.routes.map((route) => ({ ...route, chunks: route.chunks.length })) },
        null,
        2,
      ),
    );
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
