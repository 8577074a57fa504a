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

/** Each script starts with the hint (`hinted`) or does not; a page's first load has several. */
async function expectHinted(responses: Response[], hinted: boolean): Promise<void> {
  expect(responses.length).toBeGreaterThan(hinted ? 3 : 0);
  for (const response of responses) {
    const startsWithHint = (await response.text()).startsWith(COMPILE_HINT);
    expect(startsWithHint, new URL(response.url()).pathname).toBe(hinted);
  }
}

test('a signed-in page loads its scripts with the compile hint', async ({ page, seedAs }) => {
  await seedAs('customer');
  const scripts = recordScripts(page);
  await page.goto('/online-devices', { waitUntil: 'load' });
  await expect(pageHeading(page, 'Online devices')).toBeVisible();

  await expectHinted(scripts, true);
});

test('the admin guide page marks its first scripts, not the editor it loads on request', async ({
  page,
  seedAs,
}) => {
  await seedAs('admin');
  const scripts = recordScripts(page);
  await page.goto('/admin/sdk-integration-guide', { waitUntil: 'load' });
  await expectHinted(scripts, true);

  scripts.length = 0;
  await openGuideEditor(page);
  // The editor's code (EasyMDE and CodeMirror): mostly code the guide's text never runs.
  const editorCode: Response[] = [];
  for (const response of scripts) if (/CodeMirror/.test(await response.text())) editorCode.push(response);
  await expectHinted(editorCode, false);
});
