/**
 * The bench's report: a JSON file of everything measured (bench/out/, not committed) and a Markdown
 * report of tables: the figures against their budgets, the machine, each section's details and, for a
 * full run, the figures the next run compares with (bench/report.md; bench/compare.ts).
 *
 * Alone: `npx tsx bench/report.ts [bench/out/report.json]` writes the Markdown again from a JSON report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { compare, comparedBlock, comparedValues, WORSE_AT_MOST, type ComparedFigures } from './compare';
import type { DevicesQueryResult } from './devices-query';
import { EDITOR_ROUTE, REFERENCE_ROUTE, type FirstLoadResult } from './first-load-js';
import { GUARD_BUDGET, type GuardOverheadResult } from './guard-overhead';
import type { IngestResult } from './ingest';
import type { MachineInfo } from './lib/machine';
import { BENCH_DIR, OUT_DIR } from './lib/paths';
import { median, round } from './lib/stats';
import {
  budgetsFor,
  LIGHTHOUSE_BUDGET,
  stateOf,
  STYLED_FLOOR_LABEL,
  VISIT_LABELS,
  VISIT_STATES,
  type LighthouseResult,
} from './lighthouse';

/** The ingest goals on this machine: accepted heartbeats per second, and the p99 acknowledgement. */
const INGEST_GOALS = { pglite: 2000, postgres: 4000 };
const INGEST_P99_BUDGET_MS = 100;

export type SectionId = 'firstLoadJs' | 'lighthouse' | 'devicesQuery' | 'guardOverhead' | 'ingest';

export const SECTION_TITLES: Record<SectionId, string> = {
  firstLoadJs: '1. First-load JavaScript',
  lighthouse: '2. Lighthouse (mobile, slow 4G)',
  devicesQuery: '3. Devices query cost',
  guardOverhead: '4. Guard overhead',
  ingest: '5. Heartbeat ingest',
};

export interface Figure {
  id: string;
  section: SectionId;
  label: string;
  value: number | string | boolean;
  unit: string;
  /** Human-readable budget, e.g. "<= 1.15x"; empty when the figure has none. */
  budget: string;
  /** null: no budget (reported only). */
  pass: boolean | null;
}

export interface BenchReport {
  schema: 1;
  mode: 'full' | 'quick';
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo & { loadAverageAtEnd: number };
  build: { appSeconds: number | null; appReused: boolean; bareSeconds: number; bareReused: boolean };
  figures: Figure[];
  results: {
    firstLoadJs?: FirstLoadResult;
    lighthouse?: LighthouseResult;
    devicesQuery?: DevicesQueryResult;
    guardOverhead?: GuardOverheadResult;
    ingest?: IngestResult;
  };
  /** Sections that were asked for but could not be measured, with the reason. */
  errors: Partial<Record<SectionId, string>>;
  /** Sections left out of this run (quick mode, --only, --skip), with the reason. */
  skipped: Partial<Record<SectionId, string>>;
  /** The last full report's figures this run was compared with (bench/compare.ts), if there was one. */
  comparedWith?: ComparedFigures | null;
}

/** Where a full run's Markdown is committed; its JSON goes to bench/out/. */
export const FULL_REPORT_MD = path.join(BENCH_DIR, 'report.md');
export const FULL_REPORT_JSON = path.join(OUT_DIR, 'report.json');

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * Lighthouse's figures, first visits then returning ones, each judged against the same budgets beside
 * its floor in the same state. A first visit keeps the ids older reports gave it; a returning visit's
 * have `.returning` after the route. Labels name the state, so that a reader tells the two apart.
 */
