import { describe, expect, it } from '@jest/globals';

import { parseQuotaInput } from './parse-quota-input';

describe('parseQuotaInput', () => {
  it('reads digits with the language’s grouping', () => {
    expect(parseQuotaInput('150000', 'en')).toBe(150_000);
    expect(parseQuotaInput(' 150,000 ', 'en')).toBe(150_000);
    expect(parseQuotaInput('150.000', 'de')).toBe(150_000);
    expect(parseQuotaInput('150\u202f000', 'fr')).toBe(150_000);
    expect(parseQuotaInput('0', 'ja')).toBe(0);
  });

  it('leaves anything else as text for the schema to refuse, and nothing as undefined', () => {
    expect(parseQuotaInput('1.5', 'en')).toBe('1.5');
    expect(parseQuotaInput('1,5', 'de')).toBe('1,5');
    expect(parseQuotaInput('-3', 'en')).toBe('-3');
    expect(parseQuotaInput('many', 'en')).toBe('many');
    expect(parseQuotaInput('   ', 'en')).toBeUndefined();
  });
});
