import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * The language select is the customizable select where the browser has it (Chromium's
 * `appearance: base-select`; components/i18n/language-select.css): its list is part of the page, laid
 * out only when it opens, so a page's first layout does not measure the fifteen names (the Chinese and
 * Japanese ones need a font found for their script). The list opens from the select, or from the
 * globe on a small screen, and a language is chosen from it with the pointer or the keyboard.
 */
test.describe('the language select', () => {
  test('lays its list out only when it opens; a language is chosen from the list', async ({ page }) => {
    await page.goto('/auth/signin');
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveCSS('appearance', 'base-select');
    await expect(select).toHaveValue('en');
    // Closed: no option has a box, the Japanese name included.
    const japanese = select.locator('option[value="ja"]');
    expect(await japanese.boundingBox()).toBeNull();

    await select.click();
    await expect(select.getByRole('option', { name: '日本語' })).toBeVisible();
    const german = select.getByRole('option', { name: 'Deutsch' });
    const listBox = (await german.boundingBox())!;
    const selectBox = (await select.boundingBox())!;
    // The list opens below the select.
    expect(listBox.y).toBeGreaterThanOrEqual(selectBox.y + selectBox.height);
    await german.click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveValue('de');
    await expect(pageHeading(page, 'Anmelden')).toBeVisible();
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the globe opens the list in view, and the keyboard chooses from it', async ({ page }) => {
      await page.goto('/auth/signin');
      const select = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
      // Only the globe shows: the select is invisible over it.
      await expect(select).toHaveCSS('opacity', '0');

      await select.focus();
      await page.keyboard.press('Enter');
      const french = select.getByRole('option', { name: 'Français' });
      await expect(french).toBeVisible();
      const box = (await french.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The list is drawn, not hidden with the select: the place it takes looks different once closed.
      const open = await page.screenshot({ clip: box });
      await page.keyboard.press('Escape');
      await expect(french).toBeHidden();
      expect((await page.screenshot({ clip: box })).equals(open)).toBe(false);

      // From English (the third name), one down is French.
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
});