export function lighthouseFigures(lighthouse: LighthouseResult): Figure[] {
  const figures: Figure[] = [];
  // The quick run's pairs are reported, not judged; an older report without a floor has no relative
  // budgets to judge by.
  const judged = lighthouse.judged !== false;
  const judge = (pass: boolean) => (judged ? pass : null);
  const base = { section: 'lighthouse' as const };
  for (const state of VISIT_STATES) {
    const routes = lighthouse.routes.filter((route) => stateOf(route) === state);
    const key = (route: string, figure: string) =>
      `lighthouse.${route}${state === 'first' ? '' : `.${state}`}.${figure}`;
    const name = (route: string) => `${route} ${VISIT_LABELS[state]}`;
    for (const route of routes) {
      const m = route.medianOfEach;
      const f = route.floor?.medianOfEach;
      const limits = f ? budgetsFor(f) : null;
      const beside = (value: number | undefined, unit = '') =>
        value === undefined ? '' : ` (floor ${value}${unit})`;
      figures.push(
        {
          ...base,
          id: key(route.route, 'performance'),
          label: `${name(route.route)} performance${beside(f?.performance)}`,
          value: m.performance,
          unit: '',
          budget: limits
            ? `>= ${limits.performance} (floor - ${LIGHTHOUSE_BUDGET.performanceBelowFloor})`
            : '',
          pass: limits ? judge(m.performance >= limits.performance) : null,
        },
        {
          ...base,
          id: key(route.route, 'accessibility'),
          label: `${name(route.route)} accessibility`,
          value: m.accessibility,
          unit: '',
          budget: `= ${LIGHTHOUSE_BUDGET.accessibility}`,
          pass: judge(m.accessibility >= LIGHTHOUSE_BUDGET.accessibility),
        },
        {
          // Lantern's estimate on two shared cores decides a race between the first paint and the
          // scripts' arrival, not what a user sees: information; the applied-throttling LCP is judged.
          ...base,
          id: key(route.route, 'lcp'),
          label: `${name(route.route)} simulated LCP, information${beside(f?.lcpMs, ' ms')}`,
          value: m.lcpMs,
          unit: 'ms',
          budget: '',
          pass: null,
        },
        {
          ...base,
          id: key(route.route, 'tbt'),
          label: `${name(route.route)} TBT${beside(f?.tbtMs, ' ms')}`,
          value: m.tbtMs,
          unit: 'ms',
          budget: limits
            ? `<= ${limits.tbtMs} ms (the larger of ${LIGHTHOUSE_BUDGET.tbtTimesFloor}x floor and floor + ${LIGHTHOUSE_BUDGET.tbtOverFloorMs} ms)`
            : '',
          pass: limits ? judge(m.tbtMs <= limits.tbtMs) : null,
        },
        {
          ...base,
          id: key(route.route, 'cls'),
          label: `${name(route.route)} CLS${beside(f?.cls)}`,
          value: m.cls,
          unit: '',
          budget: `= ${LIGHTHOUSE_BUDGET.cls}`,
          pass: judge(m.cls <= LIGHTHOUSE_BUDGET.cls),
        },
      );
    }
    for (const route of routes) {
      const applied = route.applied;
      if (!applied) continue;
      const m = applied.medianOfEach;
      const f = applied.floor?.medianOfEach;
      const limit = f ? round(f.lcpMs + LIGHTHOUSE_BUDGET.lcpOverFloorMs, 0) : null;
      figures.push({
        ...base,
        id: key(route.route, 'appliedLcp'),
        label:
          `${name(route.route)} LCP as a user on slow 4G sees it (DevTools' applied throttling, ` +
          `${applied.runs.length} runs; floor ${f?.lcpMs ?? '-'} ms; Speed Index ${m.speedIndexMs ?? '-'} ms, ` +
          `floor ${f?.speedIndexMs ?? '-'} ms)`,
        value: m.lcpMs,
        unit: 'ms',
        budget: limit === null ? '' : `<= ${limit} ms (floor + ${LIGHTHOUSE_BUDGET.lcpOverFloorMs} ms)`,
        pass: limit === null ? null : judge(m.lcpMs <= limit),
      });
    }
  }
  return figures;
}

