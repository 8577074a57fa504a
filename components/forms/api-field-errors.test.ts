/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';

import { apiFieldErrors, showApiFieldErrors } from '@/components/forms/api-field-errors';
import { HttpError } from '@/lib/http/client';

interface Values {
  name: string;
  email: string;
}

describe('apiFieldErrors', () => {
  it("puts validation_failed's keys on the form's own fields only", () => {
    const error = new HttpError(400, 'validation_failed', 'Invalid', { email: 'email', role: 'required' });
    expect(apiFieldErrors<Values>(error, ['name', 'email'])).toEqual({
      errors: { email: 'email' },
      touched: { email: true },
    });
  });

  it('is null when no field of the form is named', () => {
    expect(
      apiFieldErrors<Values>(new HttpError(400, 'validation_failed', 'x', { other: 'required' }), ['name']),
    ).toBeNull();
    expect(apiFieldErrors<Values>(new HttpError(409, 'email_taken', 'x'), ['email'])).toBeNull();
    expect(apiFieldErrors<Values>(new Error('x'), ['email'])).toBeNull();
  });
});

describe('showApiFieldErrors', () => {
  it("puts the server's messages on the fields, touched without validating again", () => {
    const helpers = {
      setErrors: jest.fn(),
      setTouched: jest.fn<(touched: object, validate?: boolean) => Promise<void>>(async () => undefined),
    };
    const error = new HttpError(400, 'validation_failed', 'Invalid', { name: 'required' });
    expect(showApiFieldErrors<Values>(error, ['name', 'email'], helpers)).toBe(true);
    expect(helpers.setErrors).toHaveBeenCalledWith({ name: 'required' });
    expect(helpers.setTouched).toHaveBeenCalledWith({ name: true }, false);
  });

  it('leaves the form alone, and says so, when no field is named', () => {
    const helpers = {
      setErrors: jest.fn(),
      setTouched: jest.fn<(touched: object, validate?: boolean) => Promise<void>>(async () => undefined),
    };
    expect(showApiFieldErrors<Values>(new HttpError(409, 'email_taken', 'x'), ['email'], helpers)).toBe(
      false,
    );
    expect(helpers.setErrors).not.toHaveBeenCalled();
    expect(helpers.setTouched).not.toHaveBeenCalled();
  });
});
