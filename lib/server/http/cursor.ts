import 'server-only';

import { ApiError } from '@/lib/server/http/api-error';
import { ONE_OF } from '@/lib/validations/messages';

/**
 * The cursors of the list calls' cursor pages (`?cursor=`, `nextCursor`; docs/product.md, API): a
 * position in the list's order, opaque to the caller (base64url of a JSON array), made and read only by
 * the list that gave it. One that is not is a 400 naming `cursor`.
 */
export function encodeCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function badCursor(): ApiError {
  return new ApiError(400, 'validation_failed', 'Some query parameters are not valid', {
    fields: { cursor: ONE_OF },
  });
}

/** A cursor's parts, or a 400 when it is not a cursor; `valid` checks them. */
export function decodeCursor<T extends unknown[]>(raw: string, valid: (parts: unknown[]) => parts is T): T {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || !valid(parts)) throw badCursor();
  return parts;
}
