import type { z } from 'zod';

import type { authResponseSchema } from '@/lib/api/openapi/schemas/account';
import { isRole, type Role } from '@/lib/auth/roles';

/**
 * The auth API's shapes, shared by the console and the reference backend: the sign-in record that
 * sign-in and sign-up answer with (and the browser keeps), the user that comes with it, and one
 * check for each. Imported by both sides, so it holds no browser and no server code.
 */

/** The answer to sign-up and sign-in, as the OpenAPI document has it: the sign-in record plus the user. */
export type AuthResponse = z.output<typeof authResponseSchema>;

/** The part of the answer the browser keeps: the session's token, the role and when it ends (epoch ms). */
export type SignInRecord = Pick<AuthResponse, 'sessionToken' | 'role' | 'tokenExpirationTimestamp'>;

/**
 * The user as the user-info call returns it and the console keeps it; `name` is editable. Looser than
 * the document's `User` on purpose: what the console reads (an answer, or localStorage's copy) is held
 * to this at run time (isUserInfo), and any object with a name can be shown.
 */
export interface UserInfo {
  id?: string;
  name: string;
  email?: string;
  role?: Role;
  [field: string]: unknown;
}

/**
 * The sign-in record in `value`, or null: anything that is not a complete record with a known role
 * counts as no record at all. Other fields (the answer's `user`) are left out.
 */
export function toSignInRecord(value: unknown): SignInRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { sessionToken, role, tokenExpirationTimestamp } = value as Record<string, unknown>;
  if (typeof sessionToken !== 'string' || sessionToken.length === 0) return null;
  if (!isRole(role)) return null;
  if (typeof tokenExpirationTimestamp !== 'number' || !Number.isFinite(tokenExpirationTimestamp)) return null;
  return { sessionToken, role, tokenExpirationTimestamp };
}

/** A user the console can show: an object with a name. */
export function isUserInfo(value: unknown): value is UserInfo {
  return !!value && typeof value === 'object' && typeof (value as UserInfo).name === 'string';
}
