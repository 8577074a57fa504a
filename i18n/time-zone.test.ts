/** @jest-environment node */
import { DEFAULT_TIME_ZONE, resolveTimeZone } from '@/i18n/time-zone';

describe('resolveTimeZone', () => {
  it('keeps a time zone the Intl API knows', () => {
    expect(resolveTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(resolveTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(resolveTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(resolveTimeZone('UTC')).toBe('UTC');
  });

  it('falls back to UTC, never to the server’s own zone, for a missing or unknown zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('UTC');
    for (const value of [
      undefined,
      null,
      '',
      'Mars/Olympus_Mons',
      'Europe/Berlin; drop',
      '../etc',
      'x'.repeat(80),
    ]) {
      expect(resolveTimeZone(value)).toBe('UTC');
    }
  });
});
