import type { z } from 'zod';

/**
 * A failed parse as the API and the forms report it: field -> its first message key. A field's path is
 * written as a form names it (`scopes[1]` for the second scope, `a.b` inside an object); a failure of
 * the whole value (no path) is under ''.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[pathName(issue.path)] ??= issue.message;
  return fields;
}

function pathName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
