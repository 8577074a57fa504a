import { expect, type Page } from '@playwright/test';

/** Where keyboard focus is: the element's role and accessible name (from its ARIA snapshot). */
export interface FocusStop {
  role: string;
  name: string;
  /** A focus indicator shows: an outline or a focus ring on the element, or on the label or frame around it. */
  indicator: boolean;
  /** The element is already known to the walk (focus has come round again). */
  seen: boolean;
}

/**
 * Reads the focused element. The indicator test accepts what the console draws: the global
 * `:focus-visible` outline, a ring (a box-shadow with spread and no offset), on the element or on the
 * label or frame that holds a visually hidden control (radios, the language select, the editor).
 */
export async function focusStop(page: Page, retries = 2): Promise<FocusStop | null> {
  const facts = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const store = window as unknown as { __focusSeen?: WeakSet<Element> };
    store.__focusSeen ??= new WeakSet();
    const seen = store.__focusSeen.has(el);
    store.__focusSeen.add(el);

    const alpha = (color: string) => {
      if (color === 'transparent') return 0;
      const match = /rgba?\(([^)]+)\)/.exec(color);
      const parts = match ? match[1].split(/[\s,/]+/).filter(Boolean) : [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const outline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alpha(style.outlineColor) > 0;
    const ring = (style: CSSStyleDeclaration) =>
      [...style.boxShadow.matchAll(/(rgba?\([^)]*\))\s+0px 0px 0px ([\d.]+)px/g)].some(
        ([, color, spread]) => Number(spread) >= 1 && alpha(color) > 0,
      );
    const frames = [el, el.parentElement, el.parentElement?.parentElement, el.closest('.CodeMirror')];
    const indicator = frames.some((frame) => {
      if (!frame) return false;
      const style = getComputedStyle(frame);
      const box = frame.getBoundingClientRect();
      return (outline(style) || ring(style)) && box.width >= 4 && box.height >= 4;
    });
    return { seen, indicator };
  });
  if (!facts) return null;
  // The focused element can go between the two reads (a row that a search has just removed): then
  // read again, rather than wait for a focused element that will not come back.
  const snapshot = await page
    .locator(':focus')
    .first()
    .ariaSnapshot({ timeout: 2_000 })
    .catch(() => null);
  if (snapshot === null) return retries > 0 ? focusStop(page, retries - 1) : null;
  let first = snapshot.split('\n')[0];
  // YAML quotes a key that holds a colon: - 'button "Theme: Light"', with its text after it when the
  // name is not the text: - 'button "Organisation: Acme, your role: Owner"': Acme Owner.
  const quoted = /^- '((?:[^']|'')*)'(?:: .*)?$/.exec(first);
  if (quoted) first = `- ${quoted[1].replace(/''/g, "'")}`;
  const match = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(first);
  return {
    role: match?.[1] ?? `unknown (${first})`,
    name: (match?.[2] ?? '').replace(/\\"/g, '"'),
    indicator: facts.indicator,
    seen: facts.seen,
  };
}

/** Forgets the elements the last walk saw, so a new walk on the same document starts afresh. */
export async function resetFocusWalk(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen = new WeakSet();
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until focus reaches the control with this role and name.
 */
export async function tabTo(
  page: Page,
  target: { role?: string; name: string | RegExp },
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<FocusStop> {
  const matches = (stop: FocusStop | null) =>
    !!stop &&
    (!target.role || stop.role === target.role) &&
    (typeof target.name === 'string' ? stop.name === target.name : target.name.test(stop.name));
  const visited: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    if (matches(stop)) return stop!;
    visited.push(stop ? `${stop.role} "${stop.name}"` : '(page)');
  }
  throw new Error(
    `Tab never reached ${target.role ?? ''} "${target.name}"; went through: ${visited.join(', ')}`,
  );
}

/**
 * Tabs through the whole page once, from the top, and returns every stop. The walk ends when focus
 * comes back to an element it has seen (Tab wrapped round), or after `max` presses. With `mainOnly`
 * it starts with the skip link and walks the page content only (the shell around it is the same on
 * every page), ending where focus leaves <main>.
 */
export async function walkFocus(
  page: Page,
  { max = 160, mainOnly = false }: { max?: number; mainOnly?: boolean } = {},
): Promise<FocusStop[]> {
  await resetFocusWalk(page);
  const stops: FocusStop[] = [];
  if (mainOnly) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  }
  let pageStops = 0;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (mainOnly && !(await focusIsInside(page, 'main'))) break;
    const stop = await focusStop(page);
    if (!stop) {
      // Chromium passes focus to its own UI once after the last control; twice means nothing is focusable.
      pageStops += 1;
      if (pageStops > 1 || stops.length > 0) break;
      continue;
    }
    if (stop.seen) break;
    stops.push(stop);
  }
  return stops;
}

/** Every stop is named and shows where focus is. */
export function expectUsableStops(stops: readonly FocusStop[], label: string): void {
  expect(stops.length, `${label}: focus stops`).toBeGreaterThan(0);
  expect(
    stops
      .map((stop, index) => ({ stop, after: stops[index - 1] }))
      .filter(({ stop }) => !stop.name.trim())
      .map(
        ({ stop, after }) => `${stop.role}, after ${after ? `${after.role} "${after.name}"` : 'the start'}`,
      ),
    `${label}: controls without an accessible name`,
  ).toEqual([]);
  expect(
    stops.filter((stop) => !stop.indicator).map((stop) => `${stop.role} "${stop.name}"`),
    `${label}: controls without a visible focus indicator`,
  ).toEqual([]);
}

/** Whether the focused element is inside the element the locator finds. */
export async function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const container = document.querySelector(css);
    return !!container && container.contains(document.activeElement);
  }, selector);
}
