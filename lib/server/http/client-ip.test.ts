/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';

import { clientIp, clientIpFromForwarded } from '@/lib/server/http/client-ip';

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

  it('takes the socket’s address (the right-most entry) by default, not what the client wrote', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(from('1.1.1.1, 2.2.2.2 ,  203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('behind one proxy, takes the entry it appended, left of the socket’s', () => {
    process.env.TRUSTED_PROXIES = '1';
    // The client wrote 198.51.100.1, the proxy appended 203.0.113.7, the server the proxy's 10.0.0.2.
    expect(from('198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(from('203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('reads the header’s value alone the same way (the lean ingest’s requests)', () => {
    process.env.TRUSTED_PROXIES = '1';
    expect(clientIpFromForwarded('198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(clientIpFromForwarded(null)).toBe('local');
  });

  it('counts TRUSTED_PROXIES entries left of the right-most, or takes the right-most with fewer', () => {
    process.env.TRUSTED_PROXIES = '2';
    expect(from('198.51.100.1, 203.0.113.7, 10.0.0.3, 10.0.0.2')).toBe('203.0.113.7');
    // A request that did not pass the proxies: only the socket's address can be trusted.
    expect(from('10.0.0.2')).toBe('10.0.0.2');
    expect(from('198.51.100.1, 10.0.0.2')).toBe('10.0.0.2');
  });

  it('ignores empty entries and answers local without any', () => {
    expect(from('203.0.113.7, ,')).toBe('203.0.113.7');
    expect(from()).toBe('local');
    expect(from(' , ')).toBe('local');
  });
});
