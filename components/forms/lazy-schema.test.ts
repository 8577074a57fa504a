import { describe, expect, it } from '@jest/globals';

import { signInSchema } from '@/lib/validations/auth';
import { REQUIRED } from '@/lib/validations/messages';

import { lazySchemaValidation } from './lazy-schema';

describe('lazySchemaValidation', () => {
  it('loads the schema only when asked to validate, and gives the field errors Formik would give', async () => {
    let loads = 0;
    const validate = lazySchemaValidation(async () => {
      loads += 1;
      return signInSchema;
    });
    expect(loads).toBe(0);

    expect(await validate({ email: ' ', password: '' })).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(await validate({ email: 'not-an-email', password: 'x' })).toEqual({
      email: expect.any(String),
    });
    expect(await validate({ email: 'ada@example.com', password: 'x' })).toEqual({});
    expect(loads).toBeGreaterThan(0);
  });

  it('lets a failure that is not a validation error through', async () => {
    const validate = lazySchemaValidation(() => Promise.reject(new Error('chunk failed to load')));
    await expect(validate({})).rejects.toThrow('chunk failed to load');
  });
});
