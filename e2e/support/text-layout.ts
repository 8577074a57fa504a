import fs from 'node:fs';
import path from 'node:path';

import type { Locator } from '@playwright/test';

/**
 * How text lays out on screen, for the narrow-layout specs (e2e/narrow-layout*.spec.ts): the lines an
 * element takes, the words the browser broke, and each language's messages to look for.
 */

/** Every language's catalogue has the English one's keys (messages are checked elsewhere). */
export type Catalogue = typeof import('../../messages/en.json');
export const catalogue = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'));

/** The lines the text shown in an element takes on screen (visually hidden text left out). */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** Words (split at spaces) of the elements' text that the browser broke across two lines or more. */
export function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}
