import {
  customerWithDevices,
  seedLanguage,
  settleAnimations,
  signInContext,
  waitForShell,
} from './support/a11y';
import { E2E_BASE_URL } from './support/env';
import { expect, test } from './support/test';
import { brokenWords, catalogue, linesOf } from './support/text-layout';

/**
 * What a phone (390px) and a desktop (1280px) show of long words in the display settings and on an app card:
 * option names never break inside a word, and an app key stays on one line that fits. The guide and the
 * chart at 390px are in e2e/narrow-layout.spec.ts.
 */

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
