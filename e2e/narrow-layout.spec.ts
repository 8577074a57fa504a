import fs from 'node:fs';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import {
  adminOn,
  customerWithDevices,
  seedDisplay,
  seedLanguage,
  settleAnimations,
  signInContext,
  waitForShell,
} from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { expect, test } from './support/test';
import { openGuideEditor } from './support/ui';

/**
 * What a phone (390px) and a desktop (1280px) show of long words: code names, option names, app keys
 * and the chart's hours stay whole and inside their boxes, in languages whose words are long.
 */
/** Every language's catalogue has the English one's keys (messages are checked elsewhere). */
type Catalogue = typeof import('../messages/en.json');
const catalogue = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8'));

/** The lines the text shown in an element takes on screen (visually hidden text left out). */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** Words (split at spaces) of the elements' text that the browser broke across two lines or more. */
function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

async function expectNoSidewaysPageScroll(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(widths.client);
}

async function expectGuideTablesWhole(page: Page, label: string): Promise<void> {
  const tables = page.locator('main table');
  await expect(tables.first()).toBeVisible();
  const codes = page.locator('main table code');
  expect(await codes.count(), `${label}: the tables name fields in code`).toBeGreaterThan(5);
  expect(await brokenWords(codes), `${label}: code names in tables stay whole`).toEqual([]);
  for (const code of await codes.all()) {
    expect(await linesOf(code), `${label}: "${await code.textContent()}" on one line`).toBe(1);
  }
  // A table wider than the screen scrolls in its own box, inside the page.
  const boxes = await tables.evaluateAll((nodes) =>
    nodes.map((table) => {
      let scroller = table.parentElement;
      while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
        scroller = scroller.parentElement;
      }
      const box = (scroller ?? table).getBoundingClientRect();
      return {
        scrolls: !!scroller && scroller !== document.documentElement && scroller !== document.body,
        overflows: table.getBoundingClientRect().width > box.width + 1,
        left: box.left,
        right: box.right,
      };
    }),
  );
  const width = page.viewportSize()!.width;
  for (const box of boxes) {
    if (box.overflows) expect(box.scrolls, `${label}: a wide table scrolls in its own box`).toBe(true);
    expect(box.left, `${label}: a table's box starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${label}: a table's box ends on screen`).toBeLessThanOrEqual(width);
  }
  await expectNoSidewaysPageScroll(page, label);
}

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the guide keeps code names in its tables whole, a wide table scrolling in its own box', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    for (const locale of ['en', 'ru'] as const) {
      await seedLanguage(context, locale);
      await page.goto('/sdk-integration-guide');
      await waitForShell(page);
      await expectGuideTablesWhole(page, `${locale} /sdk-integration-guide`);
    }
  });

  test('the admin guide keeps code names in its tables whole', async ({ page, context, request }) => {
    await seedLanguage(context, 'de');
    await adminOn(page, context, request, '/admin/sdk-integration-guide');
    await expectGuideTablesWhole(page, 'de /admin/sdk-integration-guide');
  });

  test("the chart's time labels stay inside the chart (de, el; left to right and right to left)", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    for (const [locale, rtlClass] of [
      ['de', 'ltr'],
      ['el', 'ltr'],
      ['el', 'rtl'],
      ['de', 'rtl'],
    ] as const) {
      const messages = catalogue(locale);
      await seedLanguage(context, locale);
      await seedDisplay(context, { rtlClass });
      for (const range of ['hourly', 'daily'] as const) {
        await page.goto('/');
        await waitForShell(page);
        await expect(page.locator('html')).toHaveAttribute('dir', rtlClass);
        if (range === 'daily') {
          await page.getByRole('button', { name: messages.Dashboard.chart.range.daily }).click();
        }
        const chart = page.locator('main svg[role="img"]');
        await expect(chart).toBeVisible();
        const { svg, labels } = await chart.evaluate((node) => ({
          svg: node.getBoundingClientRect().toJSON() as DOMRect,
          labels: Array.from(node.querySelectorAll('text')).map((text) => ({
            text: text.textContent,
            box: text.getBoundingClientRect().toJSON() as DOMRect,
          })),
        }));
        expect(labels.length).toBeGreaterThan(3);
        for (const { text, box } of labels) {
          const label = `${locale} ${rtlClass} ${range}: "${text}"`;
          expect(box.left, `${label} starts inside the chart`).toBeGreaterThanOrEqual(svg.left - 0.5);
          expect(box.right, `${label} ends inside the chart`).toBeLessThanOrEqual(svg.right + 0.5);
        }
      }
    }
  });
});

