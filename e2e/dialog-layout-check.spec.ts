import type { Page } from '@playwright/test';

import { layoutProblems, OPEN_DIALOG } from './support/dialog-layout';
import { expect, test } from './support/test';

/**
 * The measure e2e/dialog-layout.spec.ts applies to every dialog, on small pages written here: what
 * counts as leaving the panel, and what may reach past it because it scrolls or is hidden.
 */

const PANEL = 'position: fixed; top: 50px; left: 100px; width: 300px; padding: 10px; box-sizing: border-box;';

async function problems(page: Page, panelStyle: string, content: string): Promise<string[]> {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.setContent(
    `<body style="margin: 0; font: 16px sans-serif">
      <div role="dialog" aria-modal="true" style="${PANEL} ${panelStyle}">${content}</div>
    </body>`,
  );
  return layoutProblems(page.locator(OPEN_DIALOG));
}

test('content wider than the panel is reported with the element and by how much', async ({ page }) => {
  const found = await problems(page, '', '<div class="body" style="width: 500px">Rules</div>');
  expect(found).toEqual([`<div.body> "Rules" leaves the panel on the right by 210 px`]);
});

test('the panel clipping it sideways does not excuse it', async ({ page }) => {
  const found = await problems(
    page,
    'overflow-x: hidden; overflow-y: auto;',
    '<input style="width: 400px; box-sizing: border-box">',
  );
  expect(found).toEqual(['<input> leaves the panel on the right by 110 px']);
});

test('a panel that scrolls sideways is reported', async ({ page }) => {
  const found = await problems(page, 'overflow: auto;', '<div style="width: 400px; height: 10px"></div>');
  expect(found.filter((problem) => /^the panel scrolls sideways by \d+ px$/.test(problem))).toHaveLength(1);
});

test('a panel taller than the viewport that does not scroll is out of reach', async ({ page }) => {
  const found = await problems(page, '', '<div style="height: 700px"></div>');
  expect(found).toEqual(['the panel leaves the viewport on the bottom by 170 px, out of reach']);
});

test('a long word that does not wrap is reported by its line of text', async ({ page }) => {
  const word = 'Benachrichtigungseinstellungsverwaltungsoberfläche'.repeat(2);
  const found = await problems(page, '', `<p style="margin: 0">${word}</p>`);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(
    /^the text "Benachrichtigungs.*" of <p> .* leaves the panel on the right by \d+ px$/,
  );
});

test('what scrolls inside the panel, clips on purpose or is hidden may reach past it', async ({ page }) => {
  const found = await problems(
    page,
    'max-height: 300px; overflow-x: hidden; overflow-y: auto;',
    `<div style="height: 500px">taller than the panel, which scrolls up and down</div>
     <div style="overflow-x: auto"><table style="width: 600px"><tr><td>a wide table</td></tr></table></div>
     <p style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${'truncated '.repeat(20)}</p>
     <span style="position: absolute; left: -500px; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">sr-only</span>
     <div style="display: none; width: 900px">not shown</div>
     <div style="visibility: hidden; width: 900px">invisible</div>`,
  );
  expect(found).toEqual([]);
});
