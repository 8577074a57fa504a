/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { apiConnectOrigins, buildCsp, createNonce, originOf } from '@/lib/security/content-security-policy';

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('createNonce', () => {
  it('gives 128 random bits in base64, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of [...nonces].slice(0, 20)) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});

describe('buildCsp', () => {
  it('allows only nonced scripts and locks down objects, base, framing and forms', () => {
    const policy = directives(buildCsp('abc123==', { connectOrigins: [], development: false }));
    expect(policy).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'nonce-abc123==' 'strict-dynamic'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    });
    expect(policy['script-src']).not.toContain('unsafe-inline');
    expect(policy['script-src']).not.toContain('unsafe-eval');
  });

  it('lets the browser reach the configured API services, and eval only in development', () => {
    const policy = directives(
      buildCsp('n', {
        connectOrigins: ['https://auth.example.com', 'https://api.example.com', 'https://api.example.com'],
        development: true,
      }),
    );
    expect(policy['connect-src']).toBe("'self' https://auth.example.com https://api.example.com");
    expect(policy['script-src']).toBe("'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'");
  });
});

describe('API origins for connect-src', () => {
  it('takes the origin of each configured base URL, ignoring empty and relative ones', () => {
    expect(originOf('https://api.example.com:8443/base/path/')).toBe('https://api.example.com:8443');
    expect(originOf('')).toBeNull();
    expect(originOf(undefined)).toBeNull();
    expect(originOf('/api')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(apiConnectOrigins({ AUTH_API_URL: 'https://auth.example.com/v1', DASHBOARD_API_URL: '' })).toEqual(
      ['https://auth.example.com'],
    );
    expect(apiConnectOrigins({})).toEqual([]);
  });
});
