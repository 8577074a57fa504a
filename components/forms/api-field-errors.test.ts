import { describe, expect, it } from '@jest/globals';

import { apiFieldErrors } from '@/components/forms/api-field-errors';
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
