import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

import next from 'next';

import { appendPeerAddresses } from '@/lib/server/http/peer-address';
import { log } from '@/lib/server/log';
import { settings } from '@/lib/settings/server';

import { applyBuiltConfig } from './built-config';
import { handleLeanIngest, isLeanIngest } from './ingest-handler';
import { nextAnswers } from './next-answers';
import { precompressedStaticFiles } from './static-files';

/**
 * `npm start`: the console's production server. Next.js serves everything but the heartbeat POST, which
 * this process answers itself on the same port (custom-server/ingest-handler.ts; docs/architecture.md, "The
 * custom server"), and the scripts and stylesheets compressed at build time (custom-server/static-files.ts).
 * It compresses Next.js's answers itself, after each page is given the stylesheet rules it uses inline
 * (custom-server/next-answers.ts). Takes the options of `next start` that the project uses: --hostname/-H,
 * --port/-p, --keepAliveTimeout (or the HOSTNAME and PORT variables). Built into dist/server.js by
 * `npm run build`.
 */
const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H' },
    port: { type: 'string', short: 'p' },
    keepAliveTimeout: { type: 'string' },
  },
});

/** The build folder, as next.config.mjs names it. */
const distDir = () => process.env.NEXT_DIST_DIR || '.next';

async function main(): Promise<void> {
  // In main, so that an invalid HOSTNAME or PORT is reported as the server's failure to start.
  const hostname = values.hostname ?? settings().HOSTNAME ?? '0.0.0.0';
  const port = values.port === undefined ? settings().PORT : Number(values.port);
  const buildDir = path.join(process.cwd(), distDir());
  // As Next.js's own standalone server does (custom-server/built-config.ts).
  applyBuiltConfig(buildDir);
  // Every request's X-Forwarded-For ends with its socket's address, the lean ingest's too (client-ip.ts).
  appendPeerAddresses();
  const app = next({ dev: false, hostname, port, dir: process.cwd() });
  const handle = app.getRequestHandler();
  await app.prepare();
  const staticFiles = precompressedStaticFiles(buildDir);
  const sendNextAnswer = nextAnswers(buildDir);
  const server = createServer((request, response) => {
    if (isLeanIngest(request)) void handleLeanIngest(request, response);
    else if (!staticFiles?.(request, response))
      sendNextAnswer(request, response, () => void handle(request, response));
  });
  if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
  server.listen(port, hostname, () => {
    log().info(`Fleetdeck ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  log().error({ err: error }, 'the server could not start');
  process.exit(1);
});
