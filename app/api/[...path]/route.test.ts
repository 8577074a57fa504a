/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { GET, POST } from './route';

describe('unknown API paths', () => {
  it('answer 404 not_found as JSON', async () => {
    for (const handler of [GET, POST]) {
      const response = handler();
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'There is no such API endpoint' },
      });
    }
  });
});
