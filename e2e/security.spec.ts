import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { createCustomer, signInAdmin, uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { expectPath } from './support/navigation';
import { createAppApi, runTag } from './support/product-api';
import { cookieHeader, makeSeed, recordJson, seedRecord, storedRecord, type Seed } from './support/records';
import { expect, test } from './support/test';
import { openGuideEditor, openUserMenu, pageHeading, signInThroughForm } from './support/ui';

/**
 * Security of the console as a browser and an attacker see it (OWASP ASVS 5.0 level 2): headers and
 * the content-security policy, the session cookie and sign-out, guard bypass attempts, cross-site
 * requests, escaping, and what the user sees when the service is down.
 * Server-side proofs live beside the code: app/api/api-fuzz.test.ts, app/api/csrf.test.ts,
 * app/api/database-faults.test.ts, lib/server/http/*.test.ts, lib/auth/*.test.ts.
 */

const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

/** Records CSP violations in every document of the context, for `cspViolations`. */
async function watchCsp(context: BrowserContext): Promise<void> {
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

function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** A client without a cookie jar: each call carries exactly the headers it is given. */
/** Opens each page, waits for its heading, and expects no CSP violation on the way. */
async function expectPagesUnderPolicy(
  page: Page,
  pages: readonly (readonly [string, string])[],
): Promise<void> {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    expect(await cspViolations(page), path).toEqual([]);
  }
}

async function bareClient(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}) {
  return playwright.request.newContext({ baseURL: E2E_BASE_URL, maxRedirects: 0 });
}

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

test.describe('sessions', () => {
  test('each sign-in gets a new token; the cookie copy is SameSite=Lax and expires with the token', async ({
    page,
    context,
    request,
  }) => {
    const account = await createCustomer(request);
    const tokens: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await page.goto('/auth/signin');
      await signInThroughForm(page, account.email, account.password);
      await expectPath(page, '/');
      await expect(pageHeading(page, 'Dashboard')).toBeVisible();
      const record = JSON.parse((await storedRecord(page)).authToken ?? 'null');
      tokens.push(record.sessionToken);
      const cookie = (await context.cookies(E2E_BASE_URL)).find((c) => c.name === 'auth_token');
      expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, httpOnly: false, path: '/' });
      // Never longer-lived than the token (cookie expiry has whole-second precision).
      expect(Math.abs(cookie!.expires * 1000 - record.tokenExpirationTimestamp)).toBeLessThan(1000);
      await openUserMenu(page, account.name);
      await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
      await expectPath(page, '/auth/signin');
    }
    expect(new Set([account.auth.sessionToken, ...tokens]).size).toBe(3);
  });

  test('a form sent before the scripts run never puts what was typed in the address', async ({ browser }) => {
    // A slow connection, or a password manager filling the form at once: the browser sends the form itself.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const secret = `Secret-${runTag()}`;
    for (const [path, field] of [
      ['/auth/signin', 'Password'],
      ['/auth/signup', 'Password'],
      ['/contact-us', 'Name'],
    ] as const) {
      await page.goto(path);
      await page.getByLabel(field, { exact: true }).fill(secret);
      await Promise.all([page.waitForEvent('load'), page.getByLabel(field, { exact: true }).press('Enter')]);
      // Formik's form adds an empty fragment (action="#"), which carries nothing.
      const url = new URL(page.url());
      expect([path, url.pathname, url.search, page.url().includes(secret)]).toEqual([path, path, '', false]);
    }
    await context.close();
  });

  test('sign-out leaves no user data in the browser, and Back shows nothing protected', async ({
    page,
    context,
    request,
  }) => {
    const tag = runTag();
    const account = await createCustomer(request, `Sandra Session ${tag}`);
    await createAppApi(request, account.auth.sessionToken, {
      name: `Private App ${tag}`,
      platform: 'web',
      bundleId: `com.example.p${tag}`,
    });
    await page.goto('/auth/signin');
    await signInThroughForm(page, account.email, account.password);
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await page.goto('/app-management');
    await expect(page.getByRole('article', { name: `Private App ${tag}` })).toBeVisible();
    const token = JSON.parse((await storedRecord(page)).authToken ?? '{}').sessionToken as string;

    await openUserMenu(page, account.name);
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expectPath(page, '/auth/signin');

    const stored = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Array.from(
          { length: storage.length },
          (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
        );
      return [...dump(window.localStorage), ...dump(window.sessionStorage), document.cookie].join('\n');
    });
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('\n');
    for (const secret of [token, account.email, account.name, `Private App ${tag}`, account.auth.user.id]) {
      expect(stored, 'localStorage, sessionStorage, document.cookie').not.toContain(secret);
      expect(cookies).not.toContain(encodeURIComponent(secret).slice(0, 20));
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(pageHeading(page, 'Sign in')).toBeVisible();
    await expect(page.getByText(`Private App ${tag}`)).toHaveCount(0);
    await expect(page.getByText(account.name)).toHaveCount(0);
  });
});

