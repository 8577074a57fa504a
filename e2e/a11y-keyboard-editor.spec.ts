import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { adminOn, customerWithDevices, seedDisplay } from './support/a11y';
import { focusIsInside, tabTo } from './support/keyboard';
import { expect, test } from './support/test';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): the admin guide editor, opened, used and left from the keyboard,
 * in full screen too. After the page loads, these tests touch the page only through `page.keyboard`. The
 * other keyboard specs are e2e/a11y-keyboard-*.spec.ts.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** An admin on the guide page who opens the editor with Tab and Enter: the cursor is in its text. */
async function openGuideEditorByKeyboard(page: Page, context: BrowserContext, request: APIRequestContext) {
  await adminOn(page, context, request, '/admin/sdk-integration-guide');
  // The guide loads after the shell (its outline meanwhile): Tab walks the page once it is drawn.
  await expect(page.getByRole('button', { name: 'Open the editor' })).toBeVisible();
  await tabTo(page, { role: 'button', name: 'Open the editor' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Edit the guide' })).toBeFocused();
}

test('the guide editor opens from the keyboard; its toolbar and text are reached, and Tab leaves it', async ({
  page,
  context,
  request,
}) => {
  // The preview's app choice, reached last, exists once some customer has an app.
  await customerWithDevices(request, { devices: 0 });
  await openGuideEditorByKeyboard(page, context, request);

  const bold = await tabTo(page, { role: 'button', name: 'Bold' }, { back: true });
  const text = await tabTo(page, { role: 'textbox', name: 'Edit the guide' });
  expect([bold.indicator, text.indicator], 'focus shows on the toolbar and the text').toEqual([true, true]);
  // No trap: Tab goes on past the editor to the preview's app choice.
  await tabTo(page, { role: 'combobox', name: 'App' }, { max: 5 });
});

// With a page animation (display settings), the page sits in an animated wrapper, which must not hold
// the full-screen editor under the header once the animation has played.
for (const animation of [null, 'zoom-in'] as const) {
  test(`the guide editor in full screen covers the console, keeps Tab inside, and says which toggles are on${animation ? `, with the ${animation} page animation` : ''}`, async ({
    page,
    context,
    request,
  }) => {
    if (animation) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await seedDisplay(context, { animation });
    }
    await openGuideEditorByKeyboard(page, context, request);
    const fullScreen = page.getByRole('button', { name: 'Full screen', exact: true });
    await tabTo(page, { role: 'button', name: 'Full screen' }, { back: true });
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'true');

    // Nothing of the console (header, sidebar) is drawn over the toolbar or the text: the element at
    // the first toolbar button, and at the text's top start corner and centre, is the editor's own.
    const topmost = await page.evaluate(() => {
      const editor = document.querySelector('.EasyMDEContainer')!;
      const button = document.querySelector('.editor-toolbar button')!.getBoundingClientRect();
      const text = document.querySelector('.CodeMirror-fullscreen')!.getBoundingClientRect();
      return [
        ['toolbar', button.left + 5, button.top + 5],
        ['text corner', text.left + 20, text.top + 20],
        ['text centre', (text.left + text.right) / 2, (text.top + text.bottom) / 2],
      ].map(([part, x, y]) => ({
        part,
        onTop: editor.contains(document.elementFromPoint(x as number, y as number)),
      }));
    });
    expect(topmost).toEqual([
      { part: 'toolbar', onTop: true },
      { part: 'text corner', onTop: true },
      { part: 'text centre', onTop: true },
    ]);

    // Tab goes round the editor's own controls while it covers the page.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '.EasyMDEContainer'), `Tab ${i + 1} stays in the editor`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
  });
}
