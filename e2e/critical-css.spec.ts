import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { Page, Route } from '@playwright/test';

import { adminAccount, customerWithDevices, signInContext } from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { withoutScripts } from './support/first-answers';
import { expect, test } from './support/test';
import { rawRequest } from '../test/server/raw-request';

/**
 * Each page's HTML carries the stylesheet rules it uses inline, and the stylesheet's link comes after
 * what it shows first (docs/architecture.md, "Critical CSS"). What the browser lays out before the
 * stylesheet has come must be what it lays out after: the same computed style on every element shown,
 * in the light scheme on a desktop and the dark one on a phone. The page's scripts are kept out, so
 * that only the stylesheet changes between the two looks.
 */
const STYLESHEET = /\/_next\/static\/chunks\/[^/]+\.css$/;

/**
 * Computed values the browser resolves from the element's box: a container's grow when a streamed
 * part takes its placeholder's place, whatever the rules.
 */
const FROM_THE_BOX = [
  'width',
  'height',
  'inline-size',
  'block-size',
  'top',
  'right',
  'bottom',
  'left',
  'inset-block-start',
  'inset-block-end',
  'inset-inline-start',
  'inset-inline-end',
  'perspective-origin',
  'transform-origin',
];

/**
 * The computed style of each element shown (custom properties aside: the stylesheet registers more
 * of them, unused; and the values resolved from its box). Animations are held at one moment, so that
 * two looks compare. The first look marks the elements it saw; the second looks at those still there.
 * The same styles on the same elements lay out the same boxes: what moves besides is a streamed part
 * taking its placeholder's place, which hides its content until the stylesheet has come, as a page
 * streams without inline rules.
 */
function looks(page: Page, first: boolean) {
  return page.evaluate(
    ({ first, fromTheBox }) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 250;
      }
      const elements = first
        ? [...document.body.querySelectorAll('*')].filter((element) => element.checkVisibility())
        : [...document.body.querySelectorAll('[data-first-look]')];
      return elements.map((element, position) => {
        if (first) element.setAttribute('data-first-look', String(position));
        const style = getComputedStyle(element);
        return {
          index: Number(element.getAttribute('data-first-look')),
          tag: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
          look: [...style]
            .filter((name) => !name.startsWith('--') && !fromTheBox.includes(name))
            .map((name) => `${name}:${style.getPropertyValue(name)}`)
            .join(';'),
        };
      });
    },
    { first, fromTheBox: FROM_THE_BOX },
  );
}

async function expectSameLookBeforeTheStylesheet(page: Page, path: string, heading: string | RegExp) {
  const held: Route[] = [];
  await page.route(STYLESHEET, (route) => {
    held.push(route);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The page as shown before its stylesheet: inline rules only.
  const before = await looks(page, true);
  expect(await page.locator('head style').count()).toBeGreaterThan(0);
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(STYLESHEET);
  await page.waitForLoadState('load');
  const after = new Map((await looks(page, false)).map((element) => [element.index, element.look]));
  const changed = before
    .filter((element) => after.has(element.index) && after.get(element.index) !== element.look)
    .map((element) => element.tag);
  expect(changed, `elements laid out otherwise once ${path}'s stylesheet came`).toEqual([]);
}

const LOOKS = [
  { colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { colorScheme: 'dark', viewport: { width: 412, height: 823 } },
] as const;

for (const { colorScheme, viewport } of LOOKS) {
  test.describe(`${colorScheme} scheme, ${viewport.width} px`, () => {
    test.use({ colorScheme, viewport });

    test('the sign-in page looks the same before its stylesheet has come', async ({ page, consoleWatch }) => {
      await withoutScripts(page, consoleWatch);
      await expectSameLookBeforeTheStylesheet(page, '/auth/signin', 'Sign in');
    });

    test('a customer’s pages look the same before their stylesheet has come', async ({
      consoleWatch,
      context,
      page,
      request,
    }) => {
      const { customer, app, deviceIds } = await customerWithDevices(request, { devices: 2 });
      await signInContext(context, customer);
      await withoutScripts(page, consoleWatch);
      await expectSameLookBeforeTheStylesheet(page, '/', 'Dashboard');
      await expectSameLookBeforeTheStylesheet(page, '/online-devices', 'Online devices');
      await expectSameLookBeforeTheStylesheet(
        page,
        `/online-devices/${app.id}/${deviceIds[0]}`,
        deviceIds[0],
      );
    });

    test('an admin’s dashboard looks the same before its stylesheet has come', async ({
      consoleWatch,
      context,
      page,
      request,
    }) => {
      await signInContext(context, await adminAccount(request));
      await withoutScripts(page, consoleWatch);
      await expectSameLookBeforeTheStylesheet(page, '/admin-dashboard', 'Admin dashboard');
    });
  });
}

test('a page comes compressed as the browser asks, its rules in its head and its stylesheet after its content', async () => {
  const plain = (
    await rawRequest(E2E_BASE_URL, '/auth/signin', { acceptEncoding: 'identity' })
  ).body.toString('utf8');
  const br = await rawRequest(E2E_BASE_URL, '/auth/signin', { acceptEncoding: 'gzip, deflate, br, zstd' });
  expect(br.headers['content-encoding']).toBe('br');
  const gzip = await rawRequest(E2E_BASE_URL, '/auth/signin', { acceptEncoding: 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  for (const html of [
    plain,
    brotliDecompressSync(br.body).toString('utf8'),
    gunzipSync(gzip.body).toString('utf8'),
  ]) {
    const head = html.slice(0, html.indexOf('</head>'));
    // The submit button's colour, and nothing of the stylesheet's link before the content.
    expect(head).toMatch(/<style[^>]*>[^<]*\.bg-brand-600\{/);
    expect(head).not.toMatch(/rel="stylesheet"/);
    expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('type="submit"'));
  }
});
