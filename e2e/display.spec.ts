import fs from 'node:fs';
import path from 'node:path';

import { E2E_BASE_URL } from './support/env';
import { cookieOf, seedLocalStorage } from './support/records';
import { expect, test } from './support/test';
import { chooseOption, firstHtmlTag, openDisplaySettings, pageHeading } from './support/ui';

const DARK_CLASS = /(^|\s)dark(\s|$)/;

function localStorageItem(page: import('@playwright/test').Page, key: string) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

test('the server renders every display setting on <html>, so the first sync rewrites nothing', async ({
  page,
  context,
  seedAs,
}) => {
  await seedAs('customer');
  // Every change to <html>'s attributes after the server's answer (each one restyles the whole page).
  await context.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { htmlWrites: string[] }).htmlWrites = writes;
    // The script runs before <html> is parsed: watch the document, keep what touches <html>.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement) writes.push(record.attributeName ?? '');
      }
    }).observe(document, { attributes: true, subtree: true });
  });
  const tag = await firstHtmlTag(await page.goto('/'));
  for (const attribute of [
    'data-theme="light"',
    'data-menu="vertical"',
    'data-layout="full"',
    'data-navbar="navbar-sticky"',
    'data-animation="none"',
    'data-semidark="false"',
    'dir="ltr"',
  ]) {
    expect(tag).toContain(attribute);
  }
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites)).toEqual([]);
});

test.describe('theme', () => {
  test('dark persists across reload from the first byte', async ({ page, context, seedAs }) => {
    await seedAs('customer');
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(DARK_CLASS);

    await page.getByRole('button', { name: 'Theme: Light. Switch to Dark' }).click();
    await expect(html).toHaveClass(DARK_CLASS);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await localStorageItem(page, 'theme')).toBe('dark');
    const cookie = await cookieOf(context, 'display_settings');
    expect(JSON.parse(decodeURIComponent(cookie ?? '{}'))).toMatchObject({ theme: 'dark' });

    const tag = await firstHtmlTag(await page.reload());
    expect(tag).toMatch(/\bclass="dark"/);
    expect(tag).toContain('data-theme="dark"');
    await expect(page.getByRole('button', { name: 'Theme: Dark. Switch to System' })).toBeVisible();
    await expect(html).toHaveClass(DARK_CLASS);
  });

  test('system follows the device preference live', async ({ page, seedAs }) => {
    await seedAs('customer');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const panel = await openDisplaySettings(page);
    await chooseOption(panel, 'System');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'system');
    await expect(html).not.toHaveClass(DARK_CLASS);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(DARK_CLASS);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(DARK_CLASS);
  });
});

/** The German catalogue, as shipped (i18n/locales.test.ts checks that it is complete). */
const german = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', 'de.json'), 'utf8'));
const germanDashboard: string = german.DashboardPage.title;

test.describe('language', () => {
  test('Deutsch persists across reload from the first byte', async ({ page, context, seedAs }) => {
    await seedAs('customer');
    await page.goto('/');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'de');
    await expect.poll(() => cookieOf(context, 'NEXT_LOCALE')).toBe('de');
    expect(await localStorageItem(page, 'i18nLocale')).toBe('de');
    await expect(pageHeading(page, 'Dashboard')).toHaveCount(0);

    const tag = await firstHtmlTag(await page.reload());
    expect(tag).toContain('lang="de"');
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('de');
  });

  test('Deutsch shows the German texts', async ({ page, seedAs }) => {
    await seedAs('customer');
    await page.goto('/');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
    await expect(pageHeading(page, germanDashboard)).toBeVisible();
    await page.reload();
    await expect(pageHeading(page, germanDashboard)).toBeVisible();
  });

  test('an unknown stored code falls back to English', async ({ page, context, seedAs }) => {
    await seedAs('customer');
    await seedLocalStorage(context, { i18nLocale: 'xx' });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'xx', url: E2E_BASE_URL }]);
    const tag = await firstHtmlTag(await page.goto('/'));
    expect(tag).toContain('lang="en"');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect.poll(() => localStorageItem(page, 'i18nLocale')).toBe('en');
    await expect.poll(() => cookieOf(context, 'NEXT_LOCALE')).toBe('en');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  });
});

test.describe('direction', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('right to left persists from the first byte, with the sidebar on the right', async ({
    page,
    seedAs,
  }) => {
    await seedAs('customer');
    await page.goto('/');
    const sidebar = page.getByRole('complementary');
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);

    const panel = await openDisplaySettings(page);
    await chooseOption(panel, 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('button', { name: 'Close display settings' }).click();
    await expect(panel).toBeHidden();

    const rightEdge = () => page.evaluate(() => document.documentElement.clientWidth);
    const sidebarRight = async () => {
      const box = await sidebar.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    };
    await expect.poll(sidebarRight).toBe(await rightEdge());

    const tag = await firstHtmlTag(await page.reload());
    expect(tag).toContain('dir="rtl"');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(sidebar).toBeVisible();
    await expect.poll(sidebarRight).toBe(await rightEdge());
    expect((await sidebar.boundingBox())?.width).toBe(260);
  });
});

test.describe('the sticky header never hides the focused control', () => {
  for (const menu of ['vertical', 'horizontal']) {
    test(`${menu} menu: a control focused from below scrolls into view under the header`, async ({
      page,
      seedAs,
    }) => {
      await seedAs('customer');
      // Short enough that the dashboard scrolls.
      await page.setViewportSize({ width: 1280, height: 420 });
      await page.goto('/');
      await expect(page.getByTestId('full-screen-loader')).toBeHidden();
      if (menu === 'horizontal') {
        const panel = await openDisplaySettings(page);
        await chooseOption(panel, 'Horizontal');
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
      await expect(page.locator('html')).toHaveAttribute('data-menu', menu);

      const target = page.locator('main').getByRole('link').first();
      await expect(target).toBeVisible();
      // Where the control's top is against the bottom of the sticky bar that holds the header.
      const placement = () =>
        target.evaluate((element) => {
          let bar: Element | null = document.querySelector('header');
          while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
          const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
          return { top: element.getBoundingClientRect().top, barBottom };
        });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Scrolled down, the control is hidden: under the header or above the window.
      const hidden = await placement();
      expect(hidden.barBottom).toBeGreaterThan(40);
      expect(hidden.top, 'the control is hidden before it is focused').toBeLessThan(hidden.barBottom);
      // Focus the control and bring it into view as Firefox and Safari do for Shift+Tab: the nearest
      // edge, here the top (Chromium centres it, which would hide nothing).
      await target.evaluate((element: HTMLElement) => {
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: 'nearest' });
      });

      const covered = await placement();
      expect(covered.barBottom).toBeGreaterThan(40);
      expect(covered.top).toBeGreaterThanOrEqual(covered.barBottom);
    });
  }
});