/** The budgeted and reported figures of each section, flattened for the table and the before/after. */
export function figuresOf(results: BenchReport['results'], comparedWith?: ComparedFigures | null): Figure[] {
  const figures: Figure[] = [];
  const first = results.firstLoadJs;
  if (first) {
    figures.push({
      id: 'firstLoad.floor',
      section: 'firstLoadJs',
      label: 'Floor: bare Next.js page, gzip JS',
      value: kb(first.floor.gzipBytes),
      unit: 'KiB',
      budget: '',
      pass: null,
    });
    for (const route of first.routes) {
      figures.push({
        id: `firstLoad.${route.route}`,
        section: 'firstLoadJs',
        label: `${route.route} gzip JS (${kb(route.gzipBytes)} KiB) / floor`,
        value: route.ratioToFloor,
        unit: 'x',
        budget: route.budget === null ? 'information' : `<= ${route.budget}x`,
        pass: route.budget === null ? null : route.ratioToFloor <= route.budget,
      });
    }
    figures.push({
      id: 'firstLoad.editorOnlyOnGuidePage',
      section: 'firstLoadJs',
      label: `Markdown editor only in ${EDITOR_ROUTE} (first load: ${first.editorRoutes.join(', ') || 'none'}; on opening it: ${(first.editorOnRequestRoutes ?? []).join(', ') || 'none'})`,
      value: first.editorOnlyOnGuidePage,
      unit: '',
      budget: 'true',
      pass: first.editorOnlyOnGuidePage,
    });
    if (first.referenceRoutes) {
      figures.push({
        id: 'firstLoad.referenceOnlyOnItsPage',
        section: 'firstLoadJs',
        label: `Redoc only in ${REFERENCE_ROUTE} (fetched on: ${first.referenceRoutes.join(', ') || 'none'})`,
        value: first.referenceOnlyOnItsPage,
        unit: '',
        budget: 'true',
        pass: first.referenceOnlyOnItsPage,
      });
    }
  }
  const lighthouse = results.lighthouse;
  if (lighthouse) figures.push(...lighthouseFigures(lighthouse));
  const styled = lighthouse?.styledFloor;
  if (styled) {
    const f = styled.floor?.medianOfEach;
    figures.push({
      id: 'lighthouse.styledFloor.lcp',
      section: 'lighthouse',
      label:
        `${STYLED_FLOOR_LABEL} LCP, information: the bare page with the console's stylesheet and nothing ` +
        `else of it (floor ${f?.lcpMs ?? '-'} ms; FCP ${styled.median.fcpMs} ms, floor ${styled.floor?.median.fcpMs ?? '-'} ms)`,
      value: styled.medianOfEach.lcpMs,
      unit: 'ms',
      budget: '',
      pass: null,
    });
  }
  const devices = results.devicesQuery;
  if (devices) {
    const smallest = devices.sizes[0];
    for (const backend of devices.backends) {
      for (const ratio of backend.ratios) {
        const small = backend.timings.find(
          (t) => t.scope === ratio.scope && t.caseId === ratio.caseId && t.size === smallest,
        );
        const big = backend.timings.find(
          (t) => t.scope === ratio.scope && t.caseId === ratio.caseId && t.size === ratio.largest,
        );
        const fullScan = big?.plans.some((plan) => plan.fullScan) ?? false;
        const sizeLabel = ratio.largest >= 1_000_000 ? '1M' : `${ratio.largest / 1000}k`;
        figures.push({
          id: `devices.${backend.backend}.${ratio.scope}.${ratio.caseId}`,
          section: 'devicesQuery',
          label:
            `${backend.backend}, ${ratio.scope}, ${ratio.caseId}: p50 ${small?.p50Ms} ms at 10k, ` +
            `${big?.p50Ms} ms at ${sizeLabel}${fullScan ? ' (full scan)' : ''}; ${sizeLabel}/10k`,
          value: ratio.ratio,
          unit: 'x',
          // The budget is for page 1 at 1M; a quick run (100k) reports the ratio without judging it.
          budget: ratio.page1 ? '<= 2x (1M/10k)' : '',
          pass: ratio.page1 && ratio.largest >= 1_000_000 ? ratio.ratio <= 2 && !fullScan : null,
        });
      }
    }
  }
  const guard = results.guardOverhead;
  if (guard) {
    const empty = guard.emptyMiddleware;
    if (empty) {
      figures.push({
        id: 'guard.ratioEmpty',
        section: 'guardOverhead',
        label:
          `${guard.route} req/s with the project's / an empty Edge middleware (median of ` +
          `${guard.emptyRatios?.length ?? '-'} rounds alone of ${processCount(guard.processes ?? 1)} each, ` +
          `${guard.withGuard.requestsPerSecond} / ` +
          `${empty.requestsPerSecond} req/s; both at once ${guard.ratioTogether}; from server CPU per request ` +
          `${guard.ratioCpu})`,
        value: guard.ratio,
        unit: 'x',
        budget: `>= ${GUARD_BUDGET}x`,
        pass: guard.ratio >= GUARD_BUDGET,
      });
    }
    // Against no middleware at all: information (Next.js runs any Edge middleware in a sandbox costing
    // about a millisecond a request), and the figure reports before the empty-middleware yardstick had.
    figures.push({
      id: 'guard.ratio',
      section: 'guardOverhead',
      label:
        `${guard.route} req/s with / without any middleware, information: Next.js runs any Edge ` +
        `middleware in a sandbox costing about 1 ms a request (median of ${guard.pairRatios?.length ?? '-'} ` +
        `rounds alone, ${guard.withGuard.requestsPerSecond} / ${guard.withoutGuard.requestsPerSecond} req/s)`,
      value: guard.ratioAlone,
      unit: 'x',
      budget: '',
      pass: null,
    });
  }
  const ingest = results.ingest;
  if (ingest) {
    const floor = ingest.floor.acceptedPerSecond;
    figures.push({
      id: 'ingest.floor',
      section: 'ingest',
      label: `Floor: bare Next.js route handler, JSON POSTs answered per second (${ingest.connections} connections)`,
      value: floor,
      unit: '/s',
      budget: '',
      pass: null,
    });
    for (const run of ingest.runs) {
      const goal = INGEST_GOALS[run.database as 'pglite' | 'postgres'];
      const name = run.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
      const ratio = floor > 0 ? round(run.acceptedPerSecond / floor, 2) : 0;
      figures.push(
        {
          id: `ingest.${run.database}.perSecond`,
          section: 'ingest',
          label: `${name}: heartbeats accepted per second (${ratio}x the floor)`,
          value: run.acceptedPerSecond,
          unit: '/s',
          budget: `>= ${goal}/s`,
          pass: run.acceptedPerSecond >= goal && run.errors === 0 && Object.keys(run.refused).length === 0,
        },
        {
          id: `ingest.${run.database}.p99`,
          section: 'ingest',
          label: `${name}: p99 acknowledgement (p50 ${run.p50Ms} ms, p95 ${run.p95Ms} ms)`,
          value: run.p99Ms,
          unit: 'ms',
          budget: `< ${INGEST_P99_BUDGET_MS} ms`,
          pass: run.p99Ms < INGEST_P99_BUDGET_MS,
        },
        {
          id: `ingest.${run.database}.ratio`,
          section: 'ingest',
          label: `${name}: accepted per second / the floor's, information`,
          value: ratio,
          unit: 'x',
          budget: '',
          pass: null,
        },
      );
    }
  }
  if (comparedWith) figures.push(...comparisonFigures(results, comparedWith));
  return figures;
}

