import 'server-only';

import { authenticate } from '@/lib/server/auth/sessions';
import type { PublicUser } from '@/lib/server/auth/users';
import { forbidden, unauthorized } from '@/lib/server/http/api-error';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1] : null;
}

/** The signed-in user, or a 401 unauthorized for a missing, unknown, revoked or expired token. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await authenticate(bearerToken(request));
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in admin: 401 without a valid token, 403 forbidden for a customer. */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden();
  return user;
}
