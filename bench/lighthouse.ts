/**
 * Figure 2: Lighthouse (mobile form factor, simulated throttling: Lighthouse's defaults) on Debian's
 * Chromium, headless, for the sign-in page (signed out), the dashboard and the online devices (signed
 * in as a customer with an app and devices online) and the admin dashboard (signed in as the admin),
 * each beside its floor: the bare Next.js page of figure 1, measured in the same run, runs taking
 * turns with the page's (bare, page, bare, page...), so that the machine's speed at the time falls on
 * both. Each run gets a fresh Chromium profile; a signed-in run has the sign-in record put into
 * localStorage and the cookie first, and Lighthouse is told not to clear storage (it would sign the
 * user out). The medians of each figure are reported, the page's beside the floor's, and judged
 * against budgets relative to the floor (`LIGHTHOUSE_BUDGET`); the LCP is judged as the
 * applied-throttling runs below measure it, the simulated one is information.
 *
 * Every page, and its floor, is measured in two states (`VisitState`): a first visit, the HTTP cache
 * empty, and a returning visit, the page loaded once before in the same profile (the network left to
 * go idle, the tab closed) so that its scripts, styles and fonts come from the cache, as for an
 * operator who opens the console many times a day. A first visit weighs the network; a returning one
 * leaves mostly the page's own work on the main thread. Both are judged by the same budgets.
 *
 * The full run also measures, as information, the floor with the console's stylesheet (and nothing
 * else of the console) beside the floor: what a render-blocking stylesheet alone adds to the floor's
 * simulated LCP; and each page and its floor, in each state, loaded through DevTools' applied
 * throttling (the same slow 4G and 4x CPU slowdown, applied while the page loads instead of simulated
 * afterwards), as a user on such a phone sees them, whose LCP is the one judged (bench/README.md,
 * figure 2).
 *
 * Alone: `npx tsx bench/lighthouse.ts [--runs N] [--applied-runs N] [--route PATH]
 * [--state first|returning] [--styled-floor] [--no-build | --dist-dir DIR]` (both states unless
 * `--state`). To see where the time goes, set
 * `BENCH_LIGHTHOUSE_DUMP` to a folder: each run's full Lighthouse result is written there as JSON
 * (its `bootup-time`, `mainthread-work-breakdown`, `long-tasks` and `layout-shifts` audits), with its
 * artifacts; `lcp-graph.ts` shows from them what each run's simulated LCP counted.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import {
  BENCH_SERVER_ENV,
  DEVICE_ROUTE,
  makeCustomerWithDevices,
  pathOf,
  signInAdmin,
  storageItems,
  type SignIn,
} from './lib/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/browser';
import { buildApp, buildBare, buildStyledBare } from './lib/build';
import { benchDistDir, HOST, PORTS, ROOT, setBenchDistDir } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { type RunningServer, startServer } from './lib/server';
import { median, round } from './lib/stats';

export const LIGHTHOUSE_ROUTES = [
  { path: '/auth/signin', as: 'visitor' },
  { path: '/', as: 'customer' },
  { path: '/online-devices', as: 'customer' },
  { path: '/admin-dashboard', as: 'admin' },
  { path: DEVICE_ROUTE, as: 'customer' },
] as const;

export type LighthouseRoute = (typeof LIGHTHOUSE_ROUTES)[number];

/**
 * A first visit (a fresh profile, the HTTP cache empty) or a returning one (the same page loaded once
 * before in the profile, its cache and storage kept).
 */
export type VisitState = 'first' | 'returning';

/** The states each page is measured in, in this order. */
export const VISIT_STATES: readonly VisitState[] = ['first', 'returning'];

/** How the report and the log name a state. */
export const VISIT_LABELS: Record<VisitState, string> = {
  first: 'first visit',
  returning: 'returning visit',
};

/** The state of a measured page; reports older than returning visits measured first visits only. */
export const stateOf = (result: { state?: VisitState }): VisitState => result.state ?? 'first';

