import { chromium, type Browser } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** Debian's Chromium, launched as the end-to-end tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}
