import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 1.4.11 (non-text contrast): a field's edge needs 3:1 against the colours beside it. */
export const BOUNDARY_MIN_CONTRAST = 3;

/**
 * Checks that every visible text field, select and the guide editor whose edge is drawn by a border
 * has a border of at least 3:1 contrast with the background around the field and with the field's
 * own fill. axe does not test this. Checkboxes and radios are the browser's own (or visually hidden
 * inside a labelled frame); read-only and disabled fields are not operable and are left out.
 */
export async function expectFieldBoundaries(page: Page, label: string): Promise<void> {
  const weak = await page.evaluate((min) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (Tailwind writes oklch) to sRGB bytes and alpha, through the canvas.
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    // The colour behind an element: its ancestors' backgrounds, composed down to the first opaque one.
    const backdrop = (element: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = element; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };

    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea, .EasyMDEContainer .CodeMirror',
    );
    const found: string[] = [];
    for (const field of fields) {
      const style = getComputedStyle(field);
      const box = field.getBoundingClientRect();
      const inert =
        (field as HTMLInputElement).readOnly === true || (field as HTMLInputElement).disabled === true;
      if (inert || box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // No visible border (none, or transparent like the header's language choice): no edge to test.
      const drawn = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (!drawn || rgba(style.borderTopColor)[3] === 0) continue;
      const outside = backdrop(field.parentElement);
      const border = over(rgba(style.borderTopColor), outside);
      const fill = over(rgba(style.backgroundColor), outside);
      const contrast = Math.min(ratio(border, outside), ratio(border, fill));
      if (contrast < min) {
        const name =
          field.getAttribute('aria-label') ??
          (field as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
          field.getAttribute('placeholder') ??
          field.className;
        found.push(`${field.tagName.toLowerCase()} "${name}": ${contrast.toFixed(2)}:1`);
      }
    }
    return found;
  }, BOUNDARY_MIN_CONTRAST);
  expect(weak, `${label}: fields whose border has less than ${BOUNDARY_MIN_CONTRAST}:1 contrast`).toEqual([]);
}
