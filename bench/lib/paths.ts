import path from 'node:path';

/**
 * Where the bench builds, listens and keeps its data. It never touches the team's `.next/` build or
 * the usual ports: its own build folder, ports 3230-3246 on loopback, and scratch folders in the
 * system temp folder, removed when the run ends.
 */
export const ROOT = process.cwd();
let distDir = '.next-bench';
/** The build folder measured: `.next-bench` unless `--dist-dir` names another (one just built). */
export function benchDistDir(): string {
  return distDir;
}
export function setBenchDistDir(dir: string): void {
  distDir = dir;
}
export const BENCH_DIR = path.join(ROOT, 'bench');
/** Scratch output that is not committed (bench/out/ is ignored by git). */
export const OUT_DIR = path.join(BENCH_DIR, 'out');
export const HOST = '127.0.0.1';
export const SCRATCH_PREFIX = 'fd-bench-';

export const PORTS = {
  /** The console as `next start` serves it, for first-load JS. */
  app: 3230,
  /** The console as `npm start` serves it, for Lighthouse in the full run. */
  lighthouseApp: 3239,
  /** The bare Next.js page (the floor). */
  bare: 3231,
  /** The same page with the console's stylesheet (information beside the floor's LCP). */
  styledBare: 3237,
  /** Guard overhead: the same build with and without its middleware, and built with an empty one. */
  guarded: 3232,
  unguarded: 3233,
  emptyMiddleware: 3235,
  /** More processes of the same two builds (bench/guard-overhead.ts). */
  guarded2: 3240,
  guarded3: 3241,
  emptyMiddleware2: 3242,
  emptyMiddleware3: 3243,
  /** The console the simulator sends heartbeats to. */
  ingest: 3234,
  /** A throwaway PostgreSQL (bench/lib/temp-postgres.ts), when asked for. */
  postgres: 3236,
  /** Chromium's DevTools port for Lighthouse. */
  chromeDebug: 3238,
  /** `npm start`'s server as built and without each workaround (bench/workarounds.ts). */
  workarounds: [3244, 3245, 3246],
} as const;

export function urlOf(port: number): string {
  return `http://${HOST}:${port}`;
}
