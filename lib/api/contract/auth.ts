import { isRole, type Role } from '@/lib/auth/roles';

/**
 * The auth API's shapes, shared by the console and the reference backend: the sign-in record that
 * sign-in and sign-up answer with (and the browser keeps), the user that comes with it, and one
 * check for each. Imported by both sides, so it holds no browser and no server code.
 */
export interface SignInRecord {
  sessionToken: string;
  role: Role;
  /** Epoch milliseconds. */
  tokenExpirationTimestamp: number;
}

/** The user as the user-info call returns it; `name` is editable. */
export interface UserInfo {
  id?: string;
  name: string;
  email?: string;
  role?: Role;
  [field: string]: unknown;
}

/** The answer to sign-up and sign-in: the sign-in record plus the user. */
export interface AuthResponse<User = UserInfo> extends SignInRecord {
  user: User;
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