/** How the report names the floor with the console's stylesheet. */
export const STYLED_FLOOR_LABEL = "floor with the console's stylesheet";

/**
 * Builds and starts the floor with the console's stylesheet: the bare page, its layout importing the
 * stylesheets the console's sign-in page links (read from the build being measured), nothing else.
 */
export async function startStyledFloor(appUrl: string): Promise<RunningServer> {
  const html = await (await fetch(`${appUrl}/auth/signin`)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="\/_next\/static\/([^"?]+)/g)].map(
    (match) => match[1],
  );
  if (hrefs.length === 0) throw new Error('the sign-in page links no stylesheet');
  const css = hrefs
    .map((href) => readFileSync(path.join(ROOT, benchDistDir(), 'static', href), 'utf8'))
    .join('\n');
  const { dir } = await buildStyledBare(css);
  return startServer({ port: PORTS.styledBare, cwd: dir, readyPath: '/', label: 'lighthouse-styled-floor' });
}

/**
 * Each page against its floor, the bare Next.js page of the same run: an absolute score would judge
 * the machine of the day (the same build scores 0.98 on a fast day and 0.83 on a slow one).
 */
export const LIGHTHOUSE_BUDGET = {
  /** Performance at least the floor's minus this. */
  performanceBelowFloor: 0.03,
  /** Total Blocking Time at most the floor's times this, or the floor's plus the next, the larger. */
  tbtTimesFloor: 1.5,
  /** A floor of a few ms would leave a budget no second run of the same page keeps. */
  tbtOverFloorMs: 100,
  /**
   * Largest Contentful Paint under DevTools' applied throttling (what a user on slow 4G sees) at most
   * the floor's plus this. The simulated LCP is information only (bench/README.md, figure 2).
   */
  lcpOverFloorMs: 300,
  accessibility: 1,
  cls: 0,
};

/** The medians of each figure across runs (the median run is one run, these are per figure). */
export interface LighthouseMedians {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How soon the page looks complete (absent from older reports). */
  speedIndexMs?: number;
  /** Bytes over the network: far fewer on a returning visit (absent from older reports). */
  transferBytes?: number;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs?: number;
  /**
   * Bytes over the network (Lighthouse's `total-byte-weight`) and the requests answered from the
   * HTTP cache without the network: a returning visit's show its cache at work (absent from older
   * reports).
   */
  transferBytes?: number;
  requestsFromCache?: number;
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
  /** First or returning visit, its floor's and its applied runs' too (absent from older reports: first). */
  state?: VisitState;
  runs: LighthouseRun[];
  /** Why runs Lighthouse could not score failed (they were run again). */
  failedRuns?: string[];
  median: LighthouseRun;
  medianOfEach: LighthouseMedians;
  /** The bare Next.js page, its runs taking turns with this page's (absent from older reports). */
  floor?: {
    runs: LighthouseRun[];
    failedRuns?: string[];
    median: LighthouseRun;
    medianOfEach: LighthouseMedians;
  };
  /**
   * Full runs: the page and its floor again, in turns and in the same state, loaded through DevTools'
   * applied throttling instead of the simulation; their LCP is the one judged.
   */
  applied?: LighthouseRouteResult;
}

/** How Lighthouse slows the load: simulated after a load at full speed (its default), or applied during it. */
export type Throttling = 'simulate' | 'devtools';

