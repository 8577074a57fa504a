import type { Page, Response } from '@playwright/test';

import { expect, test } from './support/test';
import { openGuideEditor, pageHeading } from './support/ui';

/**
 * V8's compile hint (scripts/lib/compile-hints.mjs, added by `next build`): the scripts a page loads at
 * once start with it, so Chromium compiles them off the main thread while they download; code fetched
 * on request and mostly never run (the guide's markdown editor) does not, so it is compiled only as far
 * as it runs.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every script the page receives from now on, in order. */
function recordScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

async function marked(responses: Response[]): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    responses.map(
      async (r) => [new URL(r.url()).pathname, (await r.text()).startsWith(COMPILE_HINT)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

test('a signed-in page loads its scripts with the compile hint', async ({ page, seedAs }) => {
  await seedAs('customer');
  const scripts = recordScripts(page);
  await page.goto('/online-devices', { waitUntil: 'load' });
  await expect(pageHeading(page, 'Online devices')).toBeVisible();

  const firstLoad = await marked(scripts);
  expect(Object.keys(firstLoad).length).toBeGreaterThan(3);
  for (const [path, hinted] of Object.entries(firstLoad)) expect(hinted, path).toBe(true);
});

test('the admin guide page marks its first scripts, not the editor it loads on request', async ({
  page,
  seedAs,
}) => {
  await seedAs('admin');
  const scripts = recordScripts(page);
  await page.goto('/admin/sdk-integration-guide', { waitUntil: 'load' });
  const firstLoad = await marked(scripts);
  expect(Object.keys(firstLoad).length).toBeGreaterThan(3);
  for (const [path, hinted] of Object.entries(firstLoad)) expect(hinted, path).toBe(true);

  scripts.length = 0;
  await openGuideEditor(page);
  // The editor's code (EasyMDE and CodeMirror): mostly code the guide's text never runs.
  const editorCode: Response[] = [];
  for (const response of scripts) if (/CodeMirror/.test(await response.text())) editorCode.push(response);
  expect(editorCode.length).toBeGreaterThan(0);
  for (const [path, hinted] of Object.entries(await marked(editorCode))) expect(hinted, path).toBe(false);
});
