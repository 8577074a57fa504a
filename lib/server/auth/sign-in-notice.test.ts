/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { signIn, signUp } from '@/lib/server/auth/accounts';
import { getDb } from '@/lib/server/db/client';
import { signInOrigins, users } from '@/lib/server/db/schema';
import { TEST_CONSOLE_URL, setupSmtpInbox } from '@/test/server/smtp-inbox';
import { setupTestDatabase, uniqueEmail } from '@/test/server/support';

/**
 * The new sign-in notice (docs/product.md, Accounts and sessions): a sign-in from a browser and address
 * the account was not signed in from before mails its owner; a known one, the sign-up, and any sign-in
 * without a mail server, do not.
 */
setupTestDatabase();
const CONSOLE = TEST_CONSOLE_URL;
const PASSWORD = 'correct-horse-battery';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const mail = setupSmtpInbox();

/** What arrives for `email` within a moment (the notice goes after the answer). */
async function mailsTo(email: string, settle = 300) {
  await new Promise((resolve) => setTimeout(resolve, settle));
  return mail.inbox().received.filter((received) => received.to.includes(email));
}

describe('the new sign-in notice', () => {
  it('mails the owner for a browser or address not seen before, once, and never for a known one', async () => {
    mail.mailOn();
    const email = uniqueEmail('notice');
    const home = { ip: '198.51.100.7', userAgent: FIREFOX_LINUX };
    await signUp({ name: 'Nina', email, password: PASSWORD }, home);
    await signIn({ email, password: PASSWORD }, home);
    // A newer Firefox on the same system and address is the same browser.
    await signIn(
      { email, password: PASSWORD },
      { ...home, userAgent: FIREFOX_LINUX.replaceAll('133', '134') },
    );
    expect(await mailsTo(email)).toEqual([]);

    await signIn({ email, password: PASSWORD }, { ip: '203.0.113.50', userAgent: CHROME_MAC });
    await mail.inbox().next();
    const [notice] = await mailsTo(email);
    expect(notice.raw).toContain('Chrome 131 on macOS');
    expect(notice.raw).toContain('from 203.0.113.50');
    expect(notice.raw).toMatch(/on \w+ \d+, \d{4} at \d+:\d+/);
    expect(notice.raw).toContain(`${CONSOLE}/auth/forgot-password`);

    // Known now; and a wrong password tells nobody.
    await signIn({ email, password: PASSWORD }, { ip: '203.0.113.50', userAgent: CHROME_MAC });
    await expect(
      signIn({ email, password: 'not the password' }, { ip: '192.0.2.1', userAgent: null }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(await mailsTo(email)).toHaveLength(1);
    const origins = await (
      await getDb()
    )
      .select({ browser: signInOrigins.browser, os: signInOrigins.os, ip: signInOrigins.ip })
      .from(signInOrigins)
      .innerJoin(users, eq(users.id, signInOrigins.userId))
      .where(eq(users.email, email));
    expect(origins.map((origin) => `${origin.browser}/${origin.os}/${origin.ip}`).sort()).toEqual([
      'Chrome/macOS/203.0.113.50',
      'Firefox/Linux/198.51.100.7',
    ]);
  });

  it('is written in the owner’s language, else in the one the sign-in came in; a sign-in changes neither', async () => {
    mail.mailOn();
    const email = uniqueEmail('sprache');
    await signUp(
      { name: 'Greta', email, password: PASSWORD },
      { ip: '198.51.100.9', userAgent: FIREFOX_LINUX },
    );
    const db = await getDb();
    const language = async () =>
      (await db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
    expect(await language()).toBeNull();

    // No language of their own yet: the sign-in's.
    let before = mail.inbox().received.length;
    await signIn({ email, password: PASSWORD }, { ip: '203.0.113.52', userAgent: CHROME_MAC, locale: 'de' });
    await mail.inbox().next(before + 1);
    const [german] = await mailsTo(email, 0);
    expect(german.raw).toContain('Subject: Neue Anmeldung in Ihrem Konto bei');
    expect(german.raw).toContain('Chrome 131 unter macOS');
    expect(await language()).toBeNull();

    // Theirs is French (the console they use): a sign-in in German from elsewhere still tells them in French.
    await db.update(users).set({ locale: 'fr' }).where(eq(users.email, email));
    before = mail.inbox().received.length;
    await signIn({ email, password: PASSWORD }, { ip: '203.0.113.53', userAgent: CHROME_MAC, locale: 'de' });
    await mail.inbox().next(before + 1);
    const french = mail
      .inbox()
      .received.slice(before)
      .find((sent) => sent.to.includes(email))!;
    expect(french.raw).toContain('Subject: =?UTF-8?Q?Nouvelle_connexion');
    expect(await language()).toBe('fr');
  });

  it('gives a new account the language it was made in', async () => {
    const email = uniqueEmail('langue');
    await signUp(
      { name: 'Gaston', email, password: PASSWORD },
      { ip: '198.51.100.10', userAgent: FIREFOX_LINUX, locale: 'fr' },
    );
    const [row] = await (
      await getDb()
    )
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(row.locale).toBe('fr');
  });

  it('records origins but mails nothing without a mail server', async () => {
    const email = uniqueEmail('quiet');
    await signUp(
      { name: 'Quinn', email, password: PASSWORD },
      { ip: '198.51.100.8', userAgent: FIREFOX_LINUX },
    );
    await signIn({ email, password: PASSWORD }, { ip: '203.0.113.51', userAgent: CHROME_MAC });
    expect(await mailsTo(email)).toEqual([]);
  });
});
