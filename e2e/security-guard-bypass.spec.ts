import { createCustomer } from './support/accounts';
import { E2E_BASE_URL } from './support/env';
import { runTag } from './support/product-api';
import { cookieHeader, makeSeed, recordJson, seedRecord, storedRecord, type Seed } from './support/records';
import { bareClient } from './support/security';
import { expect, test } from './support/test';
import { pageHeading } from './support/ui';

/**
 * Guard bypass attempts (OWASP ASVS 5.0 level 2): requests that try to reach protected content without a
 * valid record.
 */

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
