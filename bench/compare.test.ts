/** @jest-environment node */
import { parseComparedBlock } from './compare';
import type { CaseTiming, DevicesQueryResult } from './devices-query';
import type { IngestResult } from './ingest';
import { figuresOf, renderMarkdown, type BenchReport } from './report';

const timing = (size: number, p50Ms: number): CaseTiming => ({
  scope: 'customer',
  caseId: 'online-p1',
  label: 'online, page 1',
  page1: true,
  size,
  runs: 25,
  p50Ms,
  p95Ms: p50Ms * 2,
  total: size / 40,
  plans: [],
});

const devices = (p50At10k: number, p50At1M: number, referenceP50Ms = 0.5): DevicesQueryResult => ({
  sizes: [10_000, 1_000_000],
  backends: [
    {
      backend: 'pglite',
      seedSeconds: {},
      timings: [timing(10_000, p50At10k), timing(1_000_000, p50At1M)],
      ratios: [],
      referenceP50Ms,
    },
  ],
  postgres: 'not set (DATABASE_URL unset)',
});

const ingestRun = (acceptedPerSecond: number) => ({
  database: 'pglite' as const,
  seconds: 20,
  accepted: acceptedPerSecond * 20,
  acceptedPerSecond,
  refused: {},
  errors: 0,
  p50Ms: 5,
  p95Ms: 10,
  p99Ms: 20,
});

const ingest = (acceptedPerSecond: number, floor = 800): IngestResult => ({
  devices: 100_000,
  connections: 32,
  secondsPerRun: 20,
  floor: { ...ingestRun(floor), database: 'floor' } as IngestResult['floor'],
  runs: [ingestRun(acceptedPerSecond)],
  skipped: {},
});

function report(mode: BenchReport['mode'], results: BenchReport['results']): BenchReport {
  return {
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
}

/** The committed report of a full run, read back as the next run reads it. */
function lastFull(results: BenchReport['results']) {
  const full = report('full', results);
  full.figures = figuresOf(full.results);
  return parseComparedBlock(renderMarkdown(full));
}

const verdicts = (figures: ReturnType<typeof figuresOf>) =>
  Object.fromEntries(figures.filter((f) => f.id.startsWith('vsLastFull.')).map((f) => [f.id, f.pass]));

describe('the comparison with the last full report', () => {
  it('reads back, from a full report, each figure over the one measured beside it', () => {
    expect(lastFull({ devicesQuery: devices(1, 4), ingest: ingest(3000) })).toEqual({
      mode: 'full',
      startedAt: '2026-12-01T00:00:00.000Z',
      values: {
        'devices.pglite.customer.online-p1.1000000/reference': 8,
        'ingest.pglite/floor': 3.75,
      },
    });
  });

  it('writes no figures to compare with into a quick report', () => {
    const quick = report('quick', { ingest: ingest(3000) });
    expect(parseComparedBlock(renderMarkdown(quick))).toBeNull();
  });

  it('passes within 10% worse and fails beyond it, in either direction of better', () => {
    const last = lastFull({ devicesQuery: devices(1, 4), ingest: ingest(3000) });
    expect(verdicts(figuresOf({ devicesQuery: devices(1, 4.3), ingest: ingest(2800) }, last))).toEqual({
      'vsLastFull.devices.pglite': true,
      'vsLastFull.ingest.pglite': true,
    });
    expect(verdicts(figuresOf({ devicesQuery: devices(1, 4.6), ingest: ingest(2600) }, last))).toEqual({
      'vsLastFull.devices.pglite': false,
      'vsLastFull.ingest.pglite': false,
    });
  });

  it('judges a slower machine by its own floor and reference, not by the speed of another day', () => {
    const last = lastFull({ devicesQuery: devices(1, 4), ingest: ingest(3000) });
    // Everything half as fast, the floor and the reference statement too: nothing got worse.
    expect(verdicts(figuresOf({ devicesQuery: devices(2, 8, 1), ingest: ingest(1500, 400) }, last))).toEqual({
      'vsLastFull.devices.pglite': true,
      'vsLastFull.ingest.pglite': true,
    });
    // The same speeds, on a machine twice as fast: twice as slow against it.
    expect(
      verdicts(figuresOf({ devicesQuery: devices(1, 4, 0.25), ingest: ingest(3000, 1600) }, last)),
    ).toEqual({
      'vsLastFull.devices.pglite': false,
      'vsLastFull.ingest.pglite': false,
    });
  });

  it('leaves a devices query measured at a smaller size uncompared', () => {
    const last = lastFull({ devicesQuery: devices(1, 4), ingest: ingest(3000) });
    const quick = figuresOf(
      { devicesQuery: { ...devices(5, 5), sizes: [10_000] }, ingest: ingest(3000) },
      last,
    );
    expect(verdicts(quick)).toEqual({ 'vsLastFull.ingest.pglite': true });
  });
});
