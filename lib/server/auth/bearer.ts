import 'server-only';

import { tokenKindOf } from '@/lib/auth/api-tokens';
import { sessionRequired } from '@/lib/server/auth/api-tokens';
import { authenticateSession } from '@/lib/server/auth/sessions';
import { hasSecondFactor } from '@/lib/server/auth/two-factor/verify';
import type { PublicUser } from '@/lib/server/auth/users';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { forbidden, mfaRequired, unauthorized } from '@/lib/server/http/api-error';
import { clientIp } from '@/lib/server/http/client-ip';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

/** Whether the call carries an API token (`fdp_…`, `fdo_…`) rather than a session's token. */
export function bearsApiToken(request: Request): boolean {
  const token = bearerToken(request);
  return token !== null && tokenKindOf(token) !== null;
}

/**
 * The signed-in user and the session of the call; 401 for a missing, unknown, revoked or expired token,
 * 403 session_required for an API token (only the calls of lib/server/orgs/active.ts take those).
 */
export async function requireSession(request: Request): Promise<{ user: PublicUser; sessionId: string }> {
  if (bearsApiToken(request)) throw sessionRequired();
  const session = await authenticateSession(bearerToken(request), clientIp(request));
  if (!session) throw unauthorized();
  return session;
}

/** The signed-in user, or a 401 unauthorized for a missing, unknown, revoked or expired token. */
export async function requireUser(request: Request): Promise<PublicUser> {
  return (await requireSession(request)).user;
}

/**
 * With ADMIN_REQUIRE_2FA on, an admin acts as one only with two-factor sign-in set up (403 mfa_required
 * otherwise); setting it up is an account call, open to them (docs/product.md, Two-factor sign-in).
 */
export async function checkAdminTwoFactor(user: Pick<PublicUser, 'id'>): Promise<void> {
  if (!serverConfig().adminRequireTwoFactor) return;
  if (!(await hasSecondFactor(await getDb(), user.id))) throw mfaRequired();
}

/** The signed-in admin: 401 without a valid token, 403 forbidden for a customer (mfa_required: above). */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden();
  await checkAdminTwoFactor(user);
  return user;
}
