import type { BrowserContext } from '@playwright/test';

/**
 * The signed-in visitors of the bench: a customer signed up through the real API, with an app and a
 * few devices online (so the dashboard and device table have something to show), and the admin the
 * server bootstraps. A browser holds a sign-in as the product stores it: the record and the user in
 * localStorage and the record's cookie copy (lib/auth/sign-in-record.ts).
 */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const CUSTOMER_PASSWORD = 'bench-customer-password';

/** Server settings the bench's console runs with: its admin, and no rate limits in the way. */
export const BENCH_SERVER_ENV = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  SIGNUP_RATE_LIMIT: 'off',
  LOGIN_RATE_LIMIT: 'off',
  LOGIN_ADDRESS_RATE_LIMIT: 'off',
  LOGIN_ACCOUNT_RATE_LIMIT: 'off',
  HEARTBEAT_RATE_LIMIT: 'off',
  // The ingest figure sends each device's beats as fast as the server takes them.
  DEVICE_HEARTBEAT_RATE_LIMIT: 'off',
};

export interface SignIn {
  sessionToken: string;
  role: 'customer' | 'admin';
  tokenExpirationTimestamp: number;
  user: { id: string; name: string; email: string; role: string };
  /** The customer's first device's page (a customer made by makeCustomerWithDevices). */
  devicePath?: string;
}

/** The device page's route, as the report names it; it is measured on the bench customer's first device. */
export const DEVICE_ROUTE = '/online-devices/[appId]/[deviceId]';

/** The path to open for a measured route: the route itself, or for the device page a real device's. */
export function pathOf(route: string, signIn: SignIn | null): string {
  if (route !== DEVICE_ROUTE) return route;
  if (!signIn?.devicePath) throw new Error(`${route} needs a customer with devices`);
  return signIn.devicePath;
}

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string },
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      // What a browser on the console's own page sends; the API refuses other state-changing calls.
      Origin: base,
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'POST'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;

export async function signUpCustomer(base: string): Promise<SignIn> {
  counter += 1;
  const email = `bench-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
  return call<SignIn>(base, '/api/v1/auth/signup', {
    body: { name: 'Bench Customer', email, password: CUSTOMER_PASSWORD },
  });
}

export async function signInAdmin(base: string): Promise<SignIn> {
  return call<SignIn>(base, '/api/v1/auth/login', { body: BENCH_ADMIN });
}

export async function createApp(
  base: string,
  token: string,
  name = 'Bench App',
): Promise<{ id: string; appKey: string }> {
  const { data } = await call<{ data: { id: string; appKey: string } }>(base, '/api/apps', {
    token,
    body: { name, platform: 'android', bundleId: 'com.example.bench' },
  });
  return data;
}

/** The id of the bench's n-th device. */
const deviceIdOf = (n: number) => `bench-device-${String(n).padStart(4, '0')}`;

/** Heartbeats for `count` devices, so that they show as online. */
export async function reportDevices(base: string, appKey: string, count: number): Promise<void> {
  const models = ['Google Pixel 8', 'Samsung Galaxy S24', 'OnePlus 12'];
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
        const n = start + i;
        const response = await fetch(`${base}/api/v1/devices/heartbeat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-App-Key': appKey },
          body: JSON.stringify({
            deviceId: deviceIdOf(n),
            model: models[n % models.length],
            osVersion: String(13 + (n % 3)),
            sdkVersion: '1.4.0',
            appVersion: `2.${n % 4}.0`,
          }),
        });
        await response.arrayBuffer();
        if (response.status !== 202) throw new Error(`heartbeat: ${response.status}`);
      }),
    );
  }
}

/** A customer with one app and `devices` devices online; `devicePath` is the first device's page. */
export async function makeCustomerWithDevices(base: string, devices = 40): Promise<SignIn> {
  const customer = await signUpCustomer(base);
  const app = await createApp(base, customer.sessionToken);
  await reportDevices(base, app.appKey, devices);
  return { ...customer, devicePath: `/online-devices/${app.id}/${deviceIdOf(0)}` };
}

function recordJson({ sessionToken, role, tokenExpirationTimestamp }: SignIn): string {
  return JSON.stringify({ sessionToken, role, tokenExpirationTimestamp });
}

/** The `Cookie` header of a signed-in browser (the middleware reads only this). */
export function recordCookieHeader(signIn: SignIn): string {
  return `auth_token=${encodeURIComponent(recordJson(signIn))}`;
}

/** Makes a fresh browser context signed in: storage set before any page script runs, and the cookie. */
export async function signInContext(context: BrowserContext, base: string, signIn: SignIn): Promise<void> {
  await context.addInitScript(
    ({ record, user }) => {
      // Once per context: a reload must not restore what the app itself removed.
      if (window.localStorage.getItem('bench-seeded')) return;
      window.localStorage.setItem('auth_token', record);
      window.localStorage.setItem('user_info', user);
      window.localStorage.setItem('bench-seeded', '1');
    },
    { record: recordJson(signIn), user: JSON.stringify(signIn.user) },
  );
  await context.addCookies([
    { name: 'auth_token', value: encodeURIComponent(recordJson(signIn)), url: base },
  ]);
}

/** The localStorage items of a signed-in browser, for tools that drive Chromium themselves (Lighthouse). */
export function storageItems(signIn: SignIn): Record<string, string> {
  return { auth_token: recordJson(signIn), user_info: JSON.stringify(signIn.user) };
}
