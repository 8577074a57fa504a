/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { fillPlaceholders, isSafeUrl } from '@/lib/markdown/fill-placeholders';

const values = { APP_KEY: 'fd_live_123', INGEST_URL: 'https://api.example.com/api/v1/devices/heartbeat' };

describe('fillPlaceholders', () => {
  it('fills every known placeholder, as often as it occurs', () => {
    expect(fillPlaceholders('key={{APP_KEY}} url={{INGEST_URL}} again={{APP_KEY}}', values)).toBe(
      'key=fd_live_123 url=https://api.example.com/api/v1/devices/heartbeat again=fd_live_123',
    );
  });

  it('fills the percent-encoded form found in rendered link targets', () => {
    expect(fillPlaceholders('%7B%7BINGEST_URL%7D%7D', values)).toBe(values.INGEST_URL);
    expect(fillPlaceholders('%7b%7bINGEST_URL%7d%7d', values)).toBe(values.INGEST_URL);
  });

  it('leaves unknown placeholders and plain text alone', () => {
    expect(fillPlaceholders('{{OTHER}} and {{APP_KEY}}', {})).toBe('{{OTHER}} and {{APP_KEY}}');
    expect(fillPlaceholders('no placeholders', values)).toBe('no placeholders');
  });

  it('inserts values literally, even ones that look like patterns', () => {
    expect(fillPlaceholders('{{APP_KEY}}', { APP_KEY: '$& $1 <b>' })).toBe('$& $1 <b>');
  });
});

describe('isSafeUrl', () => {
  it('accepts web, mail and relative targets and refuses script schemes', () => {
    expect(isSafeUrl('https://a.example')).toBe(true);
    expect(isSafeUrl('/api/v1/devices/heartbeat')).toBe(true);
    expect(isSafeUrl('mailto:a@b.example')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' data:text/html,x')).toBe(false);
  });
});
