import { expect, type Frame, type Page, type Response } from '@playwright/test';

/** Path and query of a URL, as the guard's targets are written. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page.url()), { message: `final URL should be ${path}` }).toBe(path);
}

/**
 * Records the main frame's URL changes (document loads and client-side `router.replace`), so a test
 * can count the redirects a visit took: server redirects in the response chain plus URL changes after.
 */
export function trackNavigations(page: Page) {
  const urls: string[] = [];
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame() && urls[urls.length - 1] !== frame.url()) urls.push(frame.url());
  };
  page.on('framenavigated', onNavigated);
  return {
    urls,
    redirects(response: Response | null): number {
      let server = 0;
      for (let request = response?.request().redirectedFrom(); request; request = request.redirectedFrom()) {
        server += 1;
      }
      return server + Math.max(0, urls.length - 1);
    },
    stop: () => page.off('framenavigated', onNavigated),
  };
}
