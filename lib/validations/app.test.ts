/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/lib/server/http/api-error';
import { validate } from '@/lib/server/http/validate';
import { createAppSchema } from '@/lib/validations/app';

/** The API's answer for each field in error (its first message key, as the forms show it too). */
async function fieldsOf(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await validate(createAppSchema, input);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.fields ?? {};
  }
  return {};
}

describe('createAppSchema platform', () => {
  const app = { name: 'Shop', bundleId: 'com.acme.shop' };

  it('is "required" when missing or blank', async () => {
    expect(await fieldsOf(app)).toEqual({ platform: 'required' });
    expect(await fieldsOf({ ...app, platform: '' })).toEqual({ platform: 'required' });
    expect(await fieldsOf({ ...app, platform: null })).toEqual({ platform: 'required' });
  });

  it('is "oneOf" when present but not an allowed platform', async () => {
    expect(await fieldsOf({ ...app, platform: 'Android' })).toEqual({ platform: 'oneOf' });
    expect(await fieldsOf({ ...app, platform: 'symbian' })).toEqual({ platform: 'oneOf' });
  });

  it('accepts an allowed platform', async () => {
    expect(await fieldsOf({ ...app, platform: 'android' })).toEqual({});
  });
});