export interface LighthouseResult {
  lighthouseVersion: string;
  /** Runs of each page in each state, and as many of its floor. */
  runsPerPage: number;
  /** False in the quick run: its pairs of runs (one a state) are reported, not judged. */
  judged?: boolean;
  /** Each page in each state measured (`state`), a page's states one after the other. */
  routes: LighthouseRouteResult[];
  /**
   * Information, not judged: the floor with the console's stylesheet (and nothing else of the console),
   * in turns with the floor. What it adds to the floor's LCP a render-blocking stylesheet alone costs.
   */
  styledFloor?: LighthouseRouteResult;
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
      details?: {
        items?: {
          node?: { selector?: string; snippet?: string };
          score?: number;
          url?: string;
          transferSize?: number;
          resourceSize?: number;
        }[];
      };
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

/** Lighthouse's phone (its mobile screen and user agent), for the visit before a returning one. */
type LighthouseConstants = {
  screenEmulationMetrics: {
    mobile: { mobile: boolean; width: number; height: number; deviceScaleFactor: number; disabled: boolean };
  };
  userAgents: { mobile: string };
};

/**
 * Gets the fresh profile Lighthouse is about to use ready: for a signed-in page, the sign-in record
 * where the product keeps it; for a returning visit, the page loaded once, so that what it fetched and
 * may keep (scripts, styles, fonts) is in the HTTP cache. A first visit starts from an empty cache.
 */
async function prepareProfile(
  url: string,
  base: string,
  signIn: SignIn | null,
  state: VisitState,
): Promise<void> {
  // A fresh profile is already signed out, with an empty cache.
  if (!signIn && state === 'first') return;
  const browser = await chromium.connectOverCDP(`http://${HOST}:${PORTS.chromeDebug}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (signIn) {
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
    }
    if (state === 'returning') {
      // Seen as Lighthouse's phone sees it, so that whatever the screen picks (a media query's
      // stylesheet, an image's size) is what Lighthouse's load asks for and finds in the cache.
      const { screenEmulationMetrics, userAgents } =
        (await import('lighthouse/core/config/constants.js')) as unknown as LighthouseConstants;
      const { mobile, width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
      await cdp.send('Emulation.setDeviceMetricsOverride', { mobile, width, height, deviceScaleFactor });
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: userAgents.mobile });
      // The console's live stream (GET /api/events) stays open, so the network would never be idle:
      // it is blocked (nothing of it is cached anyway). Blocked through the DevTools protocol, not
      // Playwright's page.route, which turns the HTTP cache off for the page.
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: ['*/api/events*'] });
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      const reached = new URL(page.url()).pathname;
      if (reached !== new URL(url).pathname) {
        throw new Error(`the visit before a returning visit of ${url} ended on ${reached}`);
      }
    } else {
      await cdp.send('Network.clearBrowserCache');
    }
    // Closed, so that Lighthouse's tab finds the page in the HTTP cache, not in this tab's memory.
    await page.close();
  } finally {
    // Disconnects; the browser and its default profile stay for Lighthouse.
    await browser.close();
  }
}

/**
 * Keeps a run's whole Lighthouse result when BENCH_LIGHTHOUSE_DUMP names a folder, and beside it the
 * artifacts it was computed from (the trace and the network log), which `lcp-graph.ts` reads.
 */
function dumpResult(url: string, state: VisitState, lhr: unknown, artifacts: unknown): void {
  const folder = process.env.BENCH_LIGHTHOUSE_DUMP;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  const file = path.join(folder, `${name}-${state}-${Date.now()}`);
  writeFileSync(`${file}.json`, JSON.stringify(lhr));
  writeFileSync(`${file}.artifacts.json`, JSON.stringify(artifacts));
}

/**
 * One Lighthouse run of a page in a fresh Chromium profile, as a first or a returning visit
 * (bench/workarounds.ts runs them too).
 */
export async function runOnce(
  url: string,
  base: string,
  signIn: SignIn | null,
  throttling: Throttling,
  state: VisitState = 'first',
): Promise<LighthouseRun & { version: string; runtimeError?: string }> {
  const { default: lighthouse } = await import('lighthouse');
  const stopChromium = await startChromium(path.join(scratchDir('lighthouse-profile'), 'profile'));
  try {
    await prepareProfile(url, base, signIn, state);
    const result = await lighthouse(url, {
      port: PORTS.chromeDebug,
      hostname: HOST,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the sign-in, and Lighthouse then leaves the HTTP cache as it is too: empty for a first
      // visit, warm for a returning one.
      disableStorageReset: true,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    dumpResult(url, state, result.lhr, result.artifacts);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The accessibility audits that count towards the score and failed.
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    const layoutShifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${round(item.score ?? 0, 4)})`,
    );
    // A response from the HTTP cache crossed no network: nothing transferred for a body it has.
    const requestsFromCache = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => /^https?:/.test(item.url ?? '') && item.transferSize === 0 && (item.resourceSize ?? 0) > 0,
    ).length;
    return {
      version: lhr.lighthouseVersion,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      performance: lhr.categories.performance?.score ?? Number.NaN,
      accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
      lcpMs: round(audit('largest-contentful-paint'), 0),
      tbtMs: round(audit('total-blocking-time'), 0),
      cls: round(audit('cumulative-layout-shift'), 4),
      fcpMs: round(audit('first-contentful-paint'), 0),
      speedIndexMs: round(audit('speed-index'), 0),
      transferBytes: round(audit('total-byte-weight'), 0),
      requestsFromCache,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      accessibilityFailures,
      layoutShifts,
    };
  } finally {
    await stopChromium();
  }
}