const DATABASE_NAMES: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** One figure per section and database: the worst of its measurements against the last full report. */
function comparisonFigures(results: BenchReport['results'], last: ComparedFigures): Figure[] {
  const groups = new Map<string, ReturnType<typeof compare>>();
  for (const c of compare(comparedValues(results), last)) {
    const [kind, measured] = c.key.split('.');
    const group = `${kind}.${measured.split('/')[0]}`;
    groups.set(group, [...(groups.get(group) ?? []), c]);
  }
  return [...groups].map(([group, comparisons]) => {
    const [kind, database] = group.split('.');
    const worst = comparisons.reduce((a, b) => (b.worseBy > a.worseBy ? b : a));
    const what =
      kind === 'ingest'
        ? `heartbeats accepted per second over the floor's (${worst.then}x then, ${worst.now}x now)`
        : `worst of ${comparisons.length} queries' p50 over the reference statement's ` +
          `(${worst.key.split('/')[0].split('.').slice(2).join(' ')}: ${worst.then}x then, ${worst.now}x now)`;
    return {
      id: `vsLastFull.${group}`,
      section: kind === 'ingest' ? 'ingest' : 'devicesQuery',
      label: `${DATABASE_NAMES[database] ?? database}: ${what}, against the last full report of ${last.startedAt}`,
      value: worst.worseBy,
      unit: 'x',
      budget: `<= ${1 + WORSE_AT_MOST}x`,
      pass: comparisons.every((c) => c.pass),
    };
  });
}

