/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { arrivalNoticeCookie, arrivalNoticeFor, parseArrivalNotice } from '@/lib/navigation/arrival-notice';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const record = (role: string, expiresIn = 3_600_000) =>
  JSON.stringify({ sessionToken: 'tok', role, tokenExpirationTimestamp: NOW + expiresIn });

describe('arrivalNoticeFor', () => {
  it('says an unknown address does not exist, signed in or not', () => {
    for (const raw of [null, record('customer'), record('admin')]) {
      expect(arrivalNoticeFor('/no-such-page', raw, NOW)).toBe('not-found');
    }
  });

  it('says the other role’s page is for that role', () => {
    expect(arrivalNoticeFor('/admin-dashboard', record('customer'), NOW)).toBe('admin-only');
    expect(arrivalNoticeFor('/online-devices', record('admin'), NOW)).toBe('customer-only');
  });

  it('says nothing where the redirect needs no reason', () => {
    // Signed out (or expired) at a console page: sent to sign in, which says so itself.
    expect(arrivalNoticeFor('/admin-dashboard', null, NOW)).toBeNull();
    expect(arrivalNoticeFor('/online-devices', record('customer', -1), NOW)).toBeNull();
    // Signed in at the sign-in page: sent home.
    expect(arrivalNoticeFor('/auth/signin', record('customer'), NOW)).toBeNull();
    // Its own pages are not redirected at all.
    expect(arrivalNoticeFor('/online-devices', record('customer'), NOW)).toBeNull();
  });
});

describe('the notice cookie', () => {
  it('is short-lived, site-wide and reads back only as a known notice', () => {
    expect(arrivalNoticeCookie('admin-only', true)).toBe(
      'arrival_notice=admin-only; Path=/; Max-Age=30; SameSite=Lax; Secure',
    );
    expect(parseArrivalNotice('not-found')).toBe('not-found');
    expect(parseArrivalNotice('<script>')).toBeNull();
    expect(parseArrivalNotice(undefined)).toBeNull();
  });
});
