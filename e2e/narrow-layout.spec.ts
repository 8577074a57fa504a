import type { Page } from '@playwright/test';

import {
  adminOn,
  customerWithDevices,
  seedDisplay,
  seedLanguage,
  signInContext,
  waitForShell,
} from './support/a11y';
import { expect, test } from './support/test';
import { brokenWords, catalogue, linesOf } from './support/text-layout';
import { openGuideEditor } from './support/ui';

/**
 * What a phone (390px) shows of long words: the guide's code names and the chart's hours stay whole and
 * inside their boxes, in languages whose words are long; and where the guide editor opens. Option names
 * and app keys, at 390px and 1280px, are in e2e/narrow-layout-long-words.spec.ts.
 */

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
