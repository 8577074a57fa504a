import 'server-only';

import type { z } from 'zod';

import { ApiError } from '@/lib/server/http/api-error';
import { fieldErrors } from '@/lib/validations/issues';

/**
 * Reads a query string with its schema (lib/validations/queries.ts): each parameter the schema names,
 * trimmed, a blank one as absent (its default). Anything refused is a 400 validation_failed naming every
 * parameter at fault with its message key, as a body's fields are (validate.ts).
 */
export function parseQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = params.get(name)?.trim();
    if (value) input[name] = value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', {
    fields: fieldErrors(result.error),
  });
}
