import 'server-only';

import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

import { ApiError } from '@/lib/server/http/api-error';
import { hasControlCharacters } from '@/lib/validations/control-characters';
import { CHARACTERS, REQUIRED } from '@/lib/validations/messages';

/**
 * Validates a request body with the shared yup schema (the one the forms use) and returns the cleaned
 * value (trimmed, unknown fields dropped). yup would turn a number into a string; the API does not
 * guess, so a value of the wrong type fails as if it were missing ('required'). Text with control
 * characters or broken Unicode (lib/validations/control-characters.ts) fails with 'characters'.
 * Errors: 400 validation_failed with `fields`, field -> first message key, for every invalid field.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  // Only the schema's own fields go on: a key such as `constructor` or `__proto__` is an unknown field
  // like any other, not a property of every object that yup would try to use.
  const input: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!Object.hasOwn(source, name)) continue;
    const value = source[name];
    const isString = (field as { type?: string }).type === 'string';
    if (isString && value !== undefined && value !== null && typeof value !== 'string') {
      fields[name] = REQUIRED;
    } else if (typeof value === 'string' && hasControlCharacters(value)) {
      fields[name] = CHARACTERS;
    } else {
      input[name] = value;
    }
  }

  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    if (Object.keys(fields).length === 0) return value;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner.length > 0 ? error.inner : [error])
      fields[issue.path ?? ''] ??= issue.message;
  }
  throw new ApiError(400, 'validation_failed', 'Some fields are not valid', { fields });
}
