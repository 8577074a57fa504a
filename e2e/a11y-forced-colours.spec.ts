import type { Locator, Page } from '@playwright/test';

import { customerWithDevices, signInContext, waitForShell } from './support/a11y';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';
import { openDisplaySettings, openUserMenu } from './support/ui';

/**
 * Forced colours (Windows contrast themes): what shadows and backgrounds showed (the current page, the
 * chosen options, a field's focus and outline) stays visible. The axe checks of every page are in
 * e2e/a11y.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  // Entrance animations and transitions end at once: colours and outlines are read as they settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/**
 * The focused element draws an outline (forced colours drop shadows, so a ring alone would vanish).
 * Polled: the sign-in page swaps its first fields for the loaded form's as the user reaches them, and
 * a field read in that moment has no computed style.
 */
async function expectFocusOutline(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        // The outline's width, or 0 when there is none (or no style yet).
        return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) || 0;
      }),
    )
    .toBeGreaterThanOrEqual(1);
}

test.describe('forced colours (Windows contrast themes)', () => {
  test('keep the current page, the chosen options and the focus of a field visible', async ({
    page,
    context,
    request,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    await page.goto('/');
    await waitForShell(page);
    const background = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);

    // The sidebar's current page against another link.
    const sidebar = page.getByRole('complementary');
    const current = sidebar.getByRole('link', { name: 'Dashboard', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const other = sidebar.getByRole('link', { name: 'Online devices', exact: true });
    expect(await background(current)).not.toBe(await background(other));

    // A chosen option in the display settings against one not chosen, and the switch that is on.
    const panel = await openDisplaySettings(page);
    const chosen = panel.locator('label', {
      has: page.getByRole('radio', { name: 'Vertical', exact: true }),
    });
    const notChosen = panel.locator('label', {
      has: page.getByRole('radio', { name: 'Horizontal', exact: true }),
    });
    await expect(chosen.getByRole('radio')).toBeChecked();
    expect(await background(chosen)).not.toBe(await background(notChosen));
    const semidark = panel.getByRole('switch', { name: 'Semi dark' });
    const off = await background(semidark);
    await semidark.click();
    await expect(semidark).toHaveAttribute('aria-checked', 'true');
    expect(await background(semidark)).not.toBe(off);
    await page.keyboard.press('Escape');

    // A text field shows where the focus is (its ring is a shadow, which forced colours drop).
    await openUserMenu(page, customer.name);
    await page.getByRole('menuitem', { name: 'Edit profile name' }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: 'User name' });
    await expect(field).toBeFocused();
    await expectFocusOutline(field);
  });

  test('keep the outline of a form field reached with the keyboard', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.goto('/auth/signin');
    const email = page.getByRole('textbox', { name: 'Email' });
    // Reached with Tab, the field matches :focus-visible as a keyboard user's would.
    await tabTo(page, { role: 'textbox', name: 'Email' });
    await expect(email).toBeFocused();
    await expectFocusOutline(email);
  });
});
