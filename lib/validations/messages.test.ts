/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { LOCALES } from '@/i18n/locales';
import { parseValidationMessage, VALIDATION_KEYS } from '@/lib/validations/messages';

describe('parseValidationMessage', () => {
  it('keeps "not one of the allowed values" apart from "required"', () => {
    expect(parseValidationMessage('oneOf')).toEqual({ key: 'oneOf', values: {} });
    expect(parseValidationMessage('required')).toEqual({ key: 'required', values: {} });
  });

  it('reads the number of a length key, and takes an unknown key as "required"', () => {
    expect(parseValidationMessage('minLength:8')).toEqual({ key: 'minLength', values: { min: 8 } });
    expect(parseValidationMessage('maxLength:64')).toEqual({ key: 'maxLength', values: { max: 64 } });
    expect(parseValidationMessage('maxNumber:1000')).toEqual({ key: 'maxNumber', values: { max: 1000 } });
    expect(parseValidationMessage('nonsense')).toEqual({ key: 'required', values: {} });
  });

  it('has a message for every key in every language', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const file = path.join(process.cwd(), 'messages', `${locale}.json`);
      const validation = JSON.parse(fs.readFileSync(file, 'utf8')).Validation as Record<string, string>;
      for (const key of VALIDATION_KEYS) if (!validation[key]) missing.push(`${locale}.${key}`);
    }
    expect(missing).toEqual([]);
  });
});
