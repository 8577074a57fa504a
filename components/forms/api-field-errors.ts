import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';

import { HttpError } from '@/lib/http/client';

/**
 * The per-field validation keys an API error carries (`validation_failed`, or `email_taken` on the
 * email), limited to the fields this form has, ready for Formik's `setErrors`/`setTouched`. Null when
 * there are none.
 */
export function apiFieldErrors<Values extends object>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
): { errors: FormikErrors<Values>; touched: FormikTouched<Values> } | null {
  if (!(error instanceof HttpError) || !error.fields) return null;
  const errors: Record<string, string> = {};
  const touched: Record<string, boolean> = {};
  for (const field of fields) {
    const message = error.fields[field];
    if (typeof message === 'string' && message) {
      errors[field] = message;
      touched[field] = true;
    }
  }
  if (Object.keys(errors).length === 0) return null;
  return { errors: errors as FormikErrors<Values>, touched: touched as FormikTouched<Values> };
}

/**
 * Shows an API error's per-field messages on the form's fields (touched, not validated
 * again: the client rules pass, it is the server's verdict that must show). True when it had any.
 */
export function showApiFieldErrors<Values extends object>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
): boolean {
  const fieldErrors = apiFieldErrors<Values>(error, fields);
  if (!fieldErrors) return false;
  void helpers.setTouched(fieldErrors.touched, false);
  helpers.setErrors(fieldErrors.errors);
  return true;
}
