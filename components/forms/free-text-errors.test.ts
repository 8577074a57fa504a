import { describe, expect, it } from '@jest/globals';

import { freeTextMessage, withFreeTextMessages } from '@/components/forms/free-text-errors';

describe('free text errors', () => {
  it('reads the API’s characters as control characters, and leaves other keys', () => {
    expect(freeTextMessage('characters')).toBe('controlCharacters');
    expect(freeTextMessage('maxLength:100')).toBe('maxLength:100');
  });

  it('maps only the free-text fields of a form', () => {
    const errors = { name: 'characters', bundleId: 'characters', message: 'required' };
    expect(withFreeTextMessages<typeof errors>(errors, ['name', 'message'])).toEqual({
      name: 'controlCharacters',
      bundleId: 'characters',
      message: 'required',
    });
  });
});
