/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import * as appsRoute from '@/app/api/apps/route';
import * as userRoute from '@/app/api/user/route';
import { setupFuzzContext } from '@/test/server/fuzz/context';

/**
 * The free-text fields get Unicode, SQL and HTML that are valid text: stored and answered exactly as
 * sent, as JSON strings (escaping is the renderer's job: React escapes text, see e2e/security.spec.ts
 * and e2e/admin-journey.spec.ts).
 */
const context = setupFuzzContext();
jest.setTimeout(120_000);

describe('valid text of any kind', () => {
  const TEXTS = [
    'Zoë Ångström 😀 名前 مرحبا',
    "Robert'); DROP TABLE users;--",
    '<script>alert("x")</script>',
    '"><img src=x onerror=alert(1)>',
    '{{APP_KEY}} ${7*7} %s %n \\ \\u0000',
  ];

  it('is stored and answered exactly as sent, as plain JSON strings', async () => {
    const headers = {
      origin: 'http://localhost',
      'content-type': 'application/json',
      authorization: `Bearer ${context.customer.token}`,
    };
    for (const text of TEXTS) {
      const put = await userRoute.PUT(
        new Request('http://localhost/api/user', {
          method: 'PUT',
          headers,
          body: JSON.stringify({ data: { name: text } }),
        }),
      );
      expect(put.status).toBe(200);
      expect(put.headers.get('content-type')).toMatch(/^application\/json/);
      const get = await userRoute.GET(new Request('http://localhost/api/user', { headers }));
      expect((await get.json()).data.name).toBe(text);

      const created = await appsRoute.POST(
        new Request('http://localhost/api/apps', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: text, platform: 'web', bundleId: 'com.example.web' }),
        }),
      );
      expect(created.status).toBe(201);
      expect((await created.json()).data.name).toBe(text);
    }
  });
});