test.describe('guard bypass', () => {
  const PROTECTED = ['/admin-dashboard', '/test', '/online-devices', '/'];

  test('.rsc, segment-prefetch, _next/data and flagged requests get no protected content without a record', async ({
    playwright,
    request,
  }) => {
    const api = await bareClient(playwright);
    // The build id, as the sign-in page's flight data names it (`\"b\":\"<id>\"`).
    const signIn = await (await api.get('/auth/signin')).text();
    const buildId = /\\"b\\":\\"([A-Za-z0-9_-]+)\\"/.exec(signIn)?.[1];
    expect(buildId, 'the build id').toBeTruthy();
    const flags: Record<string, string>[] = [
      {},
      { RSC: '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
      { RSC: '1', 'Next-Router-Segment-Prefetch': '/_tree' },
      { 'x-nextjs-data': '1' },
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      {
        'x-middleware-subrequest':
          'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
      },
      { 'x-middleware-prefetch': '1', purpose: 'prefetch' },
    ];
    for (const path of PROTECTED) {
      const name = path === '/' ? 'index' : path.slice(1);
      const variants = [
        path,
        `${path}?_rsc`,
        `${path}?_rsc=x1`,
        `/${name}.rsc`,
        `/${name}.prefetch.rsc`,
        `/${name}.segments/_tree.segment.rsc`,
        `/${name}.segments/${name}/__PAGE__.segment.rsc`,
        `/_next/data/${buildId}/${name}.json`,
        `/_next/data/${buildId}/${name}.json?__nextDataReq=1`,
      ];
      for (const variant of variants) {
        for (const headers of flags) {
          const label = `GET ${variant} ${JSON.stringify(headers)}`;
          const response = await api.get(variant, { headers });
          // Sent to sign in (a redirect, or Next's data-request form of one), or not found: never the page.
          expect([307, 404], label).toContain(response.status());
          if (response.status() === 307) {
            const to = response.headers().location ?? response.headers()['x-nextjs-redirect'];
            expect(new URL(to, E2E_BASE_URL).pathname, label).toBe('/auth/signin');
          }
          expect(await response.text(), label).not.toMatch(/Contact messages|Devices online now/);
        }
      }
    }
    // The same kind of request with a valid admin record does get the page's RSC payload: the
    // variants above were refused for the missing record, not for being malformed.
    const admin = await makeSeed(request, 'admin');
    const allowed = await api.get('/admin-dashboard?_rsc', { headers: { RSC: '1', ...cookieHeader(admin) } });
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()['content-type']).toContain('text/x-component');
    await api.dispose();
  });

  test('a forged record (right shape, admin role, wrong token) gets no data from any API call', async ({
    page,
    context,
    consoleWatch,
    playwright,
    request,
  }) => {
    const tag = runTag();
    const victim = await createCustomer(request, `Victor Victim ${tag}`);
    const forgedToken = 'Q2FuIEkgYmUgYWRtaW4gcGxlYXNlPw-forged-token';
    const forged: Seed = {
      state: 'admin',
      raw: recordJson({
        sessionToken: forgedToken,
        role: 'admin',
        tokenExpirationTimestamp: Date.now() + 3_600_000,
      }),
      user: { id: 'forged', name: 'Mallory Forger', email: 'mallory@example.com', role: 'admin' },
      token: forgedToken,
    };

    const api = await bareClient(playwright);
    const reads = [
      '/api/user',
      '/api/apps',
      '/api/devices',
      '/api/stats',
      '/api/sdk-guide',
      '/api/admin/apps',
      '/api/admin/devices',
      '/api/admin/customers',
      '/api/admin/stats',
      '/api/admin/contact-messages',
    ];
    for (const path of reads) {
      for (const headers of [
        cookieHeader(forged),
        { ...cookieHeader(forged), Authorization: `Bearer ${forgedToken}` },
      ]) {
        const response = await api.get(path, { headers });
        expect(response.status(), path).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: 'unauthorized', message: expect.any(String) },
        });
      }
    }
    const writes: [string, string, object][] = [
      ['PUT', '/api/user', { data: { name: 'Owned' } }],
      ['POST', '/api/apps', { name: 'Owned', platform: 'web', bundleId: 'owned.app' }],
      ['PUT', '/api/sdk-guide', { data: { markdown: '# Owned' } }],
      ['PATCH', `/api/admin/apps/${victim.auth.user.id}`, { status: 'suspended' }],
    ];
    for (const [method, path, data] of writes) {
      const response = await api.fetch(path, {
        method,
        data,
        headers: { ...cookieHeader(forged), Authorization: `Bearer ${forgedToken}`, Origin: E2E_BASE_URL },
      });
      expect(response.status(), `${method} ${path}`).toBe(401);
    }
    await api.dispose();

    // In the browser: the page shell opens (the cookie is only a mirror), every call is refused, the
    // session ends, and nothing of anyone's data shows. The user-info call logs its failure (spec).
    consoleWatch.allow(/User info not loaded/);
    await seedRecord(context, forged);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.status() !== 401) {
        refused.push(`${response.status()} ${response.url()}`);
      }
    });
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/auth\/signin\?reason=expired/, { timeout: 15_000 });
    await expect(pageHeading(page, 'Sign in')).toBeVisible();
    await expect(page.getByText(victim.name)).toHaveCount(0);
    expect(await storedRecord(page)).toEqual({ authToken: null, userInfo: null });
    expect(refused).toEqual([]);
  });
});

