/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { allowedOrigins } from '@/lib/server/config';
import { listedOrigin, preflightAnswer, withCorsHeaders } from '@/lib/server/http/cors';

function from(origin: string, headers: Record<string, string> = {}): Request {
  return new Request('https://api.example.com/api/user', { headers: { origin, ...headers } });
}

describe('CORS for ALLOWED_ORIGINS', () => {
  afterEach(() => {
    delete process.env.ALLOWED_ORIGINS;
  });

  it('names a listed origin, exactly', () => {
    process.env.ALLOWED_ORIGINS = 'https://console.example.com';
    expect(listedOrigin(from('https://console.example.com'), allowedOrigins)).toBe(
      'https://console.example.com',
    );
    for (const other of ['https://console.example.com.evil.example', 'http://console.example.com', 'null']) {
      expect(listedOrigin(from(other), allowedOrigins)).toBeNull();
    }
    const answer = withCorsHeaders(new Response('{}'), from('https://console.example.com'), allowedOrigins);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
  });

  it('names no one under a wildcard, which the settings refuse at start', () => {
    process.env.ALLOWED_ORIGINS = 'https://*.vercel.app';
    expect(() => allowedOrigins()).toThrow(/not patterns/);
    const preview = from('https://pr-12.vercel.app', { 'access-control-request-method': 'POST' });
    expect(listedOrigin(preview, allowedOrigins)).toBeNull();
    const answer = preflightAnswer(preview, ['GET', 'POST'], allowedOrigins);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('allow')).toBe('GET, POST');
  });
});
