import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { E2E_BASE_URL } from './env';
import { pageHeading } from './ui';

/**
 * What the security specs share (e2e/security-*.spec.ts): the headers every answer carries, the
 * content-security policy read as directives, a watch on its violations, and a client without a
 * cookie jar.
 */

export const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

export function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

/** Records CSP violations in every document of the context, for `cspViolations`. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Opens each page, waits for its heading, and expects no CSP violation on the way. */
export async function expectPagesUnderPolicy(
  page: Page,
  pages: readonly (readonly [string, string])[],
): Promise<void> {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    expect(await cspViolations(page), path).toEqual([]);
  }
}

/** A client without a cookie jar: each call carries exactly the headers it is given. */
export async function bareClient(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}) {
  return playwright.request.newContext({ baseURL: E2E_BASE_URL, maxRedirects: 0 });
}
