/**
 * What Lighthouse's simulated LCP counted, run by run (bench/README.md, figure 2). For each run that `BENCH_LIGHTHOUSE_DUMP` kept with its artifacts, it prints the paint
 * Chromium observed, the LCP Lighthouse simulated from it, and the requests and main-thread tasks of the
 * graph the simulation played back (its pessimistic graph; the optimistic one differs only in the
 * images it leaves out), each with its simulated end. A script is marked `ran after the paint` when
 * Chromium evaluated it only after the observed paint: the simulation counts its download all the same
 * when its evaluation was a task too short (under 10 ms) to be kept in the graph.
 *
 * `npx tsx bench/lcp-graph.ts <dump folder> [name filter]`
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string } };
}
interface GraphNode {
  type: 'network' | 'cpu';
  request: { url: string; resourceType?: string; transferSize: number };
  childEvents: TraceEvent[];
}
interface Estimate {
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LcpResult {
  timing: number;
  pessimisticEstimate: Estimate;
}
interface Artifacts {
  Trace: { traceEvents: TraceEvent[] };
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown[];
}
interface Lhr {
  configSettings: unknown;
  finalDisplayedUrl: string;
  audits: Record<string, { numericValue?: number }>;
}
type Request<T> = { request: (data: unknown, context: unknown) => Promise<T> };

const tail = (url: string) => url.split('?')[0].split('/').pop() || url;

/** The earliest evaluation of each script, in the trace's microseconds. */
function firstEvaluations(events: TraceEvent[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const event of events) {
    const url = event.args?.data?.url;
    if (event.name !== 'EvaluateScript' || !url) continue;
    first.set(url, Math.min(first.get(url) ?? Infinity, event.ts));
  }
  return first;
}

function taskName(node: GraphNode): string {
  const names = new Set(node.childEvents.map((event) => event.name));
  for (const name of ['EvaluateScript', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint']) {
    if (names.has(name)) return name;
  }
  return node.childEvents[0]?.name ?? 'task';
}

async function explain(lhrFile: string, artifactsFile: string): Promise<void> {
  const [{ LanternLargestContentfulPaint }, { LoadSimulator }, { ProcessedNavigation }] = await Promise.all([
    import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js') as unknown as Promise<{
      LanternLargestContentfulPaint: Request<LcpResult>;
    }>,
    import('lighthouse/core/computed/load-simulator.js') as unknown as Promise<{
      LoadSimulator: Request<unknown>;
    }>,
    import('lighthouse/core/computed/processed-navigation.js') as unknown as Promise<{
      ProcessedNavigation: Request<{
        timestamps: { largestContentfulPaint?: number };
        timings: { largestContentfulPaint?: number };
      }>;
    }>,
  ]);
  const lhr = JSON.parse(readFileSync(lhrFile, 'utf8')) as Lhr;
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as Artifacts;
  const context = { computedCache: new Map() };
  const settings = lhr.configSettings;
  const simulator = await LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, context);
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      simulator,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
    },
    context,
  );
  const navigation = await ProcessedNavigation.request(artifacts.Trace, context);
  const paint = navigation.timestamps.largestContentfulPaint ?? Infinity;
  const evaluated = firstEvaluations(artifacts.Trace.traceEvents);
  const fcp = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
  console.log(
    `\n${new URL(lhr.finalDisplayedUrl).pathname} (${path.basename(lhrFile)}): observed paint ${Math.round(navigation.timings.largestContentfulPaint ?? Number.NaN)} ms, simulated LCP ${Math.round(lcp.timing)} ms (FCP ${fcp} ms)`,
  );
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  let lateBytes = 0;
  for (const [node, timing] of rows) {
    const span = `${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms`.padEnd(14);
    if (node.type === 'cpu') {
      console.log(`  ${span} task     ${taskName(node)}`);
      continue;
    }
    const { url, resourceType = '?', transferSize } = node.request;
    const firstRun = evaluated.get(url);
    const late = resourceType === 'Script' && firstRun !== undefined && firstRun > paint;
    if (late) lateBytes += transferSize;
    const kb = `${(transferSize / 1024).toFixed(1)} KB`.padStart(9);
    console.log(
      `  ${span} request  ${resourceType.padEnd(10)} ${kb}  ${tail(url)}${late ? '  (ran after the paint)' : ''}`,
    );
  }
  console.log(
    `  scripts counted though they ran after the observed paint: ${(lateBytes / 1024).toFixed(1)} KB`,
  );
}

async function main(): Promise<void> {
  const [folder, filter = ''] = process.argv.slice(2);
  if (!folder) throw new Error('usage: npx tsx bench/lcp-graph.ts <dump folder> [name filter]');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.artifacts.json') && file.includes(filter))
    .sort();
  if (files.length === 0) throw new Error(`no *.artifacts.json in ${folder}: run with BENCH_LIGHTHOUSE_DUMP`);
  for (const file of files) {
    await explain(path.join(folder, file.replace('.artifacts.json', '.json')), path.join(folder, file));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
