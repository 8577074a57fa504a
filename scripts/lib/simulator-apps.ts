import { access } from 'node:fs/promises';
import path from 'node:path';

import { createApp } from '@/lib/api/app-changes';
import { adminListApps, listApps } from '@/lib/api/apps';
import { login, logout } from '@/lib/api/auth';
import { isMfaChallenge } from '@/lib/api/contract/two-factor';

import { DEMO_ADMIN_FILE, demoAdmin } from './demo-admin';
import { DEMO_CUSTOMERS } from './demo-data';
import type { SimulatedApp } from './simulator';

/**
 * Which apps the simulator reports for, found through the console's own public API (the database
 * may be an embedded one held open by the running server): signed in as the demo admin, the demo
 * customers' active apps (every customer's with `allApps`, `--all-apps`: on a console with real
 * customers that puts simulated devices into their apps); when there is none, a 'Simulator' app of
 * customer@example.com, created if needed. The demo password comes from ADMIN_EMAIL/ADMIN_PASSWORD
 * or DATA_DIR/demo-admin.txt, as for the seed.
 */
export interface SimulatedAppsChoice {
  /** Every customer's active apps, not only the demo customers'. */
  allApps?: boolean;
  /** The demo customers' emails, the first one the Simulator app's owner (tests pass their own). */
  demoCustomers?: readonly string[];
}

export const SIMULATOR_APP = {
  name: 'Simulator',
  platform: 'other',
  bundleId: 'com.example.simulator',
} as const;

async function demoCredentials(env: Record<string, string | undefined>, dataDir: string | null) {
  // Only read: the simulator must not make up a password the accounts do not have.
  if (!env.ADMIN_PASSWORD) {
    const file = dataDir ? path.resolve(dataDir, DEMO_ADMIN_FILE) : null;
    const exists = file
      ? await access(file).then(
          () => true,
          () => false,
        )
      : false;
    if (!exists) {
      throw new Error(
        'No demo password found: run `npm run seed:demo` first, set ADMIN_PASSWORD, or pass --app-key',
      );
    }
  }
  return demoAdmin(env, dataDir);
}

async function withSession<T>(
  url: string,
  email: string,
  password: string,
  work: (token: string) => Promise<T>,
) {
  const answer = await login(url, { email, password }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Signing in to ${url} as ${email} failed (${reason}); is the console running, and seeded?`,
    );
  });
  if (isMfaChallenge(answer)) {
    throw new Error(`${email} signs in with a second factor: give the simulator an app key (--app-key)`);
  }
  const { sessionToken } = answer;
  try {
    return await work(sessionToken);
  } finally {
    await logout(url, sessionToken).catch(() => undefined);
  }
}

export async function findSimulatedApps(
  url: string,
  env: Record<string, string | undefined>,
  dataDir: string | null,
  {
    allApps = false,
    demoCustomers = DEMO_CUSTOMERS.map((customer) => customer.email),
  }: SimulatedAppsChoice = {},
): Promise<{ apps: SimulatedApp[]; source: string }> {
  const admin = await demoCredentials(env, dataDir);
  const owners = new Set(demoCustomers.map((email) => email.toLowerCase()));
  const active = await withSession(url, admin.email, admin.password, async (token) => {
    const { data } = await adminListApps(url, token);
    return data.filter(
      (app) => app.status === 'active' && (allApps || owners.has(app.owner?.email.toLowerCase() ?? '')),
    );
  });
  if (active.length > 0) {
    return {
      apps: active.map((app) => ({ appKey: app.appKey, platform: app.platform })),
      source: `${active.length} active apps of ${allApps ? 'every customer' : 'the demo customers'}`,
    };
  }
  const [simulatorOwner] = demoCustomers;
  const app = await withSession(url, simulatorOwner, admin.password, async (token) => {
    const { data } = await listApps(url, token);
    return (
      data.find((candidate) => candidate.name === SIMULATOR_APP.name) ??
      (await createApp(url, token, SIMULATOR_APP)).data
    );
  });
  return {
    apps: [{ appKey: app.appKey, platform: app.platform }],
    source: `the ${SIMULATOR_APP.name} app of ${simulatorOwner}`,
  };
}