function cell(value: Figure['value'], unit: string): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return `${value}${unit && unit !== 'x' ? ` ${unit}` : unit}`;
}

function verdict(pass: boolean | null): string {
  return pass === null ? '-' : pass ? 'pass' : '**FAIL**';
}

function machineTable(report: BenchReport): string[] {
  const m = report.machine;
  return [
    '| Machine | |',
    '| --- | --- |',
    `| CPU | ${m.cpuModel}, ${m.cores} cores |`,
    `| Memory | ${m.memoryGiB} GiB |`,
    `| OS | ${m.os} |`,
    `| Node.js | ${m.node} |`,
    `| Next.js | ${m.next} |`,
    `| Chromium | ${m.chromium} |`,
    `| Load average (1 min) | ${m.loadAverageAtStart} at start, ${m.loadAverageAtEnd} at end |`,
  ];
}

function detailSections(report: BenchReport): string[] {
  const lines: string[] = [];
  const {
    firstLoadJs: first,
    lighthouse,
    devicesQuery: devices,
    guardOverhead: guard,
    ingest,
  } = report.results;
  if (first) {
    lines.push('', `### ${SECTION_TITLES.firstLoadJs}`, '');
    lines.push(
      'Scripts a fresh Chromium downloads on a first visit until the network is idle, gzip body bytes ' +
        'as `next start` serves them (lazy = requested after the load event).',
      '',
      '| Route | Signed in as | gzip KiB | of which lazy | raw KiB | scripts | x floor | budget | libraries found |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      `| bare Next.js page (floor) | - | ${kb(first.floor.gzipBytes)} | 0 | ${kb(first.floor.rawBytes)} | ${first.floor.scripts} | 1 | | |`,
    );
    for (const r of first.routes) {
      lines.push(
        `| ${r.route} | ${r.signedInAs} | ${kb(r.gzipBytes)} | ${kb(r.lazyGzipBytes)} | ${kb(r.rawBytes)} | ${r.scripts} | ` +
          `${r.ratioToFloor} | ${r.budget ?? 'information'} | ${r.libraries.join(', ') || '-'} |`,
      );
    }
  }
  if (lighthouse) {
    lines.push('', `### ${SECTION_TITLES.lighthouse}`, '');
    const returning = lighthouse.routes.some((r) => stateOf(r) === 'returning');
    lines.push(
      `Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.runsPerPage} run(s) of each page and as many of ` +
        'its floor (the bare Next.js page of figure 1), taking turns: the median of each figure, the ' +
        "floor's in brackets." +
        (returning
          ? ' Each page in two states, its floor in the same one: a first visit (the HTTP cache empty) ' +
            'and a returning visit (the page loaded once before in the same profile, its cache kept).'
          : ' First visits (the HTTP cache empty).') +
        (lighthouse.judged === false ? ' Reported, not judged (one pair of runs a state).' : '') +
        (lighthouse.routes.some((r) => r.applied)
          ? ' Rows marked "applied throttling": the page and its floor again, loaded through ' +
            "DevTools' applied throttling (the same slow 4G and CPU slowdown, applied during the load " +
            'instead of simulated after it), as a user on such a phone sees them; their LCP is the one ' +
            'judged, the simulated one is information.'
          : '') +
        (lighthouse.styledFloor
          ? ` The last row, information: the ${STYLED_FLOOR_LABEL} (the bare page importing the stylesheets ` +
            'the sign-in page links, nothing else of the console), in turns with the floor: what a ' +
            'render-blocking stylesheet alone adds to the simulated LCP (bench/README.md, figure 2).'
          : ''),
      '',
      '| Route | Visit | performance | accessibility | LCP ms | TBT ms | CLS | Speed Index ms | FCP ms (median run) | transferred KiB | benchmarkIndex (runs, floor runs) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    // First visits, then returning ones, as in the figures above.
    const byState = VISIT_STATES.flatMap((state) => lighthouse.routes.filter((r) => stateOf(r) === state));
    const rows = [
      ...byState.flatMap((r) =>
        r.applied ? [r, { ...r.applied, route: `${r.route} (applied throttling)` }] : [r],
      ),
      ...(lighthouse.styledFloor ? [lighthouse.styledFloor] : []),
    ];
    for (const r of rows) {
      const m = r.medianOfEach;
      const f = r.floor?.medianOfEach;
      const withFloor = (value: number, floor: number | undefined) =>
        floor === undefined ? `${value}` : `${value} (${floor})`;
      const index = (runs: { benchmarkIndex: number }[]) =>
        runs.map((run) => Math.round(run.benchmarkIndex)).join(', ');
      // Older reports did not keep the bytes.
      const transferred =
        m.transferBytes === undefined || !Number.isFinite(m.transferBytes)
          ? '-'
          : withFloor(
              kb(m.transferBytes),
              f?.transferBytes === undefined || !Number.isFinite(f.transferBytes)
                ? undefined
                : kb(f.transferBytes),
            );
      lines.push(
        `| ${r.route} | ${stateOf(r)} | ${withFloor(m.performance, f?.performance)} | ${withFloor(m.accessibility, f?.accessibility)} | ` +
          `${withFloor(m.lcpMs, f?.lcpMs)} | ${withFloor(m.tbtMs, f?.tbtMs)} | ${withFloor(m.cls, f?.cls)} | ` +
          `${m.speedIndexMs === undefined ? '-' : withFloor(m.speedIndexMs, f?.speedIndexMs)} | ` +
          `${withFloor(r.median.fcpMs, r.floor?.median.fcpMs)} | ${transferred} | ` +
          `${index(r.runs)}${r.floor ? `; ${index(r.floor.runs)}` : ''} |`,
      );
    }
    const named = (r: (typeof lighthouse.routes)[number]) => `${r.route} (${VISIT_LABELS[stateOf(r)]})`;
    const failures = byState.flatMap((r) =>
      r.runs.flatMap((run) => run.accessibilityFailures.map((id) => `${named(r)}: ${id}`)),
    );
    if (failures.length) lines.push('', `Failed accessibility audits: ${[...new Set(failures)].join('; ')}`);
    for (const r of byState) {
      const shifts = [...new Set(r.runs.flatMap((run) => run.layoutShifts ?? []))];
      if (shifts.length) lines.push('', `Layout shifts on ${named(r)}: ${shifts.join('; ')}`);
      if (r.failedRuns?.length)
        lines.push(
          '',
          `Runs Lighthouse could not score on ${named(r)} (run again): ${r.failedRuns.join('; ')}`,
        );
      if (r.floor?.failedRuns?.length)
        lines.push(
          '',
          `Runs Lighthouse could not score on the floor for ${named(r)} (run again): ${r.floor.failedRuns.join('; ')}`,
        );
    }
  }
  if (devices) {
    lines.push('', `### ${SECTION_TITLES.devicesQuery}`, '');
    lines.push(
      `PostgreSQL: ${devices.postgres}. Milliseconds for listDevices() (the rows and the total), p50 / p95; ` +
        'customer = one customer owning a quarter of the devices, admin = all devices. ' +
        'Plans: bench/out/devices-query-plans.txt.',
    );
    for (const backend of devices.backends) {
      lines.push(
        '',
        `**${backend.backend}** (seeded in ${Object.entries(backend.seedSeconds)
          .map(([n, s]) => `${n}: ${s} s`)
          .join(', ')})${backend.note ? ` - ${backend.note}` : ''}`,
        '',
      );
      lines.push(
        `| Scope | Query | ${devices.sizes.map((size) => `${size / 1000}k p50 / p95`).join(' | ')} | total at largest | ratio | index use at largest |`,
      );
      lines.push(`| --- | --- | ${devices.sizes.map(() => '---:').join(' | ')} | ---: | ---: | --- |`);
      const keys = [...new Set(backend.timings.map((t) => `${t.scope}|${t.caseId}`))];
      for (const key of keys) {
        const [scope, caseId] = key.split('|');
        const rows = backend.timings.filter((t) => t.scope === scope && t.caseId === caseId);
        const largest = rows[rows.length - 1];
        const ratio = backend.ratios.find((r) => r.scope === scope && r.caseId === caseId);
        const scans = [
          ...new Set(largest.plans.flatMap((plan) => plan.scans.filter((scan) => / on devices$/.test(scan)))),
        ];
        lines.push(
          `| ${scope} | ${largest.label} | ${devices.sizes
            .map((size) => {
              const t = rows.find((row) => row.size === size);
              return t ? `${t.p50Ms} / ${t.p95Ms}` : '-';
            })
            .join(' | ')} | ${largest.total} | ${ratio?.ratio ?? '-'} | ${scans.join('; ')} |`,
        );
      }
    }
  }
  if (guard) {
    lines.push('', `### ${SECTION_TITLES.guardOverhead}`, '');
    const warm = guard.warmUpSeconds;
    lines.push(
      `${guard.route}, signed in, autocannon with ${guard.connections} connections, ${guard.secondsPerRound} s per round, ` +
        `${processCount(guard.processes ?? 1)} of each build (with, empty), one without; ` +
        `the order rotated each round` +
        (warm
          ? `, after a warm-up of each server alone (at most ${warm.with} s with` +
            (warm.empty !== undefined ? `, ${warm.empty} s empty` : '') +
            `, ${warm.without} s without).`
          : '.'),
      ...(guard.emptyMiddleware
        ? [
            '',
            '`with`: the build as it is; `empty`: the same checkout built with an empty Edge middleware ' +
              `(build ${guard.emptyMiddleware.buildReused ? 'reused' : `${guard.emptyMiddleware.buildSeconds} s`}), ` +
              'the yardstick of the budget; `without`: the first build with no middleware at all (information).',
          ]
        : []),
      ...(guard.emptyRatios
        ? [
            '',
            `With / empty in each round alone (the means of each build's processes): ${guard.emptyRatios.join(', ')}.`,
          ]
        : []),
      ...(guard.pairRatios
        ? ['', `With / without in each round alone: ${guard.pairRatios.join(', ')}.`]
        : []),
      '',
      'Each server process by load, over its rounds (every round is in report.json):',
      '',
      '| Middleware | Process | Load | Rounds | req/s median | req/s min-max | CPU ms/request median | p50 ms median | p99 ms median |',
      '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...guardRoundSummaries(guard.rounds).map(
        (r) =>
          `| ${r.variant} | ${r.process ?? '-'} | ${r.mode} | ${r.rounds} | ${r.requestsPerSecond} | ${r.min}-${r.max} | ` +
          `${r.cpuMsPerRequest} | ${r.p50LatencyMs} | ${r.p99LatencyMs} |`,
      ),
    );
  }
  if (ingest) {
    lines.push('', `### ${SECTION_TITLES.ingest}`, '');
    lines.push(
      `${ingest.connections} connections of autocannon, ${ingest.devices} devices of one app, ` +
        `${ingest.secondsPerRun} s measured after a warm-up; the per-device limit at its default, the app's quota ` +
        'high enough never to refuse. The floor is a bare Next.js route handler that parses the JSON and answers 202.',
      '',
      '| Server | Accepted/s | p50 ms | p95 ms | p99 ms | Refused | Errors |',
      '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
      ...[ingest.floor, ...ingest.runs].map(
        (r) =>
          `| ${r.database} | ${r.acceptedPerSecond} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} | ${JSON.stringify(r.refused)} | ${r.errors} |`,
      ),
      ...Object.entries(ingest.skipped).flatMap(([database, why]) => [
        '',
        `${database} not measured: ${why}`,
      ]),
    );
  }
  return lines;
}

