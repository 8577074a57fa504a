import { focusIsInside, focusStop, tabTo } from './support/keyboard';
import { customerOnDashboard } from './support/keyboard-walk';
import { expectPath } from './support/navigation';
import { expect, test } from './support/test';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): the menus, the modal and the settings panel keep focus inside,
 * close with Escape and give focus back; the sidebar works from the keyboard. After the page loads, these
 * tests touch the page only through `page.keyboard`. The other keyboard specs are
 * e2e/a11y-keyboard-*.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('user menu and Update Name modal: opened, trapped, closed with Escape, focus returned', async ({
  page,
  context,
  request,
}) => {
  const customer = await customerOnDashboard(page, context, request);
  const trigger = page.getByRole('button', { name: customer.name, exact: true });

  await tabTo(page, { role: 'button', name: customer.name });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: customer.name })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  for (const item of ['Change password', 'Two-factor sign-in', 'Signed-in devices', 'Sign Out']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
  }
  // An outline, not only a pale background: it shows in forced colours too.
  expect((await focusStop(page))?.indicator, 'the focused menu item shows focus').toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit profile name' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Name' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'User name' });
  await expect(field).toBeFocused();
  // Tab and Shift+Tab go round the three controls and never leave the dialog.
  for (const [key, name] of [
    ['Tab', 'Cancel'],
    ['Tab', 'Send'],
    ['Tab', 'User name'],
    ['Shift+Tab', 'Send'],
    ['Shift+Tab', 'Cancel'],
    ['Shift+Tab', 'User name'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await focusStop(page), `${key} inside the dialog`).toMatchObject({ name, indicator: true });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // And the whole change, by keyboard.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kim Keyboard', exact: true })).toBeVisible();
});

test('settings panel: opened, trapped, changed with arrow keys, closed with Escape, focus returned', async ({
  page,
  context,
  request,
}) => {
  await customerOnDashboard(page, context, request);

  await tabTo(page, { role: 'button', name: 'Display settings' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await expect(panel).toBeVisible();
  expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);

  // Round and round: focus never leaves the panel.
  const seen = new Set<string>();
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, '[role="dialog"]'), `Tab ${i + 1} stays in the panel`).toBe(true);
    const stop = await focusStop(page);
    expect(stop?.indicator, `${stop?.role} "${stop?.name}" shows focus`).toBe(true);
    seen.add(`${stop?.role} "${stop?.name}"`);
  }
  expect([...seen]).toEqual(
    expect.arrayContaining([
      'button "Close display settings"',
      'radio "Light"',
      'radio "Left to right"',
      'switch "Semi dark"',
      'button "Reset to defaults"',
    ]),
  );

  // A radio group is one stop; arrow keys choose within it.
  await tabTo(page, { role: 'radio', name: 'Light' });
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await tabTo(page, { role: 'switch', name: 'Semi dark' });
  await page.keyboard.press('Space');
  await expect(panel.getByRole('switch', { name: 'Semi dark' })).toHaveAttribute('aria-checked', 'true');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Display settings' })).toBeFocused();
});

test('the sidebar toggle and links work from the keyboard, wide and narrow', async ({
  page,
  context,
  request,
}) => {
  await customerOnDashboard(page, context, request);
  const toggle = page.getByRole('button', { name: 'Navigation menu', exact: true });
  const sidebar = page.getByRole('complementary');

  await tabTo(page, { role: 'button', name: 'Navigation menu' });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();

  await tabTo(page, { role: 'link', name: 'Online devices' }, { back: true });
  await page.keyboard.press('Enter');
  await expectPath(page, '/online-devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Online devices' })).toBeVisible();

  // Narrow: the sidebar covers the page; opening it moves focus in, Escape closes it and returns focus.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, { role: 'button', name: 'Navigation menu' });
  await page.keyboard.press('Enter');
  await expect(sidebar).toBeVisible();
  expect(await focusIsInside(page, 'aside')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(toggle).toBeFocused();
});
