import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** Fills and sends the sign-in form, as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the header's user dropdown, whose button carries the user's name. */
export async function openUserMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('menu', { name })).toBeVisible();
}

/** Signs out from the user menu and waits for the sign-in page. */
export async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  await openUserMenu(page, name);
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
}

export async function openDisplaySettings(page: Page) {
  await page.getByRole('button', { name: 'Display settings', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Picks one option of a settings group. The radio itself is visually hidden inside its label, so a
 * user clicks the label, as here.
 */
export async function chooseOption(panel: Locator, name: string): Promise<void> {
  const radio = panel.getByRole('radio', { name, exact: true });
  // `has` is matched inside each label, so it starts from the page, not from the panel.
  await panel.locator('label', { has: panel.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(radio).toBeChecked();
}

/** The `<html>` start tag of a document response: what the browser paints with, before any script. */
export async function firstHtmlTag(response: Response | null): Promise<string> {
  expect(response, 'a document response').not.toBeNull();
  const body = await response!.text();
  const tag = /<html\b[^>]*>/i.exec(body)?.[0];
  expect(tag, 'the response holds an <html> start tag').toBeTruthy();
  return tag!;
}

/**
 * The console's page heading (h1), once the page is ready: the shell is rendered on the server under
 * the full-screen loader, and the page is the user's once the loader has gone (hydrated, allowed).
 */
export function pageHeading(page: Page, name: string) {
  return page
    .locator(`body:not(:has([data-testid="${FULL_SCREEN_LOADER}"]))`)
    .getByRole('heading', { name, level: 1, exact: true });
}

/** The figure a dashboard shows under `label` (its stat cards: a term and its definition). */
export function dashboardFigure(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) })
    .getByRole('definition');
}

/** The test id of the full-screen loader (components/shell/full-screen-loader.tsx). */
export const FULL_SCREEN_LOADER = 'full-screen-loader';

/**
 * Opens the admin guide's editor as an admin does (the editor's code loads on "Open the editor") and
 * returns its section and its text box, which has the focus once the editor is open.
 */
export async function openGuideEditor(page: Page): Promise<{ section: Locator; editor: Locator }> {
  const section = page.getByRole('region', { name: 'Edit the guide' });
  const open = section.getByRole('button', { name: 'Open the editor', exact: true });
  const editor = section.getByRole('textbox', { name: 'Edit the guide' });
  // A press before the page has hydrated does nothing (a busy machine hydrates late): pressed again
  // while the button is still there. Once pressed, it gives way to "Save".
  await expect(async () => {
    if (await open.isVisible()) await open.click();
    await expect(editor).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return { section, editor };
}

/**
 * Resolves once React has hydrated `locator`'s element and run its effects. Server-rendered content is
 * visible before its part of the page hydrates (React hydrates the parts one after another), so a test
 * that needs the part's timers or live subscriptions waits for this first: React marks each element it
 * owns with a `__reactFiber$…` property, and a message posted afterwards runs after the effects React
 * scheduled with its own (MessageChannel) scheduler. Playwright's fake clock leaves MessageChannel alone.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  await locator.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
