/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';

import { SYSTEM_SOURCE } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';
import { changeAppAsAdmin } from '@/lib/server/domain/app-admin';
import { rotateAppKey } from '@/lib/server/domain/app-keys';
import {
  appForKey,
  cachedAppForKey,
  cachedKey,
  heldKeys,
  keyForIngest,
  keyKnownUnknown,
  loadAppKeys,
} from '@/lib/server/ingest/app-key-cache';
import { setupRouteTest } from '@/test/api-route';

const { appOf, signedIn } = setupRouteTest();

/** Waits until `check` holds (the notification travels through the database). */
async function eventually(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('app key cache', () => {
  it('holds a key and reads its app again when the app row changes in the database', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    expect(await appForKey(app.appKey)).toMatchObject({ id: app.id, status: 'active' });
    expect(cachedAppForKey(app.appKey)).toMatchObject({ id: app.id, status: 'active' });
    // A change made by another console instance reaches this one only through the database.
    await (await getDb()).execute(sql`update apps set status = 'suspended' where id = ${app.id}`);
    await eventually(() => cachedAppForKey(app.appKey)?.status === 'suspended');
    expect(await appForKey(app.appKey)).toMatchObject({ id: app.id, status: 'suspended' });
  });

  it('refuses a rotated key at once in this process', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    await appForKey(app.appKey);
    const newKey = await rotateAppKey(owner.user.id, app.id, SYSTEM_SOURCE);
    expect(cachedAppForKey(app.appKey)).toBeNull();
    expect(await appForKey(app.appKey)).toBeNull();
    expect(await appForKey(newKey)).toMatchObject({ id: app.id });
  });

  it('sees a suspension and a quota at once in this process', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    await appForKey(app.appKey);
    await changeAppAsAdmin(app.id, { status: 'suspended' }, SYSTEM_SOURCE);
    expect(await appForKey(app.appKey)).toMatchObject({ status: 'suspended' });
    await (await getDb()).update(apps).set({ heartbeatQuota: 5 }).where(eq(apps.id, app.id));
    await eventually(() => cachedAppForKey(app.appKey)?.heartbeatQuota === 5);
    expect(await appForKey(app.appKey)).toMatchObject({ heartbeatQuota: 5 });
  });

  it('forgets a key revoked or given an end by another instance, through the database', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    const newKey = await rotateAppKey(owner.user.id, app.id, SYSTEM_SOURCE, 3600);
    // The rotation's own notice reaches the cache too (on PostgreSQL a moment later): cache the key after it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await appForKey(app.appKey)).toMatchObject({ id: app.id });
    expect(cachedAppForKey(app.appKey)).toMatchObject({ id: app.id });
    const db = await getDb();
    await db.execute(
      sql`update app_keys set revoked_at = now() where app_id = ${app.id} and expires_at is not null`,
    );
    await eventually(() => cachedAppForKey(app.appKey) === null);
    expect(await appForKey(app.appKey)).toBeNull();
    expect(await appForKey(newKey)).toMatchObject({ id: app.id });
    // Last-use times are written all the time: they leave the cache alone.
    await db.execute(sql`update app_keys set last_used_at = now() where app_id = ${app.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cachedAppForKey(newKey)).toMatchObject({ id: app.id });
  });

  it('holds every key from the start, so that a key of no app needs no lookup', async () => {
    const owner = await signedIn();
    const [first, second] = [await appOf(owner), await appOf(owner)];
    await loadAppKeys();
    await eventually(() => heldKeys().complete);
    // Held without any heartbeat having used them.
    expect(cachedKey(first.appKey)?.app).toMatchObject({
      id: first.id,
      orgId: owner.user.id,
      status: 'active',
    });
    expect(cachedKey(second.appKey)?.app).toMatchObject({ id: second.id });
    const [{ count }] = rowsOf<{ count: number }>(
      await (await getDb()).execute(sql`select count(*)::int as count from app_keys`),
    );
    expect(heldKeys().count).toBe(count);
    const unknown = `fdk_${'7'.repeat(32)}`;
    expect(keyKnownUnknown(unknown)).toBe(true);
    expect(keyKnownUnknown(first.appKey)).toBe(false);
    expect(await keyForIngest(unknown)).toBeNull();
  });

  it('reads the keys of an app another instance made or changed, through the database', async () => {
    const owner = await signedIn();
    const app = await appOf(owner);
    await loadAppKeys();
    await eventually(() => heldKeys().complete);
    // Another instance's app: its row and key written only in the database.
    const appKey = `fdk_${'5'.repeat(32)}`;
    await (
      await getDb()
    ).execute(
      sql`insert into apps (org_id, name, platform, bundle_id, app_key)
          values (${owner.user.id}, 'Elsewhere', 'ios', 'com.example.elsewhere', ${appKey})`,
    );
    await eventually(() => cachedKey(appKey) !== null && heldKeys().complete);
    expect(cachedKey(appKey)?.app).toMatchObject({ orgId: owner.user.id, platform: 'ios' });
    // A rotation elsewhere: the old key is held as ended, the new one as accepted.
    const db = await getDb();
    await db.execute(sql`update apps set app_key = ${`fdk_${'6'.repeat(32)}`} where id = ${app.id}`);
    await eventually(() => cachedAppForKey(`fdk_${'6'.repeat(32)}`) !== null);
    expect(cachedKey(app.appKey)?.ended).toBe(true);
    expect(cachedAppForKey(app.appKey)).toBeNull();
  });
});
