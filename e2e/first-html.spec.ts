import { E2E_BASE_URL } from './support/env';
import { expect, test } from './support/test';

// React sends a finished part of a page that is larger than its chunk size (12.8 kB) on its own, and
// shows it at least 300 ms after the first paint. The shell and a page's heading stay under that size,
// so the browser paints them with the first HTML (docs/architecture.md, "The first HTML stays small");
// the admin dashboard's and the diagnostics page's sections, larger, have a Suspense boundary of their
// own. The shell is longest in Russian and Greek.
for (const [role, paths] of [
  ['customer', ['/', '/online-devices', '/app-management', '/sdk-integration-guide']],
  [
    'admin',
    [
      '/admin-dashboard',
      '/admin/user-dashboard',
      '/admin/online-devices',
      '/admin/sdk-integration-guide',
      '/test',
    ],
  ],
] as const) {
  test(`the ${role}'s page headings come with the first HTML, not in a part shown later`, async ({
    context,
    page,
    seedAs,
  }) => {
    await seedAs(role);
    for (const locale of ['en', 'ru', 'el']) {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: E2E_BASE_URL }]);
      for (const path of paths) {
        const response = await page.request.get(path);
        // The page itself, in that language: not the sign-in page after a redirect, not English.
        expect(new URL(response.url()).pathname, `${path} in ${locale}`).toBe(path);
        const html = await response.text();
        expect(html, `${path} in ${locale}`).toContain(`<html lang="${locale}"`);
        const heading = html.indexOf('<h1');
        const laterPart = html.indexOf('<div hidden id="S:');
        expect(heading, `${path} in ${locale} has a heading`).toBeGreaterThan(0);
        expect(
          laterPart === -1 || heading < laterPart,
          `${path} in ${locale}: heading in the first part`,
        ).toBe(true);
      }
    }
  });
}
