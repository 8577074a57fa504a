/** @jest-environment node */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';

import { POST as login } from '@/app/api/v1/auth/login/route';
import { POST as confirm } from '@/app/api/v1/auth/password-reset/confirm/route';
import { POST as requestReset } from '@/app/api/v1/auth/password-reset/route';
import { authenticate, createSession } from '@/lib/server/auth/sessions';
import { createCustomer, type PublicUser } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { passwordResetTokens } from '@/lib/server/db/schema';
import { resetRateLimiters } from '@/lib/server/rate-limit/limiter';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';
import { captureLog } from '@/test/server/log-capture';
import { resetLinkIn, startSmtpInbox } from '@/test/server/smtp-inbox';

setupRouteTest();

const PASSWORD = 'old-lantern-tide';
const CONSOLE = 'https://console.example.com';
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
});
beforeEach(async () => {
  process.env.SMTP_URL = inbox.url;
  process.env.CONSOLE_URL = CONSOLE;
  await resetRateLimiters();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.CONSOLE_URL;
  delete process.env.PASSWORD_RESET_RATE_LIMIT;
});

const ask = (email: string, headers: Record<string, string> = {}) =>
  requestReset(
    apiRequest('/api/v1/auth/password-reset', {
      method: 'POST',
      body: { email },
      headers: { 'x-forwarded-for': uniqueIp(), ...headers },
    }),
  );
const choose = (token: string, password: string, ip = uniqueIp()) =>
  confirm(
    apiRequest('/api/v1/auth/password-reset/confirm', {
      method: 'POST',
      body: { token, password },
      headers: { 'x-forwarded-for': ip },
    }),
  );
const signIn = (email: string, password: string) =>
  login(
    apiRequest('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'x-forwarded-for': uniqueIp() },
    }),
  );

/**
 * Holds password_reset_tokens in a transaction (on PGlite, which has one connection, the whole
 * database) until released; `bound` settles if a test is still waiting after 10 s.
 */
async function holdResetTokens() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = (await getDb()).transaction(async (tx) => {
    await tx.execute(sql`lock table password_reset_tokens in exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('still waiting for the held table'), 10_000);
  });
  return {
    bound,
    release: async () => {
      clearTimeout(timer);
      release();
      await done;
    },
  };
}

describe('password reset by email', () => {
  let user: PublicUser;
  beforeEach(async () => {
    user = await createCustomer({ name: 'Ann', email: uniqueEmail(), password: PASSWORD });
  });

  it('emails a single-use link that sets a new password and ends every session', async () => {
    const session = await createSession(user.id);
    const before = inbox.received.length;
    const response = await ask(user.email.toUpperCase(), { cookie: 'NEXT_LOCALE=de' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { delivery: 'email' } });

    const mail = await inbox.next(before + 1);
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('Passwort');
    const link = resetLinkIn(mail);
    expect(link.origin + link.pathname).toBe(`${CONSOLE}/auth/reset-password`);
    const token = link.searchParams.get('token')!;
    // Only its hash is stored.
    const stored = await (await getDb()).select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const done = await choose(token, 'new-harbour-lights');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: { passwordChanged: true } });
    expect(await authenticate(session.token)).toBeNull();
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'new-harbour-lights')).status).toBe(200);

    const again = await choose(token, 'another-harbour-light');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'invalid_reset_token', message: expect.any(String) },
    });
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const before = inbox.received.length;
    const unknown = await ask(uniqueEmail('nobody'));
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ data: { delivery: 'email' } });
    await ask(user.email);
    const mail = await inbox.next(before + 1);
    expect(mail.to).toEqual([user.email]);
    expect(inbox.received).toHaveLength(before + 1);
  });

  it('answers before any work that depends on the account, so its time cannot tell', async () => {
    const before = inbox.received.length;
    const table = await holdResetTokens();
    try {
      // A request that looked the account up (on PGlite, any query) or issued its token before
      // answering would wait for the held table: the bound only ends such a failure, it times nothing.
      expect(await Promise.race([ask(user.email).then((answer) => answer.status), table.bound])).toBe(202);
    } finally {
      await table.release();
    }
    // Once the table is free, the email follows.
    expect((await inbox.next(before + 1)).to).toEqual([user.email]);
  });

  it('links to CONSOLE_URL whatever Host and Origin the caller wrote', async () => {
    const before = inbox.received.length;
    await ask(user.email, { host: 'evil.example', origin: 'https://evil.example', 'sec-fetch-site': 'none' });
    expect(resetLinkIn(await inbox.next(before + 1)).origin).toBe(CONSOLE);
  });

  it('refuses an expired token, a used one and a new password on the common list', async () => {
    const before = inbox.received.length;
    await ask(user.email);
    const token = resetLinkIn(await inbox.next(before + 1)).searchParams.get('token')!;
    const common = await choose(token, 'password1');
    expect(await common.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { password: 'commonPassword' } },
    });
    await (await getDb()).update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await choose(token, 'late-but-long-enough')).status).toBe(400);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it('limits requests per address with 429, and emails per address book silently', async () => {
    process.env.PASSWORD_RESET_RATE_LIMIT = '3/1h';
    const ip = uniqueIp();
    const before = inbox.received.length;
    for (let i = 0; i < 3; i += 1)
      expect((await ask(user.email, { 'x-forwarded-for': ip })).status).toBe(202);
    const limited = await ask(user.email, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // One email for the account in the window (a third of 3), though three requests were answered.
    await inbox.next(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received).toHaveLength(before + 1);
  });
});

describe('password reset without a mail server', () => {
  it('says to ask an administrator, for any email', async () => {
    delete process.env.SMTP_URL;
    const response = await ask(uniqueEmail());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { delivery: 'administrator' } });
  });

  it('writes the email, link included, to the server log with SMTP_URL=log (npm run demo)', async () => {
    process.env.SMTP_URL = 'log';
    const user = await createCustomer({ name: 'Bo', email: uniqueEmail(), password: PASSWORD });
    const log = captureLog();
    try {
      expect((await ask(user.email)).status).toBe(202);
      // The email goes out after the answer: wait for its line.
      for (let tries = 0; tries < 250 && log.raw.length === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      log.restore();
    }
    expect(log.outside).toEqual([]);
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 30,
        component: 'mail',
        msg: `email to ${user.email} printed, not sent (SMTP_URL=log)`,
        mail: expect.objectContaining({
          to: user.email,
          text: expect.stringMatching(new RegExp(`${CONSOLE}/auth/reset-password\\?token=[\\w-]{43}`)),
        }),
      }),
    ]);
  });
});
