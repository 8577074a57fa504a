/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { call, pollUntil, startInstances, stopInstances, type Instance } from '@/test/server/next-instances';
import { uniqueEmail } from '@/test/server/support';

/**
 * The deployable build: the standalone folder `npm run build` makes (what the Dockerfile copies, with no
 * node_modules but its own) runs the console on its own. Started as the image starts it, `node
 * dist/server.js` in that folder, with the embedded database in a fresh DATA_DIR: an admin signs in, a
 * customer lists apps, a device reports, a page and its scripts load. Needs `npm run build` first; runs
 * in `npm run test:pg`.
 */
jest.setTimeout(60_000);

const ADMIN = { email: uniqueEmail('ops'), password: 'standalone-admin-password' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'fd-standalone-'));
const standalone = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'standalone');
let server: Instance;

beforeAll(async () => {
  [server] = await startInstances(
    [
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: 'log',
      },
    ],
    90_000,
    standalone,
  );
}, 120_000);

afterAll(async () => {
  await stopInstances();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the standalone build', () => {
  it('signs the admin in', async () => {
    const { status, body } = await call(server, '/api/v1/auth/login', { body: ADMIN });
    expect(status).toBe(200);
    expect(body.user.role).toBe('admin');
  });

  it('lists a customer’s apps and takes a heartbeat', async () => {
    const signUp = await call(server, '/api/v1/auth/signup', {
      body: { name: 'Standalone', email: uniqueEmail('customer'), password: 'correct-horse-battery' },
    });
    const token = signUp.body.sessionToken as string;
    const created = await call(server, '/api/apps', {
      token,
      body: { name: 'Shop', platform: 'android', bundleId: 'com.example.shop' },
    });
    expect(created.status).toBe(201);
    const list = await call(server, '/api/apps', { token });
    expect(list.body.data.map((app: { name: string }) => app.name)).toEqual(['Shop']);
    const beat = await call(server, '/api/v1/devices/heartbeat', {
      appKey: created.body.data.appKey,
      body: { deviceId: 'standalone-1' },
    });
    expect(beat.status).toBe(202);
  });

  it('answers a reset request, then emails the link (printed, SMTP_URL=log)', async () => {
    const email = uniqueEmail('reset');
    await call(server, '/api/v1/auth/signup', {
      body: { name: 'Reset', email, password: 'correct-horse-battery' },
    });
    const answer = await call(server, '/api/v1/auth/password-reset', { body: { email } });
    expect(answer).toEqual({ status: 202, body: { data: { delivery: 'email' } } });
    // The account's part runs after the answer (Next's `after`, lib/server/http/after-answer.ts).
    const printed = `email to ${email} printed, not sent`;
    const log = await pollUntil(
      async () => server.log(),
      (text) => text.includes(printed),
      10_000,
    );
    expect(log).toContain(printed);
    expect(log).toMatch(/\/auth\/reset-password\?token=[\w-]{43}/);
  });

  it('serves the sign-in page, with its stylesheet rules inline, and its scripts', async () => {
    const page = await fetch(`${server.origin}/auth/signin`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The build's plans came along (scripts/standalone.mjs): the rules are in the head.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style[^>]*>[^<]*\.bg-brand-600\{/);
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.origin}${script}`)).status).toBe(200);
  });
});
