/** @jest-environment node */
import { parseComparedBlock } from './compare';
import type { LighthouseResult, LighthouseRouteResult, LighthouseRun, VisitState } from './lighthouse';
import { figuresOf, lighthouseFigures, renderMarkdown, type BenchReport } from './report';

interface Figures {
  performance?: number;
  tbtMs?: number;
  lcpMs?: number;
  cls?: number;
  accessibility?: number;
  transferBytes?: number;
}

const run = (figures: Figures = {}): LighthouseRun => ({
  performance: figures.performance ?? 0.98,
  accessibility: figures.accessibility ?? 1,
  lcpMs: figures.lcpMs ?? 700,
  tbtMs: figures.tbtMs ?? 100,
  cls: figures.cls ?? 0,
  fcpMs: 600,
  speedIndexMs: 700,
  transferBytes: figures.transferBytes,
  finalPath: '/online-devices',
  benchmarkIndex: 2000,
  accessibilityFailures: [],
  layoutShifts: [],
});

/** One measured side: its one run is the median of each figure. */
const side = (figures: Figures) => {
  const r = run(figures);
  return {
    runs: [r],
    median: r,
    medianOfEach: {
      performance: r.performance,
      accessibility: r.accessibility,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      cls: r.cls,
      speedIndexMs: r.speedIndexMs,
      transferBytes: r.transferBytes,
    },
  };
};

/** A page in a state beside its floor, with applied-throttling runs whose LCP is `appliedLcp`. */
function measured(
  state: VisitState | undefined,
  page: Figures,
  floor: Figures,
  appliedLcp?: { page: number; floor: number },
): LighthouseRouteResult {
  const result: LighthouseRouteResult = {
    route: '/online-devices',
    signedInAs: 'customer',
    ...(state ? { state } : {}),
    ...side(page),
    floor: side(floor),
  };
  if (appliedLcp) result.applied = measured(state, { lcpMs: appliedLcp.page }, { lcpMs: appliedLcp.floor });
  return result;
}

const lighthouse = (routes: LighthouseRouteResult[], judged = true): LighthouseResult => ({
  lighthouseVersion: '12.8.2',
  runsPerPage: judged ? 5 : 1,
  judged,
  routes,
});

function report(mode: BenchReport['mode'], results: BenchReport['results']): BenchReport {
  const full: BenchReport = {
    schema: 1,
    mode,
    startedAt: '2026-12-01T00:00:00.000Z',
    durationSeconds: 1,
    machine: {
      cpuModel: 'test',
      cores: 2,
      memoryGiB: 1,
      os: 'test',
      node: 'v20',
      next: '16',
      chromium: 'test',
      loadAverageAtStart: 0,
      loadAverageAtEnd: 0,
    },
    build: { appSeconds: 1, appReused: false, bareSeconds: 1, bareReused: false },
    figures: [],
    results,
    errors: {},
    skipped: {},
  };
  full.figures = figuresOf(full.results);
  return full;
}

const byId = (figures: ReturnType<typeof lighthouseFigures>) =>
  Object.fromEntries(figures.map((figure) => [figure.id, figure]));

