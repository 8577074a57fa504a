/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';

import { POST } from '@/app/api/contact/route';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { apiRequest, setupRouteTest, uniqueEmail, uniqueIp } from '@/test/api-route';

setupRouteTest();

function send(body: unknown, ip = uniqueIp()) {
  return POST(apiRequest('/api/contact', { method: 'POST', body, headers: { 'x-forwarded-for': ip } }));
}

describe('POST /api/contact', () => {
  it('stores the message and answers its id and time', async () => {
    const email = uniqueEmail();
    const response = await send({ name: ' Ann ', email, message: '  Where is my app key?  ' });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    expect(Math.abs(Date.parse(data.createdAt) - Date.now())).toBeLessThan(60_000);

    const [row] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({ name: 'Ann', email, message: 'Where is my app key?' });
  });

  it('answers 400 validation_failed with the fields', async () => {
    const response = await send({ name: '', email: 'nope', message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        fields: { name: 'required', email: 'email', message: 'maxLength:5000' },
      },
    });
  });

  it('limits messages per client IP, whatever the client writes before the proxy’s entry', async () => {
    process.env.CONTACT_RATE_LIMIT = '2/1h';
    try {
      const ip = uniqueIp();
      // Each request forges a new first X-Forwarded-For entry; the proxy appends the real address.
      const forged = () => `${uniqueIp()}, ${ip}`;
      const message = { name: 'Bo', email: uniqueEmail(), message: 'Hello' };
      expect((await send(message, forged())).status).toBe(201);
      expect((await send(message, forged())).status).toBe(201);
      const limited = await send(message, forged());
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await limited.json()).error.code).toBe('rate_limited');
    } finally {
      delete process.env.CONTACT_RATE_LIMIT;
    }
  });
});