const processCount = (count: number) => `${count} server process${count === 1 ? '' : 'es'}`;

/**
 * The guard's rounds by server process and load: medians and the spread of req/s. Two processes of
 * one build can differ by 5%, so each has its own line (older reports, without process numbers, have
 * one line per build).
 */
function guardRoundSummaries(rounds: GuardOverheadResult['rounds']) {
  const groups = new Map<string, GuardOverheadResult['rounds']>();
  for (const entry of rounds) {
    const key = `${entry.variant} ${entry.process ?? ''} ${entry.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()].map((group) => {
    const rates = group.map((entry) => entry.requestsPerSecond);
    return {
      variant: group[0].variant,
      process: group[0].process,
      mode: group[0].mode,
      rounds: group.length,
      requestsPerSecond: round(median(rates), 1),
      min: Math.min(...rates),
      max: Math.max(...rates),
      cpuMsPerRequest: round(median(group.map((entry) => entry.cpuMsPerRequest)), 3),
      p50LatencyMs: median(group.map((entry) => entry.p50LatencyMs)),
      p99LatencyMs: median(group.map((entry) => entry.p99LatencyMs)),
    };
  });
}

export function renderMarkdown(report: BenchReport): string {
  const failed = report.figures.filter((figure) => figure.pass === false).length;
  const judged = report.figures.filter((figure) => figure.pass !== null).length;
  const lines = [
    '# Fleetdeck bench report',
    '',
    `${report.mode === 'quick' ? 'Quick' : 'Full'} run of ${report.startedAt}, ${report.durationSeconds} s. ` +
      `${judged - failed} of ${judged} budgeted figures within budget. Made by \`npm run bench${report.mode === 'quick' ? ' -- --quick' : ''}\`; ` +
      'what each figure means: bench/README.md.',
    '',
    ...machineTable(report),
    '',
    `Builds: app ${report.build.appReused ? 'reused (up to date)' : `${report.build.appSeconds} s`}, ` +
      `bare page ${report.build.bareReused ? 'reused' : `${report.build.bareSeconds} s`}.`,
    '',
    '## Figures',
    '',
    '| Section | Figure | Value | Budget | Result |',
    '| --- | --- | ---: | ---: | --- |',
    ...report.figures.map(
      (figure) =>
        `| ${SECTION_TITLES[figure.section].replace(/^\d+\. /, '')} | ${figure.label} | ${cell(figure.value, figure.unit)} | ${figure.budget || '-'} | ${verdict(figure.pass)} |`,
    ),
  ];
  const errors = Object.entries(report.errors);
  const skipped = Object.entries(report.skipped);
  if (errors.length || skipped.length) {
    lines.push('');
    for (const [section, message] of errors)
      lines.push(`- ${SECTION_TITLES[section as SectionId]}: **not measured**: ${message}`);
    for (const [section, reason] of skipped)
      lines.push(`- ${SECTION_TITLES[section as SectionId]}: skipped (${reason}).`);
  }
  lines.push('', '## Details', ...detailSections(report));
  if (report.mode === 'full') {
    const compared: ComparedFigures = {
      mode: report.mode,
      startedAt: report.startedAt,
      values: comparedValues(report.results),
    };
    lines.push('', ...comparedBlock(compared));
  }
  lines.push('');
  return lines.join('\n');
}

/** Written as Prettier would, so that `prettier --check .` (npm run lint) accepts the reports. */
async function formatted(text: string, file: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

export async function writeReport(
  report: BenchReport,
  jsonFile: string,
  markdownFile: string,
): Promise<void> {
  writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n');
  writeFileSync(markdownFile, await formatted(renderMarkdown(report), markdownFile));
}

if (require.main === module) {
  const jsonFile = process.argv[2] ?? FULL_REPORT_JSON;
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as BenchReport;
  report.figures = figuresOf(report.results, report.comparedWith);
  const markdownFile = report.mode === 'full' ? FULL_REPORT_MD : jsonFile.replace(/\.json$/, '.md');
  writeReport(report, jsonFile, markdownFile).then(
    () => console.log(`wrote ${path.relative(process.cwd(), markdownFile)}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
