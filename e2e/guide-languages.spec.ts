import fs from 'node:fs';
import path from 'node:path';

import {
  adminAccount,
  customerWithDevices,
  expectNoAxeViolations,
  seedDisplay,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { expect, test } from './support/test';
import { openGuideEditor } from './support/ui';

/** The SDK guide in the reader's language, and the admin's choice of the language to edit. */

const root = path.join(__dirname, '..');
/** The English default guide's code blocks, with the web snippet's function pasted in as the server does. */
function englishCodeBlocks(): string[] {
  const model = fs.readFileSync(path.join(root, 'content', 'sdk-guide', 'readable-model.ts'), 'utf8');
  const fn = model.replace(/^[\s\S]*?export function/, 'function').trimEnd();
  const guide = fs
    .readFileSync(path.join(root, 'content', 'sdk-guide', 'en.md'), 'utf8')
    .replace('<<readable-model.ts>>', fn);
  return [...guide.matchAll(/^~~~[a-z]*\n([\s\S]*?)\n~~~$/gm)].map((match) => match[1]);
}

test('a German customer reads the guide in German, with the English code blocks', async ({
  page,
  context,
  request,
}) => {
  const { customer, app } = await customerWithDevices(request, { devices: 1 });
  await signInContext(context, customer);
  await seedLanguage(context, 'de');
  await page.goto('/sdk-integration-guide');
  await waitForShell(page);
  const guide = page.getByRole('article');
  await expect(
    guide.getByRole('heading', { level: 2, name: 'Fleetdeck in Ihre App integrieren' }),
  ).toBeVisible();
  await expect(guide.getByRole('heading', { name: 'Fehlerbehebung' })).toBeVisible();

  // The code blocks show a placeholder until the app's key has come: read them once it is in.
  await expect(guide.locator('pre', { hasText: app.appKey }).first()).toBeVisible();
  const ingestUrl = (await guide.locator('li code').nth(1).textContent()) ?? '';
  expect(ingestUrl).toMatch(/\/api\/v1\/devices\/heartbeat$/);
  const shown = (await guide.locator('pre').allTextContents()).map((text) =>
    text.replaceAll(app.appKey, '{{APP_KEY}}').replaceAll(ingestUrl, '{{INGEST_URL}}').trimEnd(),
  );
  expect(shown).toEqual(englishCodeBlocks());
  expect(shown.join('\n')).toContain('function readableModel(userAgent: string): string {');
  await expectNoAxeViolations(page, 'German guide');
});

test('the admin chooses the language to edit, sees which are older than English, in RTL too', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, await adminAccount(request));
  await seedDisplay(context, { rtlClass: 'rtl' });
  await page.goto('/admin/sdk-integration-guide');
  await waitForShell(page);
  const language = page.getByRole('combobox', { name: 'Language of the guide' });
  await expect(language).toHaveValue('en');

  // An English save makes every language that was not saved since older than English.
  const { section } = await openGuideEditor(page);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' ');
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Guide saved.', { exact: false })).toBeVisible();
  await expect(language.locator('option[value="de"]')).toHaveText('Deutsch (older than English)');
  await expect(language.locator('option[value="en"]')).toHaveText('English');

  await language.selectOption('de');
  await expect(page.getByText(/^Older than English: the English guide/)).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Fleetdeck in Ihre App integrieren',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await language.boundingBox();
  const viewport = page.viewportSize();
  // In right-to-left the choice starts at the right of the content.
  expect(box && viewport && box.x + box.width > viewport.width / 2).toBeTruthy();
  await expectNoAxeViolations(page, 'admin guide languages (RTL)');
});
