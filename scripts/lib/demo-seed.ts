import { and, eq, sql } from 'drizzle-orm';

import { ensureAdmin } from '@/lib/server/auth/ensure-admin';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { normalizeEmail } from '@/lib/server/auth/users';
import { getDb } from '@/lib/server/db/client';
import { apps, contactMessages, deviceActivity, devices, users } from '@/lib/server/db/schema';
import { orgOfApp } from '@/lib/server/db/tenant';
import { generateAppKey } from '@/lib/server/domain/apps';
import { ensurePersonalOrg } from '@/lib/server/domain/personal-org';

import {
  APP_VERSIONS,
  DEMO_CONTACT_MESSAGES,
  DEMO_CUSTOMERS,
  DEVICE_CATALOGS,
  SDK_VERSIONS,
  type DemoApp,
} from './demo-data';

/**
 * Fills the database with demo accounts, apps, devices and 30 days of activity, safely re-runnable:
 * accounts are found by email, apps by owner and name, devices have ids derived from their app and
 * number (ON CONFLICT DO NOTHING), and history is written only for devices created by this run.
 * Each run also brings a fixed ~12% of the devices of active apps online now, so a demo started
 * later still shows online devices. The bulk work is a few INSERT ... SELECT over generate_series.
 */
export interface SeedOptions {
  adminEmail: string;
  /** The one password of every demo account. */
  password: string;
  /** Multiplies every app's device count (tests use a small scale). */
  scale?: number;
}

export interface SeedSummary {
  accounts: { email: string; role: 'admin' | 'customer' }[];
  apps: number;
  devices: number;
  devicesCreated: number;
  activityRows: number;
}

async function ensureCustomer(name: string, email: string, password: string): Promise<string> {
  const db = await getDb();
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!existing) {
    const [row] = await db
      .insert(users)
      .values({
        name,
        email: normalizeEmail(email),
        passwordHash: await hashPassword(password),
        role: 'customer',
      })
      .returning({ id: users.id, name: users.name });
    return ensurePersonalOrg(db, row);
  }
  if (!(await verifyPassword(password, existing.passwordHash))) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, existing.id));
    await revokeUserSessions(existing.id);
  }
  return ensurePersonalOrg(db, existing);
}

async function ensureApp(orgId: string, app: DemoApp): Promise<string> {
  const db = await getDb();
  const [existing] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.orgId, orgId), eq(apps.name, app.name)));
  if (existing) return existing.id;
  const [row] = await db
    .insert(apps)
    .values({
      orgId,
      name: app.name,
      platform: app.platform,
      bundleId: app.bundleId,
      appKey: generateAppKey(),
      status: app.status ?? 'active',
    })
    .returning({ id: apps.id });
  return row.id;
}

/** A SQL text array of constants written by us (quotes doubled all the same). */
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

/** An element of `values` picked by a stable hash of the device id and a salt. */
const pick = (values: string[], salt: string) =>
  sql`(${textArray(values)})[1 + abs(hashtext(id || ${salt})) % ${sql.raw(String(values.length))}]`;

/**
 * Creates the app's missing devices (ids look like the UUIDs SDKs generate, derived from app and
 * number) and, for those only, their hourly activity: more in the (UTC) daytime than at night,
 * always in the hour of their last heartbeat. Returns [devices created, activity rows written].
 */
