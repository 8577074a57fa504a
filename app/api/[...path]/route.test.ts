/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET, POST } from './route';

describe('unknown API paths', () => {
  it('answer 404 not_found as JSON', async () => {
    for (const [method, handler] of Object.entries({ GET, POST })) {
      const response = await handler(
        new Request('http://localhost/api/no-such', { method, headers: { origin: 'http://localhost' } }),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no such API endpoint' },
      });
    }
  });
});