describe("Lighthouse's figures in both states", () => {
  // A page within every budget on a first visit and over two of them on a returning one.
  const both = lighthouse([
    measured(
      'first',
      { tbtMs: 300, performance: 0.95 },
      { tbtMs: 250, performance: 0.97 },
      {
        page: 900,
        floor: 700,
      },
    ),
    measured(
      'returning',
      { tbtMs: 489, performance: 0.88 },
      { tbtMs: 101, performance: 0.99 },
      {
        page: 1100,
        floor: 700,
      },
    ),
  ]);

  it('names every row by its state, the first visits keeping the ids older reports gave them', () => {
    const figures = byId(lighthouseFigures(both));
    expect(figures['lighthouse./online-devices.tbt'].label).toBe(
      '/online-devices first visit TBT (floor 250 ms)',
    );
    expect(figures['lighthouse./online-devices.returning.tbt'].label).toBe(
      '/online-devices returning visit TBT (floor 101 ms)',
    );
    expect(figures['lighthouse./online-devices.returning.appliedLcp'].label).toMatch(
      /^\/online-devices returning visit LCP as a user on slow 4G sees it/,
    );
    // Every budgeted figure of a first visit has its returning twin, first visits listed first.
    const ids = lighthouseFigures(both).map((figure) => figure.id);
    const returning = ids.filter((id) => id.includes('.returning.'));
    expect(returning).toEqual(
      ids.filter((id) => !id.includes('.returning.')).map((id) => id.replace(/\.(\w+)$/, '.returning.$1')),
    );
    expect(ids.indexOf(returning[0])).toBe(ids.length / 2);
  });

  it('judges each state against its own floor by the same budgets', () => {
    const verdicts = Object.fromEntries(lighthouseFigures(both).map((figure) => [figure.id, figure.pass]));
    expect(verdicts).toEqual({
      'lighthouse./online-devices.performance': true,
      'lighthouse./online-devices.accessibility': true,
      'lighthouse./online-devices.lcp': null,
      // 1.5x a floor of 250 ms: 375 ms.
      'lighthouse./online-devices.tbt': true,
      'lighthouse./online-devices.cls': true,
      'lighthouse./online-devices.appliedLcp': true,
      // At least 0.99 - 0.03.
      'lighthouse./online-devices.returning.performance': false,
      'lighthouse./online-devices.returning.accessibility': true,
      'lighthouse./online-devices.returning.lcp': null,
      // A floor of 101 ms plus 100 ms: 201 ms.
      'lighthouse./online-devices.returning.tbt': false,
      'lighthouse./online-devices.returning.cls': true,
      // At most the floor's 700 ms + 300 ms.
      'lighthouse./online-devices.returning.appliedLcp': false,
    });
    const figures = byId(lighthouseFigures(both));
    expect(figures['lighthouse./online-devices.returning.tbt'].budget).toMatch(/^<= 201 ms/);
    expect(figures['lighthouse./online-devices.returning.appliedLcp'].budget).toMatch(/^<= 1000 ms/);
  });

  it("reports the quick run's pairs in both states without judging them", () => {
    const quick = lighthouse(
      [
        measured('first', { tbtMs: 900 }, { tbtMs: 100 }),
        measured('returning', { tbtMs: 900 }, { tbtMs: 100 }),
      ],
      false,
    );
    const figures = lighthouseFigures(quick);
    expect(figures.map((figure) => figure.id)).toContain('lighthouse./online-devices.returning.tbt');
    expect(figures.every((figure) => figure.pass === null)).toBe(true);
  });

  it('shows both states in the per-page table, with the bytes each transferred', () => {
    const markdown = renderMarkdown(
      report('full', {
        lighthouse: lighthouse([
          measured('first', { transferBytes: 220_160 }, { transferBytes: 139_264 }),
          measured('returning', { transferBytes: 35_840 }, { transferBytes: 410 }),
        ]),
      }),
    );
    expect(markdown).toContain('| Route | Visit | performance |');
    expect(markdown).toMatch(/\| \/online-devices \| first \| .* \| 215 \(136\) \|/);
    expect(markdown).toMatch(/\| \/online-devices \| returning \| .* \| 35 \(0\.4\) \|/);
    expect(markdown).toContain('a returning visit (the page loaded once before');
  });
});

describe('an older report, of first visits only', () => {
  // As the committed report's JSON has it: no state, no bytes, no Speed Index.
  const older = measured(undefined, { tbtMs: 333 }, { tbtMs: 137 }, { page: 886, floor: 717 });
  delete older.medianOfEach.speedIndexMs;
  delete older.medianOfEach.transferBytes;
  const results = { lighthouse: lighthouse([older]) };

  it('reads as first visits, judged as before, with no returning rows', () => {
    const figures = lighthouseFigures(results.lighthouse);
    expect(figures.map((figure) => figure.id)).toEqual([
      'lighthouse./online-devices.performance',
      'lighthouse./online-devices.accessibility',
      'lighthouse./online-devices.lcp',
      'lighthouse./online-devices.tbt',
      'lighthouse./online-devices.cls',
      'lighthouse./online-devices.appliedLcp',
    ]);
    expect(byId(figures)['lighthouse./online-devices.tbt']).toMatchObject({
      label: '/online-devices first visit TBT (floor 137 ms)',
      pass: false,
    });
  });

  it('renders again, and the next run still reads the figures it compares with', () => {
    const markdown = renderMarkdown(report('full', results));
    expect(markdown).toMatch(/\| \/online-devices \| first \| .* \| - \| 2000; 2000 \|/);
    expect(markdown).toContain('First visits (the HTTP cache empty).');
    expect(parseComparedBlock(markdown)).toEqual({
      mode: 'full',
      startedAt: '2026-12-01T00:00:00.000Z',
      values: {},
    });
  });
});
