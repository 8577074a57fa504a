import { expect, type Locator, type Page } from '@playwright/test';

import { applyDisplay, applyThemeMode, settleAnimations, THEME_MODES } from './a11y';

/**
 * What e2e/dialog-layout.spec.ts checks of an open dialog, in each look and size: every box shown inside
 * its panel stays inside the panel, and the panel inside the viewport (docs/architecture.md, "Dialogs").
 */

/** The open modal's panel: the element with the dialog role (ModalDialog, the narrow sidebar). */
export const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export const DIALOG_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Light and dark left to right, and light right to left (a mirrored layout moves overflow to the left). */
export const DIALOG_LOOKS = [
  { name: 'light', mode: THEME_MODES[0], dir: 'ltr' },
  { name: 'dark', mode: THEME_MODES[1], dir: 'ltr' },
  { name: 'light rtl', mode: THEME_MODES[0], dir: 'rtl' },
] as const;

/**
 * Where the panel's boxes leave it, in words. An element counts when it is shown (not `display: none`,
 * not invisible, not visually hidden like `sr-only`, not empty); its box and its own lines of text must
 * lie inside the panel's box (1 px tolerance). Two kinds of box may reach past the panel, on one axis:
 * the content of a box inside the panel that scrolls on that axis (a table's sideways scroll box, a list
 * that scrolls), whose own box is checked instead, and content the panel itself scrolls up and down to.
 * The panel never scrolls sideways. Inside a box that clips without scrolling (`truncate`), the box is
 * checked rather than what it cuts off. The panel lies inside the viewport, or the box around it scrolls
 * so that every part of it can be reached.
 */
export function layoutProblems(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const TOLERANCE = 1;
    const problems: string[] = [];
    const px = (value: number) => `${Math.round(value)} px`;
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.getAttribute('name');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = [...element.classList].slice(0, 4).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${label ? ` [${label}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const overflows = (style: CSSStyleDeclaration, axis: 'x' | 'y') =>
      axis === 'x' ? style.overflowX : style.overflowY;
    const scrolls = (style: CSSStyleDeclaration, axis: 'x' | 'y') =>
      ['auto', 'scroll'].includes(overflows(style, axis));
    const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y') => overflows(style, axis) !== 'visible';

    // The panel in the viewport, or reachable in the box that scrolls around it.
    const box = root.getBoundingClientRect();
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    let scroller = root.parentElement;
    while (scroller && scroller !== document.body) {
      const style = getComputedStyle(scroller);
      if (scrolls(style, 'x') || scrolls(style, 'y')) break;
      scroller = scroller.parentElement;
    }
    const outer =
      scroller && scroller !== document.body
        ? (() => {
            const frame = scroller.getBoundingClientRect();
            // The scroller's whole content, where it is now scrolled to.
            return {
              left: frame.left - scroller.scrollLeft,
              top: frame.top - scroller.scrollTop,
              right: frame.left - scroller.scrollLeft + scroller.scrollWidth,
              bottom: frame.top - scroller.scrollTop + scroller.scrollHeight,
            };
          })()
        : { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
    const edges = [
      ['left', outer.left - box.left],
      ['top', outer.top - box.top],
      ['right', box.right - outer.right],
      ['bottom', box.bottom - outer.bottom],
    ] as const;
    for (const [edge, by] of edges) {
      if (by > TOLERANCE)
        problems.push(`the panel leaves the viewport on the ${edge} by ${px(by)}, out of reach`);
    }

    const rootStyle = getComputedStyle(root);
    if (scrolls(rootStyle, 'x') && root.scrollWidth > root.clientWidth + TOLERANCE) {
      problems.push(`the panel scrolls sideways by ${px(root.scrollWidth - root.clientWidth)}`);
    }

    const hidden = new Set<Element>();
    for (const element of root.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const visuallyHidden =
        (style.clipPath !== 'none' || style.clip === 'rect(0px, 0px, 0px, 0px)') &&
        rect.width <= 1 &&
        rect.height <= 1;
      if (
        hidden.has(element.parentElement!) ||
        element.getClientRects().length === 0 ||
        style.visibility !== 'visible' ||
        visuallyHidden ||
        element.tagName === 'OPTION'
      ) {
        hidden.add(element);
        continue;
      }
      // The boxes to place: the element's own (when not empty) and those of its lines of text.
      const boxes: { what: string; rect: DOMRect; from: Element }[] = [];
      if (rect.width > 0 || rect.height > 0)
        boxes.push({ what: name(element), rect, from: element.parentElement! });
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = node.textContent.trim().slice(0, 40);
        for (const line of range.getClientRects()) {
          boxes.push({ what: `the text "${text}" of ${name(element)}`, rect: line, from: element });
        }
      }
      for (const { what, rect: place, from } of boxes) {
        // An axis is excused when a box on the way (inside the panel) scrolls or clips on it; the panel
        // excuses only scrolling up and down.
        const excused = { x: false, y: false };
        for (
          let ancestor: Element | null = from;
          ancestor && ancestor !== root;
          ancestor = ancestor.parentElement
        ) {
          const ancestorStyle = getComputedStyle(ancestor);
          if (clips(ancestorStyle, 'x')) excused.x = true;
          if (clips(ancestorStyle, 'y')) excused.y = true;
        }
        if (scrolls(rootStyle, 'y')) excused.y = true;
        const out = [
          ['left', 'x', box.left - place.left],
          ['right', 'x', place.right - box.right],
          ['top', 'y', box.top - place.top],
          ['bottom', 'y', place.bottom - box.bottom],
        ] as const;
        for (const [edge, axis, by] of out) {
          if (!excused[axis] && by > TOLERANCE)
            problems.push(`${what} leaves the panel on the ${edge} by ${px(by)}`);
        }
      }
    }
    return problems;
  });
}

/**
 * Checks the open dialog in each size and look, one after the other without closing it; what is found
 * is reported softly (the test goes on to the next dialog) with the dialog, size, look and element.
 * The looks run forth at one size and back at the next, so each size and look is set once.
 */
export async function checkOpenDialog(
  page: Page,
  label: string,
  sizes: readonly { width: number; height: number }[] = DIALOG_VIEWPORTS,
) {
  const panel = page.locator(OPEN_DIALOG);
  await expect(panel).toHaveCount(1);
  let current: (typeof DIALOG_LOOKS)[number] | null = null;
  for (const [index, size] of sizes.entries()) {
    await page.setViewportSize(size);
    for (const look of index % 2 ? [...DIALOG_LOOKS].reverse() : DIALOG_LOOKS) {
      if (look !== current) {
        await applyDisplay(page, { rtlClass: look.dir });
        await expect(page.locator('html')).toHaveAttribute('dir', look.dir);
        await applyThemeMode(page, look.mode);
        current = look;
      } else {
        await settleAnimations(page);
      }
      const where = `${label}, ${size.width}x${size.height}, ${look.name}`;
      expect.soft(await layoutProblems(panel), `${where}: boxes outside the dialog`).toEqual([]);
    }
  }
  await page.setViewportSize(DIALOG_VIEWPORTS[0]);
}
