import { runTag } from './support/product-api';
import { makeSeed, seedRecord } from './support/records';
import {
  bareClient,
  cspViolations,
  directives,
  expectPagesUnderPolicy,
  STATIC_HEADERS,
  watchCsp,
} from './support/security';
import { expect, test } from './support/test';
import { openGuideEditor } from './support/ui';

/**
 * Security of the console as a browser and an attacker see it (OWASP ASVS 5.0 level 2): the headers and
 * the content-security policy of pages and API answers. The other concerns are in e2e/security-*.spec.ts;
 * server-side proofs live beside the code: app/api/api-fuzz.test.ts, app/api/csrf.test.ts,
 * app/api/database-faults.test.ts, lib/server/http/*.test.ts, lib/security/*.test.ts, lib/auth/*.test.ts.
 */

test.describe('security headers', () => {
  test('pages carry a nonce CSP used by every script, the static headers, and no X-Powered-By', async ({
    playwright,
  }) => {
    const api = await bareClient(playwright);
    const nonces = new Set<string>();
    // Each page with the status it answers a client without a record: only the guarded page redirects.
    const pages = [
      ['/auth/signin', 200],
      ['/auth/signup', 200],
      ['/contact-us', 200],
      ['/auth/signin', 200],
      ['/admin-dashboard', 307],
    ] as const;
    for (const [path, status] of pages) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      expect(headers, path).toMatchObject(STATIC_HEADERS);
      expect(headers['x-powered-by'], path).toBeUndefined();
      const policy = directives(headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy['script-src'])?.[1];
      expect(nonce, `${path} script-src`).toBeTruthy();
      nonces.add(nonce!);
      expect(policy).toMatchObject({
        'script-src': `'self' 'nonce-${nonce}' 'strict-dynamic'`,
        'object-src': "'none'",
        'base-uri': "'none'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
        'connect-src': "'self'",
      });
      // The guard's redirect (no record) carries the same headers, and no page whose scripts to check.
      if (status === 307) continue;
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        `${path}: scripts without the nonce`,
      ).toEqual([]);
      // Theme and direction are on the first byte, from the cookie, with no inline script.
      expect(/<html\b[^>]*>/.exec(html)?.[0]).toMatch(/dir="(ltr|rtl)".*data-theme="(light|dark)"/);
    }
    expect(nonces.size, 'a fresh nonce for every page').toBe(5);
    await api.dispose();
  });

  test('API answers carry the static headers and a policy that allows nothing', async ({ playwright }) => {
    const api = await bareClient(playwright);
    const answers = [
      await api.get('/api/health'),
      await api.get('/api/user'),
      await api.get('/api/no-such-endpoint'),
      await api.post('/api/contact', { data: { name: '' } }),
      await api.fetch('/api/v1/devices/heartbeat', { method: 'OPTIONS' }),
      await api.get('/api/v1/auth/login'),
    ];
    for (const response of answers) {
      const headers = response.headers();
      expect(headers, response.url()).toMatchObject({
        ...STATIC_HEADERS,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      expect(headers['x-powered-by']).toBeUndefined();
    }
    expect(answers.map((response) => response.status())).toEqual([200, 401, 404, 400, 204, 405]);
    // A method the endpoint does not take: the error shape, and the methods it does take.
    const wrongMethod = answers[5];
    expect(wrongMethod.headers().allow).toBe('POST, OPTIONS');
    expect((await wrongMethod.json()).error.code).toBe('method_not_allowed');
    await api.dispose();
  });

  test('every page renders under the policy, the admin guide editor and its previews included', async ({
    page,
    context,
    browser,
    consoleWatch,
    request,
  }) => {
    test.setTimeout(120_000);
    await watchCsp(context);
    const customer = await makeSeed(request, 'customer');
    await seedRecord(context, customer);
    await expectPagesUnderPolicy(page, [
      ['/', 'Dashboard'],
      ['/app-management', 'App management'],
      ['/online-devices', 'Online devices'],
      ['/sdk-integration-guide', 'SDK integration guide'],
    ]);

    const visitor = await browser.newContext();
    consoleWatch.attach(visitor);
    await watchCsp(visitor);
    const visitorPage = await visitor.newPage();
    for (const path of ['/auth/signin', '/auth/signup', '/contact-us']) {
      await visitorPage.goto(path);
      await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cspViolations(visitorPage), path).toEqual([]);
    }
    await visitor.close();

    const adminContext = await browser.newContext();
    consoleWatch.attach(adminContext);
    await watchCsp(adminContext);
    await seedRecord(adminContext, await makeSeed(request, 'admin'));
    const admin = await adminContext.newPage();
    await expectPagesUnderPolicy(admin, [
      ['/admin-dashboard', 'Admin dashboard'],
      ['/admin/user-dashboard', 'User dashboard'],
      ['/admin/app-management', 'App management'],
      ['/admin/online-devices', 'Online devices'],
      ['/test', 'Diagnostics'],
      ['/admin/sdk-integration-guide', 'SDK integration guide'],
    ]);

    // The editor (EasyMDE, CodeMirror) works: typing updates the page's preview and EasyMDE's own.
    const { section: editorSection, editor } = await openGuideEditor(admin);
    const note = `CSP check ${runTag()} with **bold** text`;
    await editor.click();
    await admin.keyboard.press('Control+Home');
    await admin.keyboard.type(`${note}\n\n`);
    await expect(editorSection).toContainText('Unsaved changes.');
    const preview = admin.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong', { hasText: 'bold' }).first()).toBeVisible();
    const toolbar = editorSection.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Side by side' }).click();
    await expect(editorSection.locator('.editor-preview-side strong', { hasText: 'bold' })).toBeVisible();
    await toolbar.getByRole('button', { name: 'Side by side' }).click();
    await toolbar.getByRole('button', { name: 'Preview' }).click();
    await expect(editorSection.locator('.editor-preview-full strong', { hasText: 'bold' })).toBeVisible();
    expect(await cspViolations(admin), 'guide editor').toEqual([]);
    // Nothing is saved: the guide is shared with the other tests. Leaving asks first; say yes.
    admin.on('dialog', (dialog) => void dialog.accept());
    await adminContext.close();
  });
});
