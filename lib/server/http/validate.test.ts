/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import { ApiError } from '@/lib/server/http/api-error';
import { validate } from '@/lib/server/http/validate';
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
    expect(await fieldsOf({ name: 'x'.repeat(101), email: 'a@b.co', password: '12345678' })).toEqual({
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
    const valid = { email: 'a@b.co', password: '12345678' };
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
});
