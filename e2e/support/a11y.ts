import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { createCustomer, signInAdmin, type Account } from './accounts';
import { E2E_BASE_URL } from './env';
import { acceptedHeartbeat, createAppApi, runTag, type ApiApp } from './product-api';
import { recordJson, seedLocalStorage, seedRecord } from './records';
import { FULL_SCREEN_LOADER } from './ui';
import { DEFAULT_DISPLAY_SETTINGS, DISPLAY_COOKIE } from '../../lib/display/settings';

/** The WCAG 2.0 and 2.1 A and AA rules (docs/product.md, Quality: zero axe violations). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The three looks every page is checked in: light, dark, and light with the semi-dark sidebar and header. */
export const THEME_MODES = [
  { name: 'light', theme: 'light', semidark: false },
  { name: 'dark', theme: 'dark', semidark: false },
  { name: 'semidark', theme: 'light', semidark: true },
] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const DARK_CLASS = /(^|\s)dark(\s|$)/;

/**
 * Switches the display settings of an open page without reloading it (an open modal stays open): the
 * settings go to localStorage, and a storage event makes the app read them, as when another tab
 * changes them.
 */
export async function applyDisplay(page: Page, settings: Record<string, string | boolean>): Promise<void> {
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, String(value));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
  }, settings);
}

export async function applyThemeMode(page: Page, mode: ThemeMode): Promise<void> {
  await applyDisplay(page, { theme: mode.theme, semidark: mode.semidark });
  // Waited for in the page, frame by frame: quicker than polling from here.
  await page.evaluate(
    ({ theme, semidark }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        const check = () => {
          const { dataset } = document.documentElement;
          const done = dataset.theme === theme && dataset.semidark === String(semidark);
          if (done || performance.now() - started > 5000) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
    { theme: mode.theme, semidark: mode.semidark },
  );
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-semidark', String(mode.semidark));
  if (mode.theme === 'dark') await expect(html).toHaveClass(DARK_CLASS);
  else await expect(html).not.toHaveClass(DARK_CLASS);
  await settleAnimations(page);
}

/**
 * Waits until the colour transitions a theme change starts have ended (even at 0.01 ms they end on a
 * later frame), so what is measured is what the user sees. Endless animations (spinners) are skipped.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Display settings for a context's first page, in localStorage (the source of truth) and the cookie mirror. */
export async function seedDisplay(context: BrowserContext, settings: Record<string, string | boolean>) {
  await seedLocalStorage(
    context,
    Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])),
  );
  const full = { ...DEFAULT_DISPLAY_SETTINGS, ...settings };
  await context.addCookies([
    { name: DISPLAY_COOKIE, value: encodeURIComponent(JSON.stringify(full)), url: E2E_BASE_URL },
  ]);
}

/** The language for a context's pages, as the language choice stores it. */
export async function seedLanguage(context: BrowserContext, locale: string): Promise<void> {
  await seedLocalStorage(context, { i18nLocale: locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: E2E_BASE_URL }]);
}

/** The rules whose outcome depends on the colours: all that can change when only the theme does. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe over the page, once its animations have ended, and fails with a readable list of what it
 * found. `coloursOnly` runs just the colour rules: for the same page in another theme, where structure,
 * names and roles are unchanged.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<void> {
  // A dialog still fading in blends its colours with the page behind: measure what the user ends up seeing.
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (coloursOnly) builder.withRules(AXE_COLOUR_RULES);
  const results = await builder.analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
  expect(found, `axe violations (${label})`).toEqual([]);
}

/** A customer with one app and a few devices online, made through the real API. */
export interface CustomerWorld {
  customer: Account;
  app: ApiApp;
  deviceIds: string[];
}

export async function customerWithDevices(
  request: APIRequestContext,
  { devices = 3, name = 'Ari Access' }: { devices?: number; name?: string } = {},
): Promise<CustomerWorld> {
  const tag = runTag();
  const customer = await createCustomer(request, name);
  const app = await createAppApi(request, customer.auth.sessionToken, {
    name: `Harbor Monitor ${tag}`,
    platform: 'android',
    bundleId: `com.example.harbor.${tag}`,
  });
  const deviceIds: string[] = [];
  for (let n = 1; n <= devices; n += 1) {
    const deviceId = `a11y-${tag}-${n}`;
    await acceptedHeartbeat(request, app.appKey, {
      deviceId,
      platform: 'android',
      osVersion: `14.${n}`,
      model: `Pixel ${n}`,
      sdkVersion: '1.2.0',
      appVersion: '3.0.1',
    });
    deviceIds.push(deviceId);
  }
  return { customer, app, deviceIds };
}

/** Seeds a context with the sign-in record of an account, as a signed-in browser holds it. */
export async function signInContext(context: BrowserContext, account: Account): Promise<void> {
  await seedRecord(context, {
    state: account.auth.role === 'admin' ? 'admin' : 'customer',
    raw: recordJson(account.auth),
    user: account.auth.user,
    token: account.auth.sessionToken,
  });
}

export async function adminAccount(request: APIRequestContext): Promise<Account> {
  return signInAdmin(request);
}

/** Signs the browser in as the bootstrapped admin and opens `path`, once its shell is ready. */
export async function adminOn(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  path: string,
): Promise<void> {
  await signInContext(context, await adminAccount(request));
  await page.goto(path);
  await waitForShell(page);
}

/** Waits until the console has finished its first mount: the full-screen loader is gone. */
export async function waitForShell(page: Page): Promise<void> {
  // The shell is rendered on the server under the loader: it is ready once the loader has gone.
  await expect(page.getByTestId(FULL_SCREEN_LOADER)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