for (const width of [390, 1280] as const) {
  test(`option names in the display settings never break inside a word at ${width}px (ru, el, de, hu)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    for (const locale of ['ru', 'el', 'de', 'hu'] as const) {
      const messages = catalogue(locale);
      await seedLanguage(context, locale);
      await page.goto('/');
      await waitForShell(page);
      await page.getByRole('button', { name: messages.Header.openSettings, exact: true }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('radio').first()).toBeAttached();
      await settleAnimations(page);
      const labels = panel.locator('label:has(input[type="radio"])');
      expect(await labels.count()).toBeGreaterThan(10);
      expect(await brokenWords(labels), `${locale} at ${width}px`).toEqual([]);
      // And every option stays inside the panel.
      const panelBox = (await panel.boundingBox())!;
      for (const box of await labels.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.right).toBeLessThanOrEqual(panelBox.x + panelBox.width + 0.5);
        expect(box.left).toBeGreaterThanOrEqual(panelBox.x - 0.5);
      }
    }
  });

  test(`an app card shows its key on one line that fits, masked and revealed, at ${width}px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    const { customer, app } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    for (const locale of ['en', 'ru', 'el', 'de', 'hu'] as const) {
      const messages = catalogue(locale);
      await seedLanguage(context, locale);
      await page.goto('/app-management');
      await waitForShell(page);
      const card = page.getByRole('article', { name: app.name });
      const field = card.getByRole('group', { name: messages.AppKey.label });
      const key = field.locator('code');
      for (const state of ['masked', 'revealed'] as const) {
        if (state === 'revealed') {
          await field
            .getByRole('button', { name: messages.AppKey.revealLabel.replace('{app}', app.name) })
            .click();
          await expect(key).toHaveText(app.appKey);
        }
        const label = `${locale} ${state} key at ${width}px`;
        expect(await linesOf(key), `${label}: one line`).toBe(1);
        const cardBox = (await card.boundingBox())!;
        for (const box of [
          await key.boundingBox(),
          ...(await Promise.all((await field.getByRole('button').all()).map((b) => b.boundingBox()))),
        ]) {
          expect(box!.x, `${label}: inside the card`).toBeGreaterThanOrEqual(cardBox.x);
          expect(box!.x + box!.width, `${label}: inside the card`).toBeLessThanOrEqual(
            cardBox.x + cardBox.width,
          );
        }
      }
      // Copied whole, whatever part of it the box shows.
      await field.getByRole('button', { name: messages.AppKey.copyLabel.replace('{app}', app.name) }).click();
      await expect(field.getByRole('status')).toHaveText(messages.AppKey.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(app.appKey);
    }
  });
}

test('the guide editor opens at the top of the text, the cursor at its start', async ({
  page,
  context,
  request,
}) => {
  await adminOn(page, context, request, '/admin/sdk-integration-guide');
  const { section, editor } = await openGuideEditor(page);
  const scroller = section.locator('.CodeMirror-scroll');
  const firstLine = section.locator('.CodeMirror-line').first();
  await expect(firstLine).toBeVisible();
  // The editor has a scroll of its own (the guide is longer than it), shown from its top.
  const scroll = await scroller.evaluate((node) => ({
    top: node.scrollTop,
    height: node.scrollHeight,
    client: node.clientHeight,
  }));
  expect(scroll.height).toBeGreaterThan(scroll.client);
  expect(scroll.top).toBe(0);
  const lineBox = (await firstLine.boundingBox())!;
  const scrollerBox = (await scroller.boundingBox())!;
  expect(lineBox.y).toBeGreaterThanOrEqual(scrollerBox.y);
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(scrollerBox.y + scrollerBox.height);
  // What is typed goes at the start of the text (not saved: the test leaves without saving).
  const before = (await firstLine.textContent()) ?? '';
  await expect(editor).toBeFocused();
  await page.keyboard.type('Q');
  await expect(firstLine).toHaveText(`Q${before}`);
});
