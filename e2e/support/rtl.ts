import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Measures of a mirrored layout, for the right-to-left specs (e2e/rtl*.spec.ts): the shell, table
 * cells and pointing icons, and a screenshot of each page attached for review.
 */

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`rtl ${name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/**
 * The shell in RTL: sidebar on the right edge, page and header to its left, header controls from the right.
 */
export async function expectMirroredShell(page: Page, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const layout = await page.evaluate(() => {
    const box = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const { left, right, width } = el.getBoundingClientRect();
      return { left, right, width };
    };
    return {
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
      sidebar: box('aside'),
      main: box('main'),
      toggle: box('#app-sidebar-toggle'),
      settings: box('header button[aria-haspopup="dialog"]'),
    };
  });
  expect(layout.sidebar, `${path}: sidebar`).not.toBeNull();
  expect(Math.round(layout.sidebar!.right), `${path}: the sidebar touches the right edge`).toBe(
    layout.viewport,
  );
  expect(Math.round(layout.sidebar!.width)).toBe(260);
  expect(layout.main!.right, `${path}: the page sits left of the sidebar`).toBeLessThanOrEqual(
    layout.sidebar!.left + 1,
  );
  expect(layout.main!.left, `${path}: the page starts at the left edge`).toBeLessThanOrEqual(1);
  expect(layout.toggle!.left, `${path}: the header starts (toggle) on the right`).toBeGreaterThan(
    layout.settings!.left,
  );
  expect(layout.scrollWidth, `${path}: no horizontal scrolling`).toBeLessThanOrEqual(layout.viewport);
}

/**
 * Start-aligned cells of a table put their text against the right side of the cell. Measured on the
 * text itself (a Range), as `text-align: start` stays `start` in the computed style.
 */
export async function expectCellsStartRight(page: Page, tableName: string): Promise<void> {
  const table = page.getByRole('table', { name: tableName });
  const gaps = await table.evaluate((element) =>
    [...element.querySelectorAll('tbody td, thead th')]
      .filter((cell) => getComputedStyle(cell).textAlign === 'start' && cell.textContent?.trim())
      .slice(0, 12)
      .map((cell) => {
        const style = getComputedStyle(cell);
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return {
          cell: cell.textContent!.trim().slice(0, 30),
          direction: style.direction,
          rightGap: Math.round(box.right - parseFloat(style.paddingRight) - text.right),
          leftGap: Math.round(text.left - box.left - parseFloat(style.paddingLeft)),
        };
      }),
  );
  expect(gaps.length, `${tableName}: start-aligned cells`).toBeGreaterThan(0);
  for (const gap of gaps) {
    expect(gap.direction, gap.cell).toBe('rtl');
    expect(gap.rightGap, `"${gap.cell}" sits against the right of its cell`).toBeLessThanOrEqual(2);
  }
}

/**
 * An icon that points along the line is turned round in RTL: a rotation or a mirror in its computed style.
 */
export async function expectMirroredIcon(page: Page, buttonName: string): Promise<void> {
  const icon = page.getByRole('button', { name: buttonName, exact: true }).locator('svg');
  const style = await icon.evaluate((svg) => {
    const computed = getComputedStyle(svg);
    return { rotate: computed.rotate, scale: computed.scale, transform: computed.transform };
  });
  const turned =
    style.rotate === '180deg' || /^-1( 1)?$/.test(style.scale) || /^matrix\(-1, /.test(style.transform);
  expect(turned, `${buttonName}: icon mirrored (${JSON.stringify(style)})`).toBe(true);
}
