/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { webhookUrlHint } from './url-hint';

describe('webhookUrlHint', () => {
  it('keeps the origin and the last four characters of a long path or query, never the credential', () => {
    const slack = 'https://hooks.slack.com/services/T0000/B0000/XXXXXXXXXXXXXXXXsecret1234';
    expect(webhookUrlHint(slack)).toBe('https://hooks.slack.com/…1234');
    expect(webhookUrlHint('https://ci.example.com/hook?token=abcdefghijklmn')).toBe(
      'https://ci.example.com/…klmn',
    );
    expect(webhookUrlHint('https://ci.example.com:8443/hook?token=abcdefghijklmn')).toBe(
      'https://ci.example.com:8443/…klmn',
    );
  });

  it('shows no hint of a short path, and the origin alone when there is none', () => {
    expect(webhookUrlHint('https://example.com/hook')).toBe('https://example.com/…');
    expect(webhookUrlHint('https://example.com/?k=abcdefgh')).toBe('https://example.com/…');
    expect(webhookUrlHint('https://example.com/')).toBe('https://example.com');
    expect(webhookUrlHint('not a url')).toBe('…');
  });
});