const kib = (bytes: number | undefined) => (bytes === undefined ? '-' : round(bytes / 1024, 1));

/** Lighthouse's median run: closest to the median performance score, then FCP... kept simple here. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const scores = runs.map((run) => run.performance);
  const middle = median(scores);
  return [...runs].sort((a, b) => Math.abs(a.performance - middle) - Math.abs(b.performance - middle))[0];
}

function mediansOf(runs: LighthouseRun[]): LighthouseMedians {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    speedIndexMs: median(runs.map((run) => run.speedIndexMs ?? Number.NaN)),
    transferBytes: median(runs.map((run) => run.transferBytes ?? Number.NaN)),
  };
}

/** The budgets of a page whose floor measured `floor`. */
export function budgetsFor(floor: LighthouseMedians): {
  performance: number;
  tbtMs: number;
} {
  return {
    performance: round(floor.performance - LIGHTHOUSE_BUDGET.performanceBelowFloor, 2),
    tbtMs: round(
      Math.max(floor.tbtMs * LIGHTHOUSE_BUDGET.tbtTimesFloor, floor.tbtMs + LIGHTHOUSE_BUDGET.tbtOverFloorMs),
      0,
    ),
  };
}

/** The page and its floor, measured in turns. */
interface Side {
  label: string;
  url: string;
  path: string;
  signIn: SignIn | null;
  runs: LighthouseRun[];
  failed: string[];
}

