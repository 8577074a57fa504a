/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

import { GET } from '@/app/api/health/route';
import { closeDb } from '@/lib/server/db/client';
import { captureLog } from '@/test/server/log-capture';

// Each test opens a database, which takes seconds when test files run in parallel.
jest.setTimeout(60_000);

describe('GET /api/health', () => {
  afterEach(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
  });

  it('answers ok when the database answers', async () => {
    process.env.DATA_DIR = 'memory://';
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const log = captureLog();
    process.env.DATABASE_URL = 'postgres://nobody:secret@127.0.0.1:1/none';
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'service_unavailable', message: 'The service is temporarily unavailable' },
    });
    expect(text).not.toContain('secret');
    log.restore();
  });
});
