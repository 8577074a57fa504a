import 'server-only';

import type { z } from 'zod';

import { ApiError } from '@/lib/server/http/api-error';
import { hasControlCharacters } from '@/lib/validations/control-characters';
import { fieldErrors } from '@/lib/validations/issues';
import { CHARACTERS } from '@/lib/validations/messages';

/**
 * Validates a request body with the shared zod schema (the one the forms use) and returns the cleaned
 * value (trimmed, unknown fields dropped). A value of the wrong type fails as if it were missing
 * ('required', lib/validations/fields.ts). Text with control characters or broken Unicode
 * (lib/validations/control-characters.ts) fails with 'characters', in any field.
 * Errors: 400 validation_failed with `fields`, field -> first message key, for every invalid field.
 */
export async function validate<S extends z.ZodObject>(schema: S, body: unknown): Promise<z.output<S>> {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  // Only the schema's own fields go on: a key such as `constructor` or `__proto__` is an unknown field
  // like any other, never a property the parse would read.
  const input: Record<string, unknown> = {};
  const fields: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    if (!Object.hasOwn(source, name)) continue;
    const value = source[name];
    if (typeof value === 'string' && hasControlCharacters(value)) fields[name] = CHARACTERS;
    else input[name] = value;
  }

  const result = await schema.safeParseAsync(input);
  if (result.success && Object.keys(fields).length === 0) return result.data;
  if (!result.success)
    for (const [name, message] of Object.entries(fieldErrors(result.error))) fields[name] ??= message;
  throw new ApiError(400, 'validation_failed', 'Some fields are not valid', { fields });
}
