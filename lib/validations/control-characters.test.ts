/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';

import { validate } from '@/lib/server/http/validate';
import { hasControlCharacters } from '@/lib/validations/control-characters';

const textSchema = z.object({ text: z.string().optional() });

/** Whether the API refuses the text for its characters (the field code 'characters'). */
async function apiRefuses(text: string): Promise<boolean> {
  try {
    await validate(textSchema, { text });
    return false;
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields?.text === 'characters';
  }
}

describe('hasControlCharacters', () => {
  it('is what the API refuses text for (the field code characters)', async () => {
    for (const text of ['a\u000Bb', '\u202Egnp.exe', 'x\u2066y', '\uD83D'])
      expect(await apiRefuses(text)).toBe(true);
    expect(await apiRefuses('one\ttwo\r\nthree\u200E\u200F 😀')).toBe(false);
  });

  it('refuses page breaks and direction overrides, keeps line breaks, tabs, marks and emoji', () => {
    expect(hasControlCharacters('a\u000Bb')).toBe(true);
    expect(hasControlCharacters('a\u000Cb')).toBe(true);
    expect(hasControlCharacters('\u202Egnp.exe')).toBe(true);
    expect(hasControlCharacters('\uD83D')).toBe(true);
    expect(hasControlCharacters('one\ttwo\r\nthree\u200E\u200F 😀')).toBe(false);
  });
});
