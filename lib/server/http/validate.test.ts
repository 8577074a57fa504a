/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/lib/server/http/api-error';
import { validate } from '@/lib/server/http/validate';
import { updateAppSchema } from '@/lib/validations/app';
import { signUpSchema } from '@/lib/validations/auth';

async function fieldsOf(body: unknown): Promise<Record<string, string> | undefined> {
  const error = await validate(signUpSchema, body).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  return (error as ApiError).fields;
}

describe('validate', () => {
  it('returns the cleaned value: trimmed, unknown fields dropped', async () => {
    const value = await validate(signUpSchema, {
      name: '  Ann  ',
      email: ' ann@example.com ',
      password: ' secret pw ',
      role: 'admin',
    });
    expect(value).toEqual({ name: 'Ann', email: 'ann@example.com', password: ' secret pw ' });
  });

  it('names every invalid field with its message key', async () => {
    expect(await fieldsOf({ name: '   ', email: 'not-an-email', password: '1234567' })).toEqual({
      name: 'required',
      email: 'email',
      password: 'minLength:8',
    });
    expect(await fieldsOf({})).toEqual({ name: 'required', email: 'required', password: 'required' });
    expect(await fieldsOf({ name: 'x'.repeat(101), email: 'a@b.co', password: 'river-stone-88' })).toEqual({
      name: 'maxLength:100',
    });
  });

  it('does not turn other types into strings', async () => {
    expect(await fieldsOf({ name: 12345, email: 'a@b.co', password: 12345678 })).toEqual({
      name: 'required',
      password: 'required',
    });
    expect(await fieldsOf({ name: 1, email: 'nope', password: '123' })).toEqual({
      name: 'required',
      email: 'email',
      password: 'minLength:8',
    });
    expect(await fieldsOf({ name: ['Ann'], email: { a: 1 }, password: true })).toEqual({
      name: 'required',
      email: 'required',
      password: 'required',
    });
  });

  it('refuses control characters and broken Unicode, keeps any other text as sent', async () => {
    const valid = { email: 'a@b.co', password: 'river-stone-88' };
    for (const name of [
      'Ann\u0000',
      'A\u0007nn',
      'Ann\u001b[31m',
      'Ann\u007f',
      'Ann\u0085',
      'Ann\ud800',
      '\udc00x',
    ]) {
      expect(await fieldsOf({ ...valid, name })).toEqual({ name: 'characters' });
    }
    for (const name of [
      'Zoë 😀 名前',
      'مرحبا',
      "Robert'); DROP TABLE users;--",
      '<b>Ann</b>',
      'Ann\tLee\nSmith',
    ]) {
      await expect(validate(signUpSchema, { ...valid, name })).resolves.toMatchObject({ name });
    }
  });

  it('refuses direction overrides and isolates, keeps the direction marks and joiners', async () => {
    const valid = { email: 'a@b.co', password: 'river-stone-88' };
    for (const name of ['\u202Egnp.exe', 'Ann\u202D', 'a\u202Ab', 'a\u2066b\u2069', 'a\u2068b']) {
      expect(await fieldsOf({ ...valid, name })).toEqual({ name: 'characters' });
    }
    for (const name of ['Ann\u200F', '\u200EAnn', 'می\u200Cخواهم', '👩\u200D💻']) {
      await expect(validate(signUpSchema, { ...valid, name })).resolves.toMatchObject({ name });
    }
  });

  it('takes a name with nothing visible in it as no name', async () => {
    const valid = { email: 'a@b.co', password: 'river-stone-88' };
    for (const name of ['\u200B', '\u200B \u200B', '\uFEFF\u2060', '\u00AD', '\u3000\u200D']) {
      expect(await fieldsOf({ ...valid, name })).toEqual({ name: 'required' });
    }
    expect(await fieldsOf({ name: 'Other' })).toMatchObject({ email: 'required' });
    const renamed = validate(updateAppSchema, { name: '\u200B\u200C' });
    await expect(renamed).rejects.toMatchObject({ fields: { name: 'required' } });
  });

  it('reads only the schema’s fields: keys like `constructor` or `__proto__` are dropped like any other', async () => {
    const body = JSON.parse(
      '{"name":"Ann","email":"a@b.co","password":"river-stone-88","__proto__":{"role":"admin"},' +
        '"constructor":{},"toString":1,"valueOf":"x","hasOwnProperty":null}',
    ) as unknown;
    const value = await validate(signUpSchema, body);
    expect(value).toEqual({ name: 'Ann', email: 'a@b.co', password: 'river-stone-88' });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as Record<string, unknown>).role).toBeUndefined();
  });
});
