/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';

import {
  changePasswordFormSchema,
  passwordResetConfirmSchema,
  passwordResetFormSchema,
} from '@/lib/validations/account';
import { signUpSchema } from '@/lib/validations/auth';
import { fieldErrors } from '@/lib/validations/issues';
import { loadPasswordScorer } from '@/lib/validations/password-strength';

async function errorsOf(schema: z.ZodType, value: object) {
  const result = await schema.safeParseAsync(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('new passwords', () => {
  it('refuses the most used passwords, whatever their case', async () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
      expect(await errorsOf(signUpSchema, { name: 'A', email: 'a@example.com', password })).toEqual({
        password: 'commonPassword',
      });
    }
  });

  it('takes any characters from 8 to 200, with no rules on their kinds', async () => {
    for (const password of [
      'correct horse battery',
      'ééééllllmmmmm',
      '🔑🔑🔑🔑🔑🔑🔑🔑',
      'x'.repeat(128),
      'y'.repeat(200),
    ]) {
      expect(await errorsOf(signUpSchema, { name: 'A', email: 'a@example.com', password })).toEqual({});
    }
    expect(await errorsOf(signUpSchema, { name: 'A', email: 'a@example.com', password: 'shorty7' })).toEqual({
      password: 'minLength:8',
    });
    expect(
      await errorsOf(signUpSchema, { name: 'A', email: 'a@example.com', password: 'z'.repeat(201) }),
    ).toEqual({
      password: 'maxLength:200',
    });
  });

  it('asks the forms for the same new password twice', async () => {
    expect(
      await errorsOf(changePasswordFormSchema, {
        currentPassword: 'old one',
        newPassword: 'a new long secret',
        confirmPassword: 'a new long secreT',
      }),
    ).toEqual({ confirmPassword: 'passwordMismatch' });
    expect(
      await errorsOf(passwordResetFormSchema, {
        password: 'a new long secret',
        confirmPassword: 'a new long secret',
      }),
    ).toEqual({});
    expect(await errorsOf(passwordResetConfirmSchema, { token: '', password: 'password' })).toEqual({
      token: 'required',
      password: 'commonPassword',
    });
  });
});

describe('the password scorer', () => {
  it('rates a common password lowest and a long random one highest', async () => {
    const passwordScore = await loadPasswordScorer();
    expect(passwordScore('password')).toBe(0);
    expect(passwordScore('k8#Vq2!mZr9@wLx4')).toBe(4);
    expect(passwordScore('zanzibarquokka', ['zanzibarquokka'])).toBeLessThan(passwordScore('zanzibarquokka'));
  });
});