async function seedDevices(appId: string, app: DemoApp, count: number): Promise<[number, number]> {
  const db = await getDb();
  const catalog = DEVICE_CATALOGS[app.platform];
  const result = await db.execute(sql`
    with numbered as (
      select md5(${appId}::text || ':' || g) as h from generate_series(1, ${count}::int) g
    ),
    candidates as (
      select
        substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12) as id,
        now() - interval '10 minutes' - random() * interval '45 days' as first_seen,
        random() as r
      from numbered
    ),
    created as (
      insert into ${devices} (org_id, app_id, device_id, platform, os_version, model, sdk_version, app_version,
        first_seen, last_seen)
      select ${orgOfApp(appId)}, ${appId}, id, ${app.platform}, ${pick(catalog.osVersions, 'os')}, ${pick(catalog.models, 'model')},
        ${pick(SDK_VERSIONS, 'sdk')}, ${pick(APP_VERSIONS, 'app')}, first_seen,
        now() - (now() - first_seen) * power(r, 3)
      from candidates
      on conflict (org_id, app_id, device_id) do nothing
      returning org_id, app_id, device_id, first_seen, last_seen
    ),
    -- The charts read hours of the last 24 h and days of the last 30: older days need one row per
    -- active day only (weekdays busier), the last 24 h a row per active hour (daytime busier).
    days as (
      select c.org_id, c.app_id, c.device_id, d + floor(random() * 24) * interval '1 hour' as hour, c.first_seen, c.last_seen
      from created c
      cross join lateral generate_series(
        date_trunc('day', greatest(c.first_seen, now() - interval '31 days'), 'UTC'),
        now() - interval '24 hours',
        interval '1 day'
      ) d
      where random() < case when extract(isodow from d at time zone 'UTC') >= 6 then 0.35 else 0.6 end
    ),
    hours as (
      select c.org_id, c.app_id, c.device_id, h as hour
      from created c
      cross join lateral generate_series(
        date_trunc('hour', greatest(c.first_seen, now() - interval '24 hours'), 'UTC'),
        date_trunc('hour', c.last_seen, 'UTC'),
        interval '1 hour'
      ) h
      where h = date_trunc('hour', c.last_seen, 'UTC')
        or random() < 0.1 + 0.4 * (1 + sin(2 * pi() * (extract(hour from h at time zone 'UTC') - 9) / 24)) / 2
    ),
    activity as (
      insert into ${deviceActivity} (org_id, app_id, hour, device_id)
      select org_id, app_id, date_trunc('hour', hour, 'UTC'), device_id from days
      where hour between date_trunc('hour', first_seen, 'UTC') and last_seen
      union all
      select org_id, app_id, hour, device_id from hours
      on conflict do nothing
      returning 1
    )
    select (select count(*) from created)::int as devices, (select count(*) from activity)::int as activity
  `);
  const [row] = (result as unknown as { rows: { devices: number; activity: number }[] }).rows;
  return [Number(row.devices), Number(row.activity)];
}

/**
 * Brings the same ~12% of the app's devices online now, with activity in this hour and in about half
 * of the hours before it (since they first appeared, up to 24 h back), as devices in use would have.
 * The hours are picked by a hash, so a second run in the same hour writes nothing new.
 */
async function bringOnline(appId: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    with online as (
      update ${devices} set last_seen = now() - make_interval(secs => abs(hashtext(device_id || 'seen')) % 240)
      where org_id = ${orgOfApp(appId)} and app_id = ${appId} and abs(hashtext(device_id || 'online')) % 100 < 12
      returning org_id, app_id, device_id, first_seen, last_seen
    )
    insert into ${deviceActivity} (org_id, app_id, hour, device_id)
    select o.org_id, o.app_id, h, o.device_id
    from online o
    cross join lateral generate_series(
      date_trunc('hour', greatest(o.first_seen, now() - interval '23 hours'), 'UTC'),
      date_trunc('hour', o.last_seen, 'UTC'),
      interval '1 hour'
    ) h
    where h = date_trunc('hour', o.last_seen, 'UTC')
      or abs(hashtext(o.device_id || extract(epoch from h)::bigint::text)) % 100 < 60
    on conflict do nothing
  `);
}

async function ensureContactMessages(): Promise<void> {
  const db = await getDb();
  for (const message of DEMO_CONTACT_MESSAGES) {
    const [existing] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.email, message.email), eq(contactMessages.message, message.message)));
    if (!existing) await db.insert(contactMessages).values(message);
  }
}

export async function seedDemo({ adminEmail, password, scale = 1 }: SeedOptions): Promise<SeedSummary> {
  const db = await getDb();
  const { user: admin } = await ensureAdmin(adminEmail, password);
  const summary: SeedSummary = {
    accounts: [{ email: admin.email, role: 'admin' }],
    apps: 0,
    devices: 0,
    devicesCreated: 0,
    activityRows: 0,
  };
  for (const customer of DEMO_CUSTOMERS) {
    const ownerId = await ensureCustomer(customer.name, customer.email, password);
    summary.accounts.push({ email: customer.email, role: 'customer' });
    for (const app of customer.apps) {
      const appId = await ensureApp(ownerId, app);
      const count = Math.max(1, Math.round(app.devices * scale));
      const [created, activity] = await seedDevices(appId, app, count);
      if ((app.status ?? 'active') === 'active') await bringOnline(appId);
      summary.apps += 1;
      summary.devices += count;
      summary.devicesCreated += created;
      summary.activityRows += activity;
    }
  }
  await ensureContactMessages();
  // Fresh statistics, so that the planner sees the bulk-loaded tables as they are.
  await db.execute(sql`analyze ${devices}`);
  await db.execute(sql`analyze ${deviceActivity}`);
  return summary;
}
