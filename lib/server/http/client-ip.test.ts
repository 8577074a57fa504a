/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { clientIp } from '@/lib/server/http/client-ip';

const from = (forwardedFor?: string) =>
  clientIp(
    new Request('http://localhost/api/v1/auth/login', {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    }),
  );

describe('clientIp', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it('takes the entry the one proxy appended, not what the client wrote before it', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(from('1.1.1.1, 2.2.2.2 ,  203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts TRUSTED_PROXIES entries from the right', () => {
    process.env.TRUSTED_PROXIES = '2';
    expect(from('198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    // Fewer entries than proxies: the right-most.
    expect(from('10.0.0.2')).toBe('10.0.0.2');
  });

  it('takes the right-most entry without a proxy', () => {
    process.env.TRUSTED_PROXIES = '0';
    expect(from('198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores empty entries and answers local without any', () => {
    expect(from('203.0.113.7, ,')).toBe('203.0.113.7');
    expect(from()).toBe('local');
    expect(from(' , ')).toBe('local');
  });
});