export async function measureLighthouse(options: {
  appUrl: string;
  /** The bare Next.js page's server (figure 1's floor). */
  bareUrl: string;
  customer: SignIn;
  admin: SignIn;
  /** Runs of each page in each state, and as many of its floor. */
  runs: number;
  /** Runs of each page and its floor through DevTools' applied throttling, in each state (0: none). */
  appliedRuns?: number;
  routes?: readonly LighthouseRoute[];
  /** The states each page is measured in (default: both). */
  states?: readonly VisitState[];
  /** False: report the figures without judging them (the quick run). */
  judged?: boolean;
  /** The floor with the console's stylesheet (`startStyledFloor`): measured too, as information. */
  styledFloorUrl?: string;
  log?: (line: string) => void;
}): Promise<LighthouseResult> {
  const log = options.log ?? (() => undefined);
  const routes: LighthouseRouteResult[] = [];
  let lighthouseVersion = '';

  /** One scored run of a side; a run Lighthouse could not score (it says why) is run again, twice at most. */
  async function scoredRun(
    side: Side,
    appUrl: string,
    throttling: Throttling,
    state: VisitState,
  ): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { version, runtimeError, ...run } = await runOnce(
        side.url,
        appUrl,
        side.signIn,
        throttling,
        state,
      );
      lighthouseVersion = version;
      if (run.finalPath !== side.path) {
        throw new Error(`Lighthouse on ${side.label} ended on ${run.finalPath}: the page was not measured`);
      }
      if (!Number.isFinite(run.performance)) {
        side.failed.push(runtimeError ?? 'no performance score');
        log(`${side.label}: a run without a score (${runtimeError ?? 'no reason given'}), run again`);
        continue;
      }
      side.runs.push(run);
      log(
        `${side.label} run ${side.runs.length}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, Speed Index ${run.speedIndexMs} ms, ` +
          `${kib(run.transferBytes)} KiB transferred, ${run.requestsFromCache} requests from the cache ` +
          `(benchmarkIndex ${run.benchmarkIndex})` +
          (run.layoutShifts.length ? `; shifts: ${run.layoutShifts.join(', ')}` : ''),
      );
      return;
    }
    throw new Error(`Lighthouse could not score ${side.label}: ${side.failed.join('; ')}`);
  }

  /** A page and its floor in one state, in turns. */
  async function inTurns(
    route: string,
    signedInAs: string,
    page: Omit<Side, 'label' | 'runs' | 'failed'>,
    base: string,
    {
      state,
      throttling = 'simulate',
      runs = options.runs,
    }: {
      state: VisitState;
      throttling?: Throttling;
      runs?: number;
    },
  ): Promise<LighthouseRouteResult> {
    const how = `, ${VISIT_LABELS[state]}${throttling === 'devtools' ? ' (applied throttling)' : ''}`;
    const side: Side = { ...page, label: `${route}${how}`, runs: [], failed: [] };
    const floor: Side = {
      label: `floor for ${route}${how}`,
      url: `${options.bareUrl}/`,
      path: '/',
      signIn: null,
      runs: [],
      failed: [],
    };
    for (let i = 0; i < runs; i += 1) {
      await scoredRun(floor, options.bareUrl, throttling, state);
      await scoredRun(side, base, throttling, state);
    }
    const result: LighthouseRouteResult = {
      route,
      signedInAs,
      state,
      runs: side.runs,
      failedRuns: side.failed,
      median: medianRun(side.runs),
      medianOfEach: mediansOf(side.runs),
      floor: {
        runs: floor.runs,
        failedRuns: floor.failed,
        median: medianRun(floor.runs),
        medianOfEach: mediansOf(floor.runs),
      },
    };
    const m = result.medianOfEach;
    const f = result.floor!.medianOfEach;
    log(
      `${route}${how} medians: performance ${m.performance} (floor ${f.performance}), TBT ${m.tbtMs} ms ` +
        `(floor ${f.tbtMs}), LCP ${m.lcpMs} ms (floor ${f.lcpMs}), Speed Index ${m.speedIndexMs} ms ` +
        `(floor ${f.speedIndexMs})`,
    );
    return result;
  }

  for (const route of options.routes ?? LIGHTHOUSE_ROUTES) {
    const signIn = route.as === 'customer' ? options.customer : route.as === 'admin' ? options.admin : null;
    const pagePath = pathOf(route.path, signIn);
    const page = { url: `${options.appUrl}${pagePath}`, path: pagePath, signIn };
    // A page's first visits, then its returning ones: each state beside its floor in the same state.
    for (const state of options.states ?? VISIT_STATES) {
      const result = await inTurns(route.path, route.as, page, options.appUrl, { state });
      if (options.appliedRuns) {
        result.applied = await inTurns(route.path, route.as, page, options.appUrl, {
          state,
          throttling: 'devtools',
          runs: options.appliedRuns,
        });
      }
      routes.push(result);
    }
  }
  // Information about a first visit's render-blocking stylesheet: first visits only.
  const styledFloor = options.styledFloorUrl
    ? await inTurns(
        STYLED_FLOOR_LABEL,
        'visitor',
        { url: `${options.styledFloorUrl}/`, path: '/', signIn: null },
        options.styledFloorUrl,
        { state: 'first' },
      )
    : undefined;
  return {
    lighthouseVersion,
    runsPerPage: options.runs,
    judged: options.judged ?? true,
    routes,
    styledFloor,
  };
}

