import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

import type { Page } from '@playwright/test';

import { E2E_BASE_URL } from './support/env';
import { withoutScripts } from './support/first-answers';
import { acceptedHeartbeat, createAppApi } from './support/product-api';
import { expect, test } from './support/test';

/**
 * Keeps each layout shift of the page's next loads, with what moved (element, rectangle before and
 * after), so a failure says what to mend.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: unknown[] = [];
    (window as unknown as { shifts: unknown[] }).shifts = shifts;
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      [x, y, width, height].map(Math.round).join(' ');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            moved: entry.sources.map((source) => {
              const node = source.node as Element | undefined;
              const what =
                node?.outerHTML?.slice(0, 160) ?? node?.textContent?.slice(0, 80) ?? node?.nodeName;
              return `${what}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
            }),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far, once the last frame's are in (they are reported after it). */
async function shiftsSoFar(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
}

/** Where each column header of the table sits, rounded to the pixel. */
function headerBoxes(page: Page) {
  return page.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      return { text: cell.textContent?.trim() ?? '', x: Math.round(box.x), width: Math.round(box.width) };
    }),
  );
}

// A layout shift (Lighthouse's CLS, bench figure 2): the headers moved when the first rows replaced the
// skeleton, because the rows' values were wider than the headers. Columns now have least widths. A load
// of the page's address brings its rows in the HTML (docs/architecture.md, "First answers"); the
// skeleton shows when the page is reached from another page of the console, whose rows the table asks for.
for (const width of [412, 1280]) {
  test(`the devices table's headers stay put when the rows replace the skeleton, at ${width}px`, async ({
    page,
    request,
    seedAs,
  }) => {
    const { token } = await seedAs('customer');
    const app = await createAppApi(request, token!, {
      // The customer is new, so the name needs no tag; a long one wraps instead of widening its column.
      name: 'Field Scanner Pro for Warehouses',
      platform: 'android',
      bundleId: 'com.example.scanner',
    });
    // Ids wider than their header, as real ones are (the first in Lighthouse's narrow run moved the
    // next header when its column widened to it).
    for (const deviceId of ['scanner-0001-bay-07', 'scanner-0002-bay-07']) {
      await acceptedHeartbeat(request, app.appKey, {
        deviceId,
        osVersion: '14',
        model: 'Pixel 8 Pro',
        sdkVersion: '1.4.0',
        appVersion: '2.3.1',
      });
    }
    // The rows are held back until the skeleton has been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/devices?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    // Below 1024px the menu is behind its button.
    if (width < 1024) await page.getByRole('button', { name: 'Navigation menu' }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'Online devices' }).click();
    await expect(page.getByTestId('data-table-skeleton-row').first()).toBeVisible();
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    const skeleton = await headerBoxes(page);

    release();
    await expect(page.getByRole('cell', { name: 'scanner-0001-bay-07', exact: true })).toBeVisible();
    expect(await headerBoxes(page)).toEqual(skeleton);
  });
}

// A layout shift of 0.11 in Lighthouse's runs once every device had gone offline: the footer, below the
// skeleton's full page, moved up into view when the first answer had no rows. It stays out of sight
// until the first rows come.
test('nothing moves when the first answer has no rows, at 412px', async ({ page, request, seedAs }) => {
  const { token } = await seedAs('customer');
  await createAppApi(request, token!, {
    name: 'Quiet App',
    platform: 'android',
    bundleId: 'com.example.quiet',
  });
  await recordShifts(page);
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/online-devices');
  await expect(page.getByText('No Available Data')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual([]);
});

// The header's organisation switcher says "Loading…" until the list of organisations comes, then the
// name and role: its box, and the controls beside it, stay where they were.
for (const width of [412, 1280]) {
  test(`the organisation switcher keeps its box while its list loads, at ${width}px`, async ({
    page,
    seedAs,
  }) => {
    await seedAs('customer');
    await page.setViewportSize({ width, height: 900 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/orgs', async (route) => {
      await held;
      await route.continue();
    });
    const switcher = page
      .getByRole('button', { name: /Owner/ })
      .or(page.getByRole('button', { name: 'Loading…' }));
    const boxes = () =>
      page
        .locator('header > div > *')
        .evaluateAll((parts) =>
          parts
            .map((part) => part.getBoundingClientRect())
            .map(({ x, width }) => [Math.round(x), Math.round(width)]),
        );
    const chevron = () => switcher.locator('svg').last().boundingBox();
    await page.goto('/online-devices');
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeVisible();
    const [before, chevronBefore] = [await boxes(), await chevron()];
    release();
    await expect(page.getByRole('button', { name: /Owner/ })).toBeVisible();
    expect(await boxes()).toEqual(before);
    expect(await chevron()).toEqual(chevronBefore);
  });
}

/**
 * A proxy in front of the console that sends `path`'s HTML in two parts, `pause` ms apart, the first
 * ending just before `marker` (searched from `from`); everything else passes through as it is.
 */
async function splittingProxy(path: string, from: string, marker: string, pause: number) {
  const backend = new URL(E2E_BASE_URL);
  const proxy = createServer((incoming, outgoing) => {
    const isPage = incoming.url === path;
    const upstream = httpRequest(
      {
        host: backend.hostname,
        port: backend.port,
        path: incoming.url,
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: backend.host,
          ...(isPage && { 'accept-encoding': 'identity' }),
        },
      },
      async (answer) => {
        const headers = { ...answer.headers };
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        const html = (await buffer(answer)).toString('utf8');
        const start = html.indexOf(from);
        const split = start < 0 ? -1 : html.indexOf(marker, start);
        if (split < 0) {
          outgoing.writeHead(500).end(`${path}: no ${marker} after ${from}`);
          return;
        }
        delete headers['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.write(html.slice(0, split));
        setTimeout(() => outgoing.end(html.slice(split)), pause);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => proxy.close() };
}

// A layout shift of 0.002 in a full run of this suite: a document that came in two parts, the first
// ending inside the header, was painted half-parsed, and the header's controls (at the end of the line)
// moved when the rest came. The browser now waits for the main region's tag before it paints the shell.
test('the shell is not painted half-parsed when its HTML comes in parts, at 412px', async ({
  consoleWatch,
  page,
  seedAs,
}) => {
  await seedAs('customer');
  // The cookies go to any port of the host; the page's scripts are kept out (the stored record is
  // not on the proxy's origin), so that the browser shows the HTML as it comes.
  const proxy = await splittingProxy('/online-devices', '<header', '</select>', 700);
  await withoutScripts(page, consoleWatch);
  await recordShifts(page);
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto(`${proxy.url}/online-devices`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Online devices', exact: true })).toBeVisible();
  const shifts = await shiftsSoFar(page);
  proxy.close();
  expect(shifts).toEqual([]);
});
