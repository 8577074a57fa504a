import type { Page } from '@playwright/test';

import { customerWithDevices, seedDisplay, signInContext, waitForShell } from './support/a11y';
import { expectPath } from './support/navigation';
import { expect, test } from './support/test';

/**
 * Reduced motion: with the page animation setting on, a user who asks the system for less motion gets
 * no page transition, no dialog entrance and an instant scroll to the top; everyone else gets them.
 */
test.use({ viewport: { width: 1280, height: 700 } });

/** The computed animation of the page-transition wrapper the route's template renders. */
async function pageAnimation(page: Page) {
  return page
    .locator('.page-fade-in-up')
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: parseFloat(style.animationDuration) };
    });
}

/** Records the options of every window.scrollTo call, before any page script runs. */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __scrolls: unknown[] }).__scrolls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((...args: unknown[]) => {
      calls.push(args[0]);
      (original as (...rest: unknown[]) => void)(...args);
    }) as typeof window.scrollTo;
  });
}

async function scrollDownAndBack(page: Page) {
  await page.getByRole('main').evaluate((main) => {
    main.style.minHeight = '3000px';
  });
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  return page.evaluate(() => ({
    scrollY: window.scrollY,
    last: (window as unknown as { __scrolls: ScrollToOptions[] }).__scrolls.at(-1),
  }));
}

for (const motion of ['reduce', 'no-preference'] as const) {
  test(`page transitions, dialogs and scroll-to-top with prefers-reduced-motion: ${motion}`, async ({
    page,
    context,
    request,
  }) => {
    const reduce = motion === 'reduce';
    await page.emulateMedia({ reducedMotion: motion });
    const { customer } = await customerWithDevices(request, { devices: 1 });
    await signInContext(context, customer);
    await seedDisplay(context, { animation: 'fade-in-up' });
    await recordScrolls(page);

    await page.goto('/');
    await waitForShell(page);
    // A client-side route change mounts the template again, which plays the chosen animation.
    await page.getByRole('complementary').getByRole('link', { name: 'Online devices' }).click();
    await expectPath(page, '/online-devices');
    await expect(page.getByRole('heading', { level: 1, name: 'Online devices' })).toBeVisible();
    const animation = await pageAnimation(page);
    if (reduce) expect(animation.name).toBe('none');
    else expect(animation).toEqual({ name: 'fd-fade-in-up', duration: 0.35 });

    // The settings drawer's entrance.
    await page.getByRole('button', { name: 'Display settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Display settings' });
    await expect(drawer).toBeVisible();
    const entrance = await drawer.evaluate((el) => getComputedStyle(el).animationName);
    expect(entrance).toBe(reduce ? 'none' : 'fd-drawer-in');
    // Transitions (sidebar slide, colours) end at once.
    const transition = await page
      .locator('aside')
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    if (reduce) expect(transition).toBeLessThan(0.001);
    else expect(transition).toBeGreaterThan(0.1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const scrolled = await scrollDownAndBack(page);
    expect(scrolled.last).toMatchObject({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    if (reduce) expect(scrolled.scrollY, 'an instant jump to the top').toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}
