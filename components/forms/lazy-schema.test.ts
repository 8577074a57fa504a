/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { signInSchema } from '@/lib/validations/auth';
import { REQUIRED } from '@/lib/validations/messages';

import { lazySchema, type FormSchema } from './lazy-schema';

describe('lazySchema', () => {
  it('loads the schema only when asked to validate, and gives the field errors Formik would give', async () => {
    let loads = 0;
    const { validate } = lazySchema(async () => {
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

  it('cleans the values as the schema parses them', async () => {
    const { clean } = lazySchema(async () => signInSchema);
    expect(await clean({ email: ' ada@example.com ', password: ' secret ' })).toEqual({
      email: 'ada@example.com',
      password: ' secret ',
    });
  });

  it('leaves the checks to the server when the schema cannot be fetched, and fetches it again next time', async () => {
    let offline = true;
    const { validate, clean } = lazySchema(async () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return signInSchema;
    });
    expect(await validate({ email: '', password: '' })).toEqual({});
    expect(await clean({ email: ' ada@example.com ', password: 'x' })).toEqual({
      email: ' ada@example.com ',
      password: 'x',
    });

    offline = false;
    expect(await validate({ email: '', password: '' })).toEqual({ email: REQUIRED, password: REQUIRED });
  });

  it('lets a failure of the schema itself through (a bug, not a validation error)', async () => {
    const broken: FormSchema = { safeParseAsync: () => Promise.reject(new Error('broken schema')) };
    const { validate } = lazySchema(async () => broken);
    await expect(validate({})).rejects.toThrow('broken schema');
  });
});