test.describe('cross-site requests', () => {
  test('a page of another site cannot post to the API; the console’s own pages can', async ({
    page,
    request,
    consoleWatch,
  }) => {
    const tag = runTag();
    const message = `Forged message ${tag}`;
    const body = JSON.stringify({ name: 'Eve', email: 'eve@example.com', message, pad: '' }).slice(0, -2);
    // An attacker's page on another origin, served by the test: a JSON body smuggled in a text/plain
    // form (`name=value` becomes `..."pad":"=value"}`), the classic cross-site post. (A fetch from
    // there would not even leave Chromium: a public page may not call a loopback address.)
    consoleWatch.allow(/status of 403/);
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Evil</title>
          <form method="post" action="${E2E_BASE_URL}/api/contact" enctype="text/plain">
            <input type="hidden" name='${body}' value='"}'>
            <button>Win a prize</button>
          </form>`,
      }),
    );
    await page.goto('http://evil.test/');
    const answer = page.waitForResponse(`${E2E_BASE_URL}/api/contact`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    expect((await answer).status()).toBe(403);

    // The console's own contact form, on its own origin, is accepted.
    await page.goto('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Connie');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('csrf'));
    await page.getByLabel('Message', { exact: true }).fill(`Real message ${tag}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you');

    const admin = await signInAdmin(request);
    const stored = await request.get('/api/admin/contact-messages', {
      headers: { Authorization: `Bearer ${admin.auth.sessionToken}` },
    });
    const messages = ((await stored.json()).data as { message: string }[]).map((m) => m.message);
    expect(messages).toContain(`Real message ${tag}`);
    expect(messages.filter((text) => text.includes(tag) && text !== `Real message ${tag}`)).toEqual([]);
  });
});

