import 'server-only';

import { and, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';

import type { AdminOrg, AdminOrgList } from '@/lib/api/contract/orgs';
import { getDb } from '@/lib/server/db/client';
import { apps, devices, memberships, organisations, users } from '@/lib/server/db/schema';
import { containsPattern } from '@/lib/server/domain/devices/filter';
import { deviceOnline } from '@/lib/server/domain/devices/online';
import { ApiError } from '@/lib/server/http/api-error';
import { MAX_QUERY_LENGTH } from '@/lib/table/defaults';

/**
 * Every organisation as a platform admin sees it (docs/product.md, Organisations): the admin user
 * dashboard's list, `GET /api/admin/orgs`. All of them in one answer, like the customers and the
 * apps of the admin pages (a platform has hundreds, not millions): the table sorts and pages in the
 * browser.
 */

export interface AdminOrgsQuery {
  /** Trimmed, control characters removed; '' = every organisation. */
  search: string;
}

/** `?search=`: a part of the name or of an owner's email. Longer than a search box takes: a 400. */
export function parseAdminOrgsQuery(params: URLSearchParams): AdminOrgsQuery {
  const search = (params.get('search') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (search.length > MAX_QUERY_LENGTH) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', {
      fields: { search: `maxLength:${MAX_QUERY_LENGTH}` },
    });
  }
  return { search };
}

/**
 * The organisations, newest first, with their counts and owners, in one statement: each count is a
 * subquery grouped by organisation and joined once (never a query per organisation).
 */
export async function listAdminOrgs({ search }: AdminOrgsQuery): Promise<AdminOrgList> {
  const db = await getDb();
  const memberCounts = db
    .select({ orgId: memberships.orgId, n: count().as('member_count') })
    .from(memberships)
    .groupBy(memberships.orgId)
    .as('member_counts');
  const appCounts = db
    .select({ orgId: apps.orgId, n: count().as('app_count') })
    .from(apps)
    .groupBy(apps.orgId)
    .as('app_counts');
  const deviceCounts = db
    .select({
      orgId: devices.orgId,
      total: count().as('device_count'),
      online: sql<number>`count(*) filter (where ${deviceOnline(devices.lastSeen, devices.appId)})`.as(
        'online_count',
      ),
    })
    .from(devices)
    .groupBy(devices.orgId)
    .as('device_counts');
  const ownerLists = db
    .select({
      orgId: memberships.orgId,
      owners: sql<
        AdminOrg['owners']
      >`json_agg(json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email}) order by ${memberships.createdAt}, ${users.id})`.as(
        'owner_list',
      ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.role, 'owner'))
    .groupBy(memberships.orgId)
    .as('owner_lists');

  const pattern = search ? containsPattern(search) : null;
  const matches = pattern
    ? or(
        ilike(organisations.name, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(
              and(
                eq(memberships.orgId, organisations.id),
                eq(memberships.role, 'owner'),
                ilike(users.email, pattern),
              ),
            ),
        ),
      )
    : undefined;

  const rows = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      createdAt: organisations.createdAt,
      members: sql<number>`coalesce(${memberCounts.n}, 0)`.mapWith(Number),
      apps: sql<number>`coalesce(${appCounts.n}, 0)`.mapWith(Number),
      devices: sql<number>`coalesce(${deviceCounts.total}, 0)`.mapWith(Number),
      onlineDevices: sql<number>`coalesce(${deviceCounts.online}, 0)`.mapWith(Number),
      owners: ownerLists.owners,
    })
    .from(organisations)
    .leftJoin(memberCounts, eq(memberCounts.orgId, organisations.id))
    .leftJoin(appCounts, eq(appCounts.orgId, organisations.id))
    .leftJoin(deviceCounts, eq(deviceCounts.orgId, organisations.id))
    .leftJoin(ownerLists, eq(ownerLists.orgId, organisations.id))
    .where(matches)
    .orderBy(desc(organisations.createdAt), desc(organisations.id));

  const data = rows.map(({ createdAt, owners, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    owners: (typeof owners === 'string' ? (JSON.parse(owners) as AdminOrg['owners']) : owners) ?? [],
  }));
  return { data, total: data.length };
}
