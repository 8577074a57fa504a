import type { Locator, Page } from '@playwright/test';

import {
  applyThemeMode,
  expectNoAxeViolations,
  settleAnimations,
  THEME_MODES,
  waitForShell,
} from './support/a11y';
import { expectPath } from './support/navigation';
import { expect, test } from './support/test';

/**
 * Under 1024px the open sidebar covers the page: it is a modal dialog ("Navigation menu") with a close
 * button of its own, and the rest of the console (skip link, header, menu bar, page) is inert, out of
 * reach of Tab, the pointer and a screen reader. From 1024px it sits beside the page as a plain landmark.
 */

/** Whether the element is inside an `inert` element. */
const inert = (locator: Locator) => locator.evaluate((element) => element.closest('[inert]') !== null);

/**
 * Whether Chromium leaves the element out of its accessibility tree (what a screen reader reads), and
 * why: 'inertElement', 'inertSubtree', 'activeModalDialog'…
 */
async function ignoredForScreenReaders(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return node?.ignored ? (node.ignoredReasons ?? []).map((reason) => reason.name) : [];
  } finally {
    await cdp.detach();
  }
}

/** A customer on the dashboard; the header's menu toggle, the sidebar as a dialog and its close button. */
async function signedInOnDashboard(page: Page, seedAs: (state: 'customer') => Promise<unknown>) {
  // The sidebar's slide ends at once: what is checked is where it comes to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await seedAs('customer');
  await page.goto('/');
  await waitForShell(page);
  return {
    toggle: page.getByRole('button', { name: 'Navigation menu', exact: true }),
    dialog: page.getByRole('dialog', { name: 'Navigation menu', exact: true }),
    close: page.getByRole('button', { name: 'Close navigation menu', exact: true }),
  };
}

test.describe('the sidebar on a phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a modal dialog over an inert page; its close button gives the focus back to the toggle', async ({
    page,
    seedAs,
  }) => {
    const { toggle, dialog, close } = await signedInOnDashboard(page, seedAs);
    const main = page.locator('main');
    await expect(dialog).toHaveCount(0);
    await expect(close).toHaveCount(0);
    await expect.poll(() => inert(main)).toBe(false);

    await toggle.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in onto the first link; the dialog holds the logo, its close button and the links.
    await expect(
      dialog.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Fleetdeck home' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close navigation menu' })).toBeVisible();

    // The page behind is inert, and out of the accessibility tree; the dialog is not.
    // (Polled: the attribute and the accessibility tree follow the dialog's opening, not with it.)
    await expect.poll(() => inert(toggle)).toBe(true);
    await expect.poll(() => inert(main)).toBe(true);
    await expect.poll(() => inert(page.locator('header'))).toBe(true);
    await expect.poll(() => inert(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    await expect.poll(() => inert(dialog)).toBe(false);
    await expect.poll(() => ignoredForScreenReaders(page, 'main')).not.toEqual([]);
    await expect.poll(() => ignoredForScreenReaders(page, '#app-sidebar-toggle')).not.toEqual([]);
    await expect.poll(() => ignoredForScreenReaders(page, '#app-sidebar [role="dialog"]')).toEqual([]);

    // Shift+Tab from the first link reaches the close button; Tab never leaves the dialog.
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(close).toHaveCount(0);
  });

  test('Escape and the backdrop close it with the focus back on the toggle; a chosen link leaves nothing inert', async ({
    page,
    seedAs,
  }) => {
    const { toggle, dialog } = await signedInOnDashboard(page, seedAs);

    await toggle.click();
    await expect(dialog.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);

    // The backdrop: the page to the end side of the 260px sidebar.
    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(340, 500);
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);

    await toggle.click();
    await dialog.getByRole('link', { name: 'Online devices' }).click();
    await expectPath(page, '/online-devices');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('open, has no axe violations', async ({ page, seedAs }) => {
    const { toggle, dialog } = await signedInOnDashboard(page, seedAs);
    await toggle.click();
    await expect(dialog).toBeVisible();
    await settleAnimations(page);
    for (const [index, mode] of THEME_MODES.entries()) {
      await applyThemeMode(page, mode);
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `narrow sidebar open, ${mode.name}`, { coloursOnly: index > 0 });
    }
  });

  test('is a plain landmark again, nothing inert, once the window grows past 1024px while open', async ({
    page,
    seedAs,
  }) => {
    const { toggle, dialog } = await signedInOnDashboard(page, seedAs);
    await toggle.click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('[inert]')).not.toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(page.getByRole('complementary').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation menu' })).toHaveCount(0);
  });
});

test.describe('the sidebar on a wide screen (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sits beside the page: a plain landmark, no dialog, nothing inert, no close button', async ({
    page,
    seedAs,
  }) => {
    const { toggle } = await signedInOnDashboard(page, seedAs);
    const sidebar = page.getByRole('complementary');
    const expectPlain = async (expanded: 'true' | 'false') => {
      await expect(toggle).toHaveAttribute('aria-expanded', expanded);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('[inert], [aria-modal]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Close navigation menu' })).toHaveCount(0);
    };
    await expect(sidebar.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectPlain('true');
    await toggle.click();
    await expectPlain('false');
    await toggle.click();
    await expectPlain('true');
    // The focus stays on the toggle, as it always has here.
    await expect(toggle).toBeFocused();
    await expect(sidebar.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