/**
 * The console that Lighthouse measures. Its devices beat once, at the start, and a full run reaches
 * its last pages (each in two states) an hour or more later: a four-hour online window keeps them
 * online, so that every page is measured with its rows, as a fleet's operator sees it.
 */
export const LIGHTHOUSE_SERVER_ENV = { ...BENCH_SERVER_ENV, ONLINE_WINDOW_SECONDS: '14400' };

/**
 * The console as `npm start` serves it (the custom server: its scripts and styles compressed at build
 * time, each page's stylesheet rules inline), with data of its own: a customer with devices, and the
 * admin signed in.
 */
export async function startLighthouseConsole(port: number) {
  const server = await startServer({
    port,
    label: 'lighthouse-app',
    customServer: true,
    env: { ...LIGHTHOUSE_SERVER_ENV, DATA_DIR: scratchDir('lighthouse-data') },
  });
  try {
    return {
      server,
      customer: await makeCustomerWithDevices(server.url),
      admin: await signInAdmin(server.url),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function runLighthouse(options: {
  runs: number;
  appliedRuns?: number;
  routes?: readonly LighthouseRoute[];
  states?: readonly VisitState[];
  /** Also the floor with the console's stylesheet. */
  styledFloor?: boolean;
  log?: (line: string) => void;
}): Promise<LighthouseResult> {
  const bareDir = (await buildBare({ reuse: true })).dir;
  const app = await startLighthouseConsole(PORTS.app);
  // The floor as `next start` serves a bare page.
  const bare = await startServer({
    port: PORTS.bare,
    cwd: bareDir,
    readyPath: '/',
    label: 'lighthouse-bare',
  });
  let styled: RunningServer | null = null;
  try {
    if (options.styledFloor) styled = await startStyledFloor(app.server.url);
    return await measureLighthouse({
      ...options,
      appUrl: app.server.url,
      bareUrl: bare.url,
      styledFloorUrl: styled?.url,
      customer: app.customer,
      admin: app.admin,
    });
  } finally {
    await styled?.stop();
    await bare.stop();
    await app.server.stop();
  }
}

if (require.main === module) {
  (async () => {
    const distArg = process.argv.indexOf('--dist-dir');
    if (distArg > 0) setBenchDistDir(process.argv[distArg + 1]);
    else if (!process.argv.includes('--no-build')) await buildApp();
    const runsArg = process.argv.indexOf('--runs');
    const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
    const appliedArg = process.argv.indexOf('--applied-runs');
    const appliedRuns = appliedArg > 0 ? Number(process.argv[appliedArg + 1]) : 0;
    const only = process.argv.includes('--route') ? process.argv[process.argv.indexOf('--route') + 1] : null;
    const routes = LIGHTHOUSE_ROUTES.filter((route) => !only || route.path === only);
    const state = process.argv.includes('--state') ? process.argv[process.argv.indexOf('--state') + 1] : null;
    if (state && !VISIT_STATES.includes(state as VisitState))
      throw new Error(`--state ${state}: one of ${VISIT_STATES.join(', ')}`);
    const result = await runLighthouse({
      runs,
      appliedRuns,
      routes,
      states: state ? [state as VisitState] : VISIT_STATES,
      styledFloor: process.argv.includes('--styled-floor'),
      log: (line) => console.log(`[lighthouse] ${line}`),
    });
    console.log(
      JSON.stringify(
        [...result.routes, ...(result.styledFloor ? [result.styledFloor] : [])].map((route) => ({
          route: route.route,
          state: stateOf(route),
          runs: route.runs.length,
          medianOfEach: route.medianOfEach,
          floor: route.floor?.medianOfEach,
          applied: route.applied && {
            medianOfEach: route.applied.medianOfEach,
            floor: route.applied.floor?.medianOfEach,
          },
        })),
        null,
        2,
      ),
    );
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