test.describe('text is shown as text', () => {
  test('names and app names with markup are escaped on every page that shows them', async ({
    page,
    browser,
    consoleWatch,
    request,
  }) => {
    const tag = runTag();
    const userName = `<img src=x onerror="window.__xss=1"> Ivy ${tag}`;
    const appName = `<script>window.__xss=2</script><b>App ${tag}</b>`;
    const account = await createCustomer(request, userName);
    await createAppApi(request, account.auth.sessionToken, {
      name: appName,
      platform: 'ios',
      bundleId: `com.example.x${tag}`,
    });
    await page.goto('/auth/signin');
    await signInThroughForm(page, account.email, account.password);
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: userName, exact: true })).toBeVisible();
    for (const path of ['/', '/app-management', '/sdk-integration-guide']) {
      await page.goto(path);
      // The guide names the app in its app picker, the other pages in their text.
      const shown =
        path === '/sdk-integration-guide'
          ? page.getByRole('option', { name: appName, exact: true })
          : page.getByText(appName, { exact: true }).filter({ visible: true }).first();
      await expect(shown).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.locator('img[src="x"], main b')).toHaveCount(0);
    }

    const adminContext = await browser.newContext();
    consoleWatch.attach(adminContext);
    await seedRecord(adminContext, await makeSeed(request, 'admin'));
    const admin = await adminContext.newPage();
    await admin.goto('/admin-dashboard');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(admin.getByText(appName, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(await admin.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(admin.locator('img[src="x"], main b')).toHaveCount(0);
    await adminContext.close();
  });
});

test.describe('service unavailable', () => {
  const UNAVAILABLE = {
    status: 503,
    contentType: 'application/json',
    headers: { 'Retry-After': '1' },
    body: JSON.stringify({
      error: { code: 'service_unavailable', message: 'The service is temporarily unavailable' },
    }),
  };
  const SAYS_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.';

  test('the dashboard says the service is unavailable and tries again by itself', async ({
    page,
    seedAs,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 503/);
    await seedAs('customer');
    let calls = 0;
    await page.route('**/api/stats', (route) => {
      calls += 1;
      return calls <= 2 ? route.fulfill(UNAVAILABLE) : route.continue();
    });
    await page.goto('/');
    await expect(pageHeading(page, 'Dashboard')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SAYS_UNAVAILABLE })).toBeVisible();
    // No click: after Retry-After (1 s, then 2 s) it asks again, and the figures appear.
    await expect(page.getByText('Devices online now').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: SAYS_UNAVAILABLE })).toHaveCount(0);
    expect(calls).toBe(3);
  });

  test('a failed name update keeps what the user typed and says why', async ({
    page,
    seedAs,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 503/);
    const seed = await seedAs('customer');
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(UNAVAILABLE) : route.continue(),
    );
    await page.goto('/');
    await openUserMenu(page, seed.user!.name);
    await page.getByRole('menuitem', { name: 'Edit profile name', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Name', exact: true });
    await dialog.getByPlaceholder('User name', { exact: true }).fill('Typed With Care');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('User name', { exact: true })).toHaveValue('Typed With Care');
    await expect(dialog).toContainText(SAYS_UNAVAILABLE);

    await page.unroute('**/api/user');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Typed With Care', exact: true })).toBeVisible();
  });

  test('a failed guide save keeps the text in the editor', async ({ page, seedAs, consoleWatch }) => {
    consoleWatch.allow(/status of 503/);
    await seedAs('admin');
    let puts = 0;
    await page.route('**/api/sdk-guide', (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts += 1;
      return route.fulfill(UNAVAILABLE);
    });
    await page.goto('/admin/sdk-integration-guide');
    const { section: editorSection, editor } = await openGuideEditor(page);
    const note = `Unsaved note ${runTag()}`;
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(note);
    await editorSection.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(editorSection.getByRole('alert')).toContainText(SAYS_UNAVAILABLE);
    await expect(editor).toContainText(note);
    await expect(editorSection).toContainText('Unsaved changes.');
    await expect(editorSection.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    expect(puts).toBe(1);
    page.on('dialog', (dialog) => void dialog.accept());
  });
});
