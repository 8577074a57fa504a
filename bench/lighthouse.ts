/**
 * Figure 2: Lighthouse (mobile form factor, simulated throttling: Lighthouse's defaults) on Debian's
 * Chromium, headless, for the sign-in page (signed out), the dashboard and the online devices
 * (signed in as a customer with an app and devices online). Each run gets a fresh Chromium profile,
 * so the cache is empty; a signed-in run has the sign-in record put into localStorage and the cookie
 * first, and Lighthouse is told not to clear storage (it would sign the user out). The median run
 * of each page (Lighthouse's own choice, by performance score) is reported.
 *
 * Alone: `npx tsx bench/lighthouse.ts [--runs N] [--route PATH] [--no-build | --dist-dir DIR]`. To see where the time goes, set
 * `BENCH_LIGHTHOUSE_DUMP` to a folder: each run's full Lighthouse result is written there as JSON
 * (its `bootup-time`, `mainthread-work-breakdown`, `long-tasks` and `layout-shifts` audits).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { BENCH_SERVER_ENV, makeCustomerWithDevices, storageItems, type SignIn } from './lib/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/browser';
import { buildApp } from './lib/build';
import { HOST, PORTS, setBenchDistDir } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { startServer } from './lib/server';
import { median, round } from './lib/stats';

export const LIGHTHOUSE_ROUTES = [
  { path: '/auth/signin', as: 'visitor' },
  { path: '/', as: 'customer' },
  { path: '/online-devices', as: 'customer' },
] as const;

export const LIGHTHOUSE_BUDGET = { performance: 0.95, accessibility: 1, cls: 0 };

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  finalPath: string;
  /** Lighthouse's measure of this machine's speed; lower means a slower or busier machine. */
  benchmarkIndex: number;
  /** Failed accessibility audits, by id. */
  accessibilityFailures: string[];
  /** What moved, for a CLS above 0: the elements Lighthouse blames, with their share. */
  layoutShifts: string[];
}

export interface LighthouseRouteResult {
  route: string;
  signedInAs: string;
  runs: LighthouseRun[];
  /** Why runs Lighthouse could not score failed (they were run again). */
  failedRuns?: string[];
  median: LighthouseRun;
  /** Medians of each figure across the runs (the median run is one run, these are per figure). */
  medianOfEach: { performance: number; accessibility: number; lcpMs: number; tbtMs: number; cls: number };
}

export interface LighthouseResult {
  lighthouseVersion: string;
  runsPerPage: number;
  routes: LighthouseRouteResult[];
}

type Lhr = {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      scoreDisplayMode?: string;
      details?: { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] };
    }
  >;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
};

async function startChromium(userDataDir: string): Promise<() => Promise<void>> {
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${PORTS.chromeDebug}`,
      `--remote-debugging-address=${HOST}`,
      `--user-data-dir=${userDataDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const pid = child.pid!;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Gone.
    }
  };
  const onExit = () => kill('SIGKILL');
  process.on('exit', onExit);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://${HOST}:${PORTS.chromeDebug}/json/version`);
      if (response.ok) break;
    } catch {
      // Starting.
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    process.off('exit', onExit);
    kill('SIGTERM');
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
}

/** Puts the sign-in record where the product keeps it, in the profile Lighthouse will use. */
async function seedSignIn(base: string, signIn: SignIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://${HOST}:${PORTS.chromeDebug}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // Any page of the origin will do for its localStorage; the health check runs no script.
    await page.goto(`${base}/api/health`);
    const timeZone = await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    }, storageItems(signIn));
    // The cookies a signed-in browser holds: the record's copy (set at sign-in) and its time zone
    // (set by the sign-in page, components/i18n/locale-sync.tsx), as after signing in through the form.
    await context.addCookies([
      { name: 'auth_token', value: encodeURIComponent(storageItems(signIn).auth_token), url: base },
      { name: 'tz', value: encodeURIComponent(timeZone), url: base },
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser and its default profile stay for Lighthouse.
    await browser.close();
  }
}

