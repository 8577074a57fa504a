/**
 * The workarounds that lean on Next.js internals, each measured with and without in the same run, as a
 * user on slow 4G would feel it: Lighthouse through DevTools' applied throttling (LCP, Speed Index,
 * TBT), the variants' runs interleaved in rotating order so that the machine's load falls on each.
 * Every variant is `npm start`'s server on the same build; a variant without a workaround serves a
 * copy of the build folder's files that the custom server reads, with the workaround taken out:
 *
 * - `as built`: the build as `npm run build` leaves it.
 * - `without critical CSS`: no stylesheet plans, so pages are sent as Next.js renders them.
 *
 * A variant is only listed while its workaround exists (the compile hints' went with them).
 * bench/README.md ("Workarounds") has the latest figures.
 *
 * Alone: `npx tsx --conditions=react-server bench/workarounds.ts [--runs N] [--route PATH]...
 * [--dist-dir DIR | --no-build]` (default: 5 runs of /auth/signin and /online-devices).
 */
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { makeCustomerWithDevices, pathOf, signInAdmin, type SignIn } from './lib/accounts';
import { buildApp } from './lib/build';
import { benchDistDir, PORTS, ROOT, setBenchDistDir } from './lib/paths';
import { scratchDir } from './lib/scratch';
import { type RunningServer, startServer } from './lib/server';
import { median, round } from './lib/stats';
import { LIGHTHOUSE_ROUTES, LIGHTHOUSE_SERVER_ENV, runOnce } from './lighthouse';

interface Variant {
  label: string;
  /** Makes the variant's build folder from the bench build's (absent: the bench build itself). */
  make?: (from: string, to: string) => void;
}

/** The files of the build folder the custom server reads itself (Next.js reads its own from the config). */
function copyServerFiles(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  for (const name of readdirSync(from)) {
    if (name === 'static' || name.endsWith('.json'))
      cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
}

const VARIANTS: Variant[] = [
  { label: 'as built' },
  {
    label: 'without critical CSS',
    make: (from, to) => {
      copyServerFiles(from, to);
      rmSync(path.join(to, 'critical-css-plans.json'), { force: true });
    },
  },
];

interface VariantFigures {
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  fcpMs: number;
  runs: number;
}

export async function measureWorkarounds(options: {
  runs: number;
  routes: string[];
  /** The variants to run (labels), `as built` always among them; all when absent. */
  variants?: string[];
  log: (line: string) => void;
}): Promise<Record<string, Record<string, VariantFigures>>> {
  const servers: { variant: Variant; server: RunningServer; customer: SignIn; admin: SignIn }[] = [];
  const variants = VARIANTS.filter(
    (variant) => !variant.make || !options.variants || options.variants.includes(variant.label),
  );
  try {
    for (const [i, variant] of variants.entries()) {
      let distDir = benchDistDir();
      if (variant.make) {
        distDir = `${benchDistDir()}-${variant.label.replace(/\W+/g, '-')}`;
        variant.make(path.join(ROOT, benchDistDir()), path.join(ROOT, distDir));
      }
      const server = await startServer({
        port: PORTS.workarounds[i],
        label: `workaround-${i}`,
        customServer: true,
        env: {
          ...LIGHTHOUSE_SERVER_ENV,
          NEXT_DIST_DIR: distDir,
          DATA_DIR: scratchDir(`workaround-${i}-data`),
        },
      });
      servers.push({
        variant,
        server,
        customer: await makeCustomerWithDevices(server.url),
        admin: await signInAdmin(server.url),
      });
    }
    const runs = new Map<string, Awaited<ReturnType<typeof runOnce>>[]>();
    for (let round_ = 0; round_ < options.runs; round_ += 1) {
      for (const route of options.routes) {
        const as = LIGHTHOUSE_ROUTES.find((r) => r.path === route)?.as ?? 'customer';
        // A rotating order, so that no variant always runs first after a change of page.
        for (let k = 0; k < servers.length; k += 1) {
          const { variant, server, customer, admin } = servers[(k + round_) % servers.length];
          const signIn = as === 'customer' ? customer : as === 'admin' ? admin : null;
          const run = await runOnce(`${server.url}${pathOf(route, signIn)}`, server.url, signIn, 'devtools');
          const key = `${route}\t${variant.label}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          options.log(
            `${route} ${variant.label}: LCP ${run.lcpMs} ms, Speed Index ${run.speedIndexMs} ms, TBT ${run.tbtMs} ms, ` +
              `FCP ${run.fcpMs} ms (benchmarkIndex ${run.benchmarkIndex})`,
          );
        }
      }
    }
    const result: Record<string, Record<string, VariantFigures>> = {};
    for (const [key, list] of runs) {
      const [route, label] = key.split('\t');
      const ok = list.filter((run) => Number.isFinite(run.lcpMs));
      (result[route] ??= {})[label] = {
        lcpMs: round(median(ok.map((run) => run.lcpMs)), 0),
        speedIndexMs: round(median(ok.map((run) => run.speedIndexMs ?? Number.NaN)), 0),
        tbtMs: round(median(ok.map((run) => run.tbtMs)), 0),
        fcpMs: round(median(ok.map((run) => run.fcpMs)), 0),
        runs: ok.length,
      };
    }
    return result;
  } finally {
    for (const { server } of servers) await server.stop();
    for (const variant of variants) {
      if (variant.make)
        rmSync(path.join(ROOT, `${benchDistDir()}-${variant.label.replace(/\W+/g, '-')}`), {
          recursive: true,
          force: true,
        });
    }
  }
}

if (require.main === module) {
  (async () => {
    const { values } = parseArgs({
      options: {
        runs: { type: 'string', default: '5' },
        route: { type: 'string', multiple: true },
        variant: { type: 'string', multiple: true },
        'dist-dir': { type: 'string' },
        'no-build': { type: 'boolean', default: false },
      },
    });
    if (values['dist-dir']) setBenchDistDir(values['dist-dir']);
    else if (!values['no-build']) await buildApp();
    const result = await measureWorkarounds({
      runs: Number(values.runs),
      routes: values.route ?? ['/auth/signin', '/online-devices'],
      variants: values.variant,
      log: (line) => console.log(`[workarounds] ${line}`),
    });
    console.log(JSON.stringify(result, null, 2));
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
