/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { checkRequestOrigin } from '@/lib/server/http/csrf';

const API = 'http://console.example:3000/api/contact';

function request(method: string, headers: Record<string, string> = {}, url = API): Request {
  return new Request(url, { method, headers });
}

function verdict(req: Request, allowed: string[] = []): string {
  try {
    checkRequestOrigin(req, allowed);
    return 'accepted';
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as { code: string }).code}`;
  }
}

describe('checkRequestOrigin', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-site %s without a bearer token', (method) => {
    expect(verdict(request(method, { origin: 'https://evil.example' }))).toBe('403 csrf_rejected');
    expect(verdict(request(method, { origin: 'null' }))).toBe('403 csrf_rejected');
    expect(verdict(request(method, { 'sec-fetch-site': 'cross-site' }))).toBe('403 csrf_rejected');
    expect(verdict(request(method, { 'sec-fetch-site': 'same-site' }))).toBe('403 csrf_rejected');
  });

  it('accepts the console’s own pages', () => {
    expect(verdict(request('POST', { origin: 'http://console.example:3000' }))).toBe('accepted');
    // Same host with another port is another origin.
    expect(verdict(request('POST', { origin: 'http://console.example:3001' }))).toBe('403 csrf_rejected');
    expect(verdict(request('POST', { 'sec-fetch-site': 'same-origin' }))).toBe('accepted');
    // Typed into the address bar or a bookmark: the user's own doing.
    expect(verdict(request('POST', { 'sec-fetch-site': 'none' }))).toBe('accepted');
  });

  it('accepts clients that are not browsers: they send neither Origin nor Sec-Fetch-Site', () => {
    expect(verdict(request('POST'))).toBe('accepted');
    expect(verdict(request('POST', { cookie: 'auth_token=x' }))).toBe('accepted');
  });

  it('trusts the Host the browser used when a proxy changed the URL', () => {
    const internal = 'http://10.0.0.5:3000/api/contact';
    const viaProxy = { origin: 'https://console.example', 'x-forwarded-host': 'console.example' };
    expect(verdict(request('POST', viaProxy, internal))).toBe('accepted');
    expect(
      verdict(request('POST', { origin: 'https://console.example', host: 'console.example' }, internal)),
    ).toBe('accepted');
    expect(
      verdict(
        request('POST', { origin: 'https://evil.example', 'x-forwarded-host': 'console.example' }, internal),
      ),
    ).toBe('403 csrf_rejected');
  });

  it('accepts the origins of ALLOWED_ORIGINS, exactly', () => {
    const allowed = ['https://console.example.com'];
    expect(verdict(request('POST', { origin: 'https://console.example.com' }), allowed)).toBe('accepted');
    expect(verdict(request('POST', { origin: 'https://console.example.com.evil.example' }), allowed)).toBe(
      '403 csrf_rejected',
    );
    expect(verdict(request('POST', { origin: 'http://console.example.com' }), allowed)).toBe(
      '403 csrf_rejected',
    );
  });

  it('accepts any bearer-authenticated call: other sites cannot send the header without a preflight', () => {
    expect(verdict(request('PUT', { origin: 'https://evil.example', authorization: 'Bearer abc' }))).toBe(
      'accepted',
    );
    expect(verdict(request('DELETE', { authorization: 'Bearer abc' }))).toBe('accepted');
    expect(verdict(request('POST', { origin: 'https://evil.example', authorization: 'Basic abc' }))).toBe(
      '403 csrf_rejected',
    );
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through: it changes nothing', (method) => {
    expect(verdict(request(method, { origin: 'https://evil.example' }))).toBe('accepted');
  });
});