/** Keeps a run's whole Lighthouse result when BENCH_LIGHTHOUSE_DUMP names a folder. */
function dumpResult(url: string, lhr: unknown): void {
  const folder = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(path.join(folder, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

async function runOnce(
  url: string,
  base: string,
  signIn: SignIn | null,
): Promise<LighthouseRun & { version: string; runtimeError?: string }> {
  const { default: lighthouse } = await import('lighthouse');
  const stopChromium = await startChromium(path.join(scratchDir('lighthouse-profile'), 'profile'));
  try {
    if (signIn) await seedSignIn(base, signIn);
    const result = await lighthouse(url, {
      port: PORTS.chromeDebug,
      hostname: HOST,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    dumpResult(url, result.lhr);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The accessibility audits that count towards the score and failed.
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    const layoutShifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${round(item.score ?? 0, 4)})`,
    );
    return {
      version: lhr.lighthouseVersion,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      performance: lhr.categories.performance?.score ?? Number.NaN,
      accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
      lcpMs: round(audit('largest-contentful-paint'), 0),
      tbtMs: round(audit('total-blocking-time'), 0),
      cls: round(audit('cumulative-layout-shift'), 4),
      fcpMs: round(audit('first-contentful-paint'), 0),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      accessibilityFailures,
      layoutShifts,
    };
  } finally {
    await stopChromium();
  }
}

/** Lighthouse's median run: closest to the median performance score, then FCP... kept simple here. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const scores = runs.map((run) => run.performance);
  const middle = median(scores);
  return [...runs].sort((a, b) => Math.abs(a.performance - middle) - Math.abs(b.performance - middle))[0];
}

export async function measureLighthouse(options: {
  appUrl: string;
  customer: SignIn;
  runs: number;
  routes?: readonly (typeof LIGHTHOUSE_ROUTES)[number][];
  log?: (line: string) => void;
}): Promise<LighthouseResult> {
  const log = options.log ?? (() => undefined);
  const routes: LighthouseRouteResult[] = [];
  let lighthouseVersion = '';
  for (const route of options.routes ?? LIGHTHOUSE_ROUTES) {
    const runs: LighthouseRun[] = [];
    const failed: string[] = [];
    // A run Lighthouse could not score (it says why) is run again, twice at most.
    for (let attempt = 0; runs.length < options.runs && attempt < options.runs + 2; attempt += 1) {
      const { version, runtimeError, ...run } = await runOnce(
        `${options.appUrl}${route.path}`,
        options.appUrl,
        route.as === 'customer' ? options.customer : null,
      );
      lighthouseVersion = version;
      if (run.finalPath !== route.path) {
        throw new Error(`Lighthouse on ${route.path} ended on ${run.finalPath}: the page was not measured`);
      }
      if (!Number.isFinite(run.performance)) {
        failed.push(runtimeError ?? 'no performance score');
        log(`${route.path}: a run without a score (${runtimeError ?? 'no reason given'}), run again`);
        continue;
      }
      runs.push(run);
      log(
        `${route.path} run ${runs.length}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls} (benchmarkIndex ${run.benchmarkIndex})` +
          (run.layoutShifts.length ? `; shifts: ${run.layoutShifts.join(', ')}` : ''),
      );
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not score ${route.path}: ${failed.join('; ')}`);
    routes.push({
      route: route.path,
      signedInAs: route.as,
      runs,
      failedRuns: failed,
      median: medianRun(runs),
      medianOfEach: {
        performance: median(runs.map((run) => run.performance)),
        accessibility: median(runs.map((run) => run.accessibility)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
      },
    });
  }
  return { lighthouseVersion, runsPerPage: options.runs, routes };
}

export async function runLighthouse(options: {
  runs: number;
  routes?: readonly (typeof LIGHTHOUSE_ROUTES)[number][];
  log?: (line: string) => void;
}): Promise<LighthouseResult> {
  const app = await startServer({
    port: PORTS.app,
    label: 'lighthouse-app',
    env: { ...BENCH_SERVER_ENV, DATA_DIR: scratchDir('lighthouse-data') },
  });
  try {
    const customer = await makeCustomerWithDevices(app.url);
    return await measureLighthouse({ ...options, appUrl: app.url, customer });
  } finally {
    await app.stop();
  }
}

if (require.main === module) {
  (async () => {
    const distArg = process.argv.indexOf('--dist-dir');
    if (distArg > 0) setBenchDistDir(process.argv[distArg + 1]);
    else if (!process.argv.includes('--no-build')) await buildApp();
    const runsArg = process.argv.indexOf('--runs');
    const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
    const only = process.argv.includes('--route') ? process.argv[process.argv.indexOf('--route') + 1] : null;
    const routes = LIGHTHOUSE_ROUTES.filter((route) => !only || route.path === only);
    const result = await runLighthouse({ runs, routes, log: (line) => console.log(`[lighthouse] ${line}`) });
    console.log(
      JSON.stringify(
        result.routes.map((route) => ({ ...route, runs: route.runs.length })),
        null,
        2,
      ),
    );
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
