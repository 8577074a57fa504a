import 'server-only';

import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Owner } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { memberships, organisations, users } from '@/lib/server/db/schema';

/**
 * The `owner` of an app or device in the admin views is its organisation: its id and name, and the email
 * of its first owner (docs/product.md, Organisations). Queries join `organisations` (by primary key, as
 * cheap as the users join it replaced) and select `ownerColumns`; the emails are looked up afterwards for
 * the page's organisations only, in one query, so the devices query itself reads nothing more.
 */
export const ownerColumns = { id: organisations.id, name: organisations.name };

/** The email of each organisation's first owner. */
export async function ownerEmails(orgIds: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(orgIds)];
  if (wanted.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ orgId: memberships.orgId, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.orgId, wanted), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId));
  const emails = new Map<string, string>();
  for (const row of rows) if (!emails.has(row.orgId)) emails.set(row.orgId, row.email);
  return emails;
}

/** Rows with `owner: {id, name}` given the owner's email. */
export async function withOwnerEmails<R extends { owner: { id: string; name: string } }>(
  rows: R[],
): Promise<(Omit<R, 'owner'> & { owner: Owner })[]> {
  const emails = await ownerEmails(rows.map((row) => row.owner.id));
  return rows.map((row) => ({ ...row, owner: { ...row.owner, email: emails.get(row.owner.id) ?? '' } }));
}
