import type { OrgRole } from '@/lib/auth/org-roles';
import { hashToken } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db/client';
import { invitations, memberships, organisations } from '@/lib/server/db/schema';
import { apiRequest, uniqueEmail } from '@/test/server/support';

/**
 * Fixtures for the organisation tests (node environment, real database): organisations with chosen
 * members, invitations written straight to the table, and calls of a route handler as the browser
 * makes them. Not used by the app.
 */

/** An organisation with these members, written straight to the tables; its id. */
export async function orgWith(name: string, members: [string, OrgRole][]): Promise<string> {
  const db = await getDb();
  const [org] = await db.insert(organisations).values({ name }).returning();
  if (members.length > 0) {
    await db.insert(memberships).values(members.map(([userId, role]) => ({ orgId: org.id, userId, role })));
  }
  return org.id;
}

/** A pending invitation with a known token, written straight to the table. */
export async function invitationIn(
  orgId: string,
  options: { email?: string; role?: 'admin' | 'member' | 'viewer'; expiresAt?: Date } = {},
) {
  const token = `test-token-${Math.random().toString(36).slice(2)}`;
  const db = await getDb();
  const [row] = await db
    .insert(invitations)
    .values({
      orgId,
      email: options.email ?? uniqueEmail('invitee'),
      role: options.role ?? 'member',
      tokenHash: hashToken(token),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 24 * 3600_000),
    })
    .returning();
  return { ...row, token };
}

/** Calls a route handler with a bearer token, a JSON body and its path's params. */
export function call<P extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  options: {
    token?: string;
    method?: string;
    path?: string;
    body?: unknown;
    params?: P;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const request = apiRequest(options.path ?? '/api/orgs', {
    method: options.method ?? 'GET',
    token: options.token,
    body: options.body,
    headers: options.headers,
  });
  return handler(request, { params: Promise.resolve(options.params ?? ({} as P)) });
}
