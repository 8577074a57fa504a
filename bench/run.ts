/**
 * `npm run bench`: measures speed and size on this machine and writes bench/report.md (committed) and
 * bench/out/report.json (everything measured, not committed). Its devices query and ingest are judged
 * against the last full report's figures, read from the end of bench/report.md (bench/compare.ts).
 * `npm run bench -- --quick` is a shorter run (four to five minutes when the bench build is up to date)
 * that writes bench/out/report-quick.{json,md} instead, and never fails on a budget: on a shared
 * machine a single short run is a signal, not a verdict.
 *
 * Options:
 *   --quick            the short run: fewer runs, 10k and 100k devices, Lighthouse on one page and its
 *                      floor once each in both states, a first and a returning visit (reported, not
 *                      judged), and no guard overhead (its second build takes longer than the rest;
 *                      `--quick --only guardOverhead` measures it quickly)
 *   --only a,b         only these sections: firstLoadJs, lighthouse, devicesQuery, guardOverhead, ingest
 *   --skip a,b         all sections but these
 *   --no-build         use the existing build as it is (a full run rebuilds by default, a quick run
 *                      rebuilds only when a source file is newer than the build)
 *   --dist-dir DIR     the build folder to measure (default .next-bench); `npm test` passes .next,
 *                      which `npm run build` has just made, so that its quick run builds nothing
 *   --temp-postgres    also measure the devices query on a throwaway local PostgreSQL (when
 *                      DATABASE_URL is not set); needs the PostgreSQL server binaries
 *   --lighthouse-runs N  runs of each page in each state and as many of its floor (default 5, quick 1)
 *   --applied-runs N   runs of each page in each state and its floor through DevTools' applied
 *                      throttling, whose LCP is judged (default 3, quick 0)
 *   --strict / --no-strict   exit 1 when a budget fails (default: full runs yes, quick runs no)
 *
 * Everything runs against a production build (.next-bench/ unless --dist-dir), on loopback ports
 * 3230-3243, with scratch data in the system temp folder (fd-bench-*), removed at the end.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { readLastFull } from './compare';
import { measureDevicesQuery, unreachedSizes } from './devices-query';
import { measureFirstLoadJs } from './first-load-js';
import { restoreMiddlewareManifest, runGuardOverhead } from './guard-overhead';
import { runIngest } from './ingest';
import { makeCustomerWithDevices, signInAdmin } from './lib/accounts';
import { benchBuildIsStale, buildApp, buildBare } from './lib/build';
import { machineInfo } from './lib/machine';
import { benchDistDir, OUT_DIR, PORTS, setBenchDistDir } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { startServer } from './lib/server';
import { round } from './lib/stats';
import {
  LIGHTHOUSE_ROUTES,
  LIGHTHOUSE_SERVER_ENV,
  measureLighthouse,
  startLighthouseConsole,
  startStyledFloor,
} from './lighthouse';
import {
  figuresOf,
  FULL_REPORT_JSON,
  FULL_REPORT_MD,
  SECTION_TITLES,
  writeReport,
  type BenchReport,
  type SectionId,
} from './report';

const SECTIONS = Object.keys(SECTION_TITLES) as SectionId[];

function sectionList(raw: string | undefined): SectionId[] | null {
  if (!raw) return null;
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!SECTIONS.includes(name as SectionId))
      throw new Error(`unknown section "${name}" (${SECTIONS.join(', ')})`);
  }
  return names as SectionId[];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      skip: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'dist-dir': { type: 'string' },
      'temp-postgres': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      'applied-runs': { type: 'string' },
      strict: { type: 'boolean' },
      'no-strict': { type: 'boolean' },
    },
  });
  const quick = values.quick ?? false;
  if (values['dist-dir']) setBenchDistDir(values['dist-dir']);
  const only = sectionList(values.only);
  const skip = sectionList(values.skip) ?? [];
  // The guard's overhead needs a second build (an empty middleware): a quick run measures it only when asked.
  const quickSkips: SectionId[] = quick && !only ? ['guardOverhead'] : [];
  const wanted = SECTIONS.filter(
    (section) =>
      (!only || only.includes(section)) && !skip.includes(section) && !quickSkips.includes(section),
  );
  const strict = values['no-strict'] ? false : (values.strict ?? !quick);
  const lighthouseRuns = values['lighthouse-runs'] ? Number(values['lighthouse-runs']) : quick ? 1 : 5;
  const appliedRuns = values['applied-runs'] ? Number(values['applied-runs']) : quick ? 0 : 3;
  const started = Date.now();
  const log = (section: string) => (line: string) =>
    console.log(`[bench ${round((Date.now() - started) / 1000, 0)}s] ${section}: ${line}`);

  const report: BenchReport = {
    schema: 1,
    mode: quick ? 'quick' : 'full',
    startedAt: new Date(started).toISOString(),
    durationSeconds: 0,
    machine: { ...machineInfo(), loadAverageAtEnd: 0 },
    build: { appSeconds: null, appReused: false, bareSeconds: 0, bareReused: false },
    figures: [],
    results: {},
    errors: {},
    skipped: {},
    comparedWith: readLastFull(FULL_REPORT_MD),
  };
  for (const section of SECTIONS) {
    if (quickSkips.includes(section))
      report.skipped[section] = 'a quick run (--only guardOverhead measures it)';
    else if (!wanted.includes(section)) report.skipped[section] = 'not asked for';
  }
  log('machine')(JSON.stringify(report.machine));
  restoreMiddlewareManifest();

  const needsApp = wanted.some((section) => section !== 'devicesQuery');
  if (needsApp) {
    const rebuild = !values['no-build'] && (!quick || (await benchBuildIsStale()));
    if (rebuild) {
      log('build')(`building the console into ${benchDistDir()}`);
      report.build.appSeconds = round((await buildApp()).seconds, 1);
      log('build')(`done in ${report.build.appSeconds} s`);
    } else {
      report.build.appReused = true;
    }
  }
  // The bare Next.js page: the floor of first-load JS, and the page each Lighthouse figure stands beside.
  let bareDir: string | null = null;
  if (wanted.includes('firstLoadJs') || wanted.includes('lighthouse')) {
    const bare = await buildBare({ reuse: quick || values['no-build'] === true });
    bareDir = bare.dir;
    report.build.bareSeconds = round(bare.seconds, 1);
    report.build.bareReused = bare.reused;
  }

  async function section(id: SectionId, run: () => Promise<void>) {
    if (!wanted.includes(id)) return;
    try {
      await run();
    } catch (error) {
      report.errors[id] =
        error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error);
      log(id)(`NOT MEASURED: ${report.errors[id]}`);
    }
  }

  // One console as `next start` serves it, with a signed-in customer and admin, for first-load JS (and the
  // styled floor's stylesheet); Lighthouse starts its own, as `npm start` serves it. Both use the bare page.
  if (bareDir) {
    const app = await startServer({
      port: PORTS.app,
      label: 'app',
      env: { ...LIGHTHOUSE_SERVER_ENV, DATA_DIR: scratchDir('app-data') },
    });
    const bare = await startServer({ port: PORTS.bare, cwd: bareDir, readyPath: '/', label: 'bare' });
    try {
      const customer = await makeCustomerWithDevices(app.url);
      const admin = await signInAdmin(app.url);
      await section('firstLoadJs', async () => {
        report.results.firstLoadJs = await measureFirstLoadJs({
          appUrl: app.url,
          bareUrl: bare.url,
          customer,
          admin,
          log: log('firstLoadJs'),
        });
      });
      await section('lighthouse', async () => {
        // Pages as `npm start` serves them (its own console: the custom server), beside the floor.
        const lighthouseConsole = await startLighthouseConsole(PORTS.lighthouseApp);
        // The full run also measures, as information, the floor with the console's stylesheet, and
        // each page with its floor through DevTools' applied throttling.
        const styledFloor = quick ? null : await startStyledFloor(app.url);
        try {
          report.results.lighthouse = await measureLighthouse({
            appUrl: lighthouseConsole.server.url,
            bareUrl: bare.url,
            styledFloorUrl: styledFloor?.url,
            customer: lighthouseConsole.customer,
            admin: lighthouseConsole.admin,
            runs: lighthouseRuns,
            appliedRuns,
            // The quick run keeps to one signed-in page and its floor, a first and a returning visit,
            // reported, not judged.
            routes: quick
              ? LIGHTHOUSE_ROUTES.filter((route) => route.path === '/online-devices')
              : LIGHTHOUSE_ROUTES,
            judged: !quick,
            log: log('lighthouse'),
          });
        } finally {
          await styledFloor?.stop();
          await lighthouseConsole.server.stop();
        }
      });
    } finally {
      await bare.stop();
      await app.stop();
    }
  }
  await section('guardOverhead', async () => {
    report.results.guardOverhead = await runGuardOverhead({ quick, log: log('guardOverhead') });
  });
  await section('ingest', async () => {
    report.results.ingest = await runIngest({ quick, log: log('ingest') });
  });
  await section('devicesQuery', async () => {
    report.results.devicesQuery = await measureDevicesQuery({
      quick,
      tempPostgres: values['temp-postgres'],
      log: log('devicesQuery'),
    });
    // What was measured stays in the report; the sizes that were not make the run fail.
    const unreached = unreachedSizes(report.results.devicesQuery);
    if (unreached) throw new Error(`not every size was seeded: ${unreached}`);
  });

  report.durationSeconds = round((Date.now() - started) / 1000, 0);
  report.machine.loadAverageAtEnd = round(os.loadavg()[0], 2);
  report.figures = figuresOf(report.results, report.comparedWith);
  mkdirSync(OUT_DIR, { recursive: true });
  const [jsonFile, markdownFile] = quick
    ? [path.join(OUT_DIR, 'report-quick.json'), path.join(OUT_DIR, 'report-quick.md')]
    : [FULL_REPORT_JSON, FULL_REPORT_MD];
  await writeReport(report, jsonFile, markdownFile);

  const failed = report.figures.filter((figure) => figure.pass === false);
  console.log(`\nWrote ${path.relative(process.cwd(), markdownFile)} in ${report.durationSeconds} s.`);
  for (const figure of report.figures) {
    const mark = figure.pass === null ? '    ' : figure.pass ? 'ok  ' : 'FAIL';
    console.log(
      `${mark} ${figure.label}: ${figure.value}${figure.unit} ${figure.budget ? `(budget ${figure.budget})` : ''}`,
    );
  }
  const errors = Object.keys(report.errors);
  if (errors.length) console.log(`Not measured: ${errors.join(', ')}`);
  if (errors.length) return 1;
  if (failed.length && strict) return 1;
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
