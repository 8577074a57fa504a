import { expect, type APIRequestContext } from '@playwright/test';

import { E2E_ADMIN } from './env';

/** What the auth API answers to a sign-up or sign-in (the brief's contract). */
export interface AuthResponse {
  sessionToken: string;
  role: 'customer' | 'admin';
  tokenExpirationTimestamp: number;
  user: { id: string; name: string; email: string; role: string };
}

export interface Account {
  name: string;
  email: string;
  password: string;
  auth: AuthResponse;
}

export const CUSTOMER_PASSWORD = 'correct-horse-battery';

let counter = 0;

/** A fresh address per call, so tests never share an account (the database lives for the whole run). */
export function uniqueEmail(label = 'customer'): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}-${random}@example.com`;
}

async function authCall(
  request: APIRequestContext,
  path: string,
  data: object,
  status: number,
  headers?: Record<string, string>,
) {
  const response = await request.post(path, { data, headers });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as AuthResponse;
}

/**
 * Signs a new customer up through the real API; with `locale`, from a console in that language (its
 * cookie), which the account keeps as the language of its emails.
 */
export async function createCustomer(
  request: APIRequestContext,
  name = 'Casey Customer',
  { locale }: { locale?: string } = {},
): Promise<Account> {
  const email = uniqueEmail();
  const auth = await authCall(
    request,
    '/api/v1/auth/signup',
    { name, email, password: CUSTOMER_PASSWORD },
    201,
    locale ? { cookie: `NEXT_LOCALE=${locale}` } : undefined,
  );
  expect(auth.role).toBe('customer');
  return { name, email, password: CUSTOMER_PASSWORD, auth };
}

export async function signInApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<AuthResponse> {
  return authCall(request, '/api/v1/auth/login', { email, password }, 200);
}

/** A new session of the admin the server bootstraps from ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function signInAdmin(request: APIRequestContext): Promise<Account> {
  const auth = await signInApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(auth.role).toBe('admin');
  return { ...E2E_ADMIN, name: auth.user.name, auth };
}

/** GET /api/user with a bearer token: the status tells whether the API still accepts the token. */
export async function userInfoStatus(request: APIRequestContext, token: string) {
  const response = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}
