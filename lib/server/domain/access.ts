import 'server-only';

import { ApiError } from '@/lib/server/http/api-error';

/**
 * Who may do what in the domain API. Members act on their organisation's apps only; anything of another
 * organisation's looks exactly like something that does not exist (404), so ids cannot be probed.
 */

/**
 * The organisation a call acts in, as the domain functions take it: its id, or null for a platform admin
 * acting on any organisation's things (lib/server/orgs/active.ts, requireOrgOrAdmin).
 */
export type OrgScope = string | null;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Matches no row: what a malformed id filter becomes, so it yields an empty result, not a 500. */
export const NO_MATCH_UUID = '00000000-0000-0000-0000-000000000000';

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** An optional id filter from a query string: absent -> undefined; malformed -> an id matching nothing. */
export function uuidFilter(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return isUuid(trimmed) ? trimmed.toLowerCase() : NO_MATCH_UUID;
}

export function appNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such app');
}

/** The `:id` of an app route; a malformed id is a 404 like an unknown one. */
export async function appIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw appNotFound();
  return id.toLowerCase();
}
