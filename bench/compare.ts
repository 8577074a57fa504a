/**
 * The comparison with the last full report: the devices query and the ingest may be at most 10% worse
 * than the last full run. Only that run's Markdown is committed (bench/report.md; the full JSON goes
 * to the ignored bench/out/), so the report ends with a fenced JSON block of the figures compared,
 * which the next run reads back.
 */
import { existsSync, readFileSync } from 'node:fs';

import type { DevicesQueryResult } from './devices-query';
import type { IngestResult } from './ingest';
import { round } from './lib/stats';

/** At most this much worse than the last full report. */
export const WORSE_AT_MOST = 0.1;

/** The heading above the block in report.md; the block is the first ```json fence after it. */
export const COMPARED_HEADING = '## Figures the next run compares with';

export interface ComparedFigures {
  mode: 'full' | 'quick';
  startedAt: string;
  /**
   * `devices.<database>.<scope>.<query>.<size>/reference`: p50 over the reference statement's;
   * `ingest.<database>/floor`: accepted a second over the floor's.
   */
  values: Record<string, number>;
}

/** A query's time is better lower; heartbeats a second, higher. */
const higherIsBetter = (key: string) => key.startsWith('ingest.');

/**
 * What a run's devices query and ingest measured, by a key that names the same measurement in any run.
 * The machine's speed changes two- or threefold from one day to the next, so each figure is divided by
 * one measured beside it in the same run: every query's p50 at the largest size measured (1M in a full
 * run: at 10k a page takes a millisecond or two, where a tenth is the machine's noise, not the query's)
 * over a trivial statement's p50 timed in the same turns, and each database's accepted heartbeats a
 * second over the bare Next.js route handler's (the floor).
 */
export function comparedValues(results: {
  devicesQuery?: DevicesQueryResult;
  ingest?: IngestResult;
}): Record<string, number> {
  const values: Record<string, number> = {};
  const largest = Math.max(...(results.devicesQuery?.sizes ?? []));
  for (const backend of results.devicesQuery?.backends ?? []) {
    const reference = backend.referenceP50Ms;
    if (!reference) continue;
    for (const t of backend.timings.filter((timing) => timing.size === largest)) {
      values[`devices.${backend.backend}.${t.scope}.${t.caseId}.${t.size}/reference`] = round(
        t.p50Ms / reference,
        2,
      );
    }
  }
  const floor = results.ingest?.floor.acceptedPerSecond;
  for (const run of floor ? (results.ingest?.runs ?? []) : []) {
    values[`ingest.${run.database}/floor`] = round(run.acceptedPerSecond / floor!, 2);
  }
  return values;
}

export interface Comparison {
  key: string;
  /** Now against then as a factor: above 1 is worse, whichever way is better. */
  worseBy: number;
  now: number;
  then: number;
  pass: boolean;
}

/**
 * Each measurement of this run that the last full report also has, against it (a quick run, without
 * 1M, compares only its ingest).
 */
export function compare(now: Record<string, number>, last: ComparedFigures): Comparison[] {
  return Object.keys(now)
    .filter((key) => last.values[key] > 0 && now[key] > 0)
    .map((key) => {
      const [current, then] = [now[key], last.values[key]];
      const worseBy = higherIsBetter(key) ? then / current : current / then;
      return { key, worseBy: round(worseBy, 2), now: current, then, pass: worseBy <= 1 + WORSE_AT_MOST };
    });
}

/** The block written at the end of a full report. */
export function comparedBlock(figures: ComparedFigures): string[] {
  return [COMPARED_HEADING, '', '```json', JSON.stringify(figures, null, 2), '```'];
}

/** The figures of the last full report, from its Markdown; null when there is none. */
export function parseComparedBlock(markdown: string): ComparedFigures | null {
  const start = markdown.indexOf(COMPARED_HEADING);
  if (start < 0) return null;
  const fence = /```json\n([\s\S]*?)\n```/.exec(markdown.slice(start));
  if (!fence) return null;
  const parsed = JSON.parse(fence[1]) as ComparedFigures;
  return parsed.mode === 'full' && parsed.values ? parsed : null;
}

export function readLastFull(markdownFile: string): ComparedFigures | null {
  return existsSync(markdownFile) ? parseComparedBlock(readFileSync(markdownFile, 'utf8')) : null;
}
