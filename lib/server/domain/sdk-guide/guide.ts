import 'server-only';

import { desc, eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import type { SdkGuide } from '@/lib/api/types';
import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb, type Db } from '@/lib/server/db/client';
import { sdkGuideVersions, users } from '@/lib/server/db/schema';
import { defaultSdkGuide } from '@/lib/server/domain/sdk-guide/default-guide';
import { renderGuideHtml } from '@/lib/server/domain/sdk-guide/render';

/**
 * The SDK integration guide, one per console language: the newest version saved in that language, or
 * that language's built-in default while none was saved, with its HTML rendered and sanitized here.
 * Saving adds a version of one language and keeps the earlier ones; other languages are left alone.
 */
/** The newest version saved in `locale` with its author, or undefined while none was saved. */
async function newestVersion(db: Pick<Db, 'select'>, locale: Locale) {
  const [row] = await db
    .select({
      markdown: sdkGuideVersions.markdown,
      createdAt: sdkGuideVersions.createdAt,
      userId: users.id,
      userName: users.name,
    })
    .from(sdkGuideVersions)
    .leftJoin(users, eq(users.id, sdkGuideVersions.createdBy))
    .where(eq(sdkGuideVersions.locale, locale))
    .orderBy(desc(sdkGuideVersions.createdAt))
    .limit(1);
  return row;
}

type VersionRow = NonNullable<Awaited<ReturnType<typeof newestVersion>>>;

function whoAndWhen(row: VersionRow | undefined): Pick<SdkGuide, 'updatedAt' | 'updatedBy'> {
  if (!row) return { updatedAt: null, updatedBy: null };
  return {
    updatedAt: row.createdAt.toISOString(),
    // Null when the account that saved it was deleted since.
    updatedBy: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
  };
}

function guideOf(locale: Locale, row: VersionRow | undefined): SdkGuide {
  const markdown = row?.markdown ?? defaultSdkGuide(locale);
  return { locale, markdown, html: renderGuideHtml(markdown), ...whoAndWhen(row) };
}

export async function getSdkGuide(locale: Locale): Promise<SdkGuide> {
  return guideOf(locale, await newestVersion(await getDb(), locale));
}

// Any constant will do: the same for every console instance sharing a database (db/client.ts has 4_242_001).
const SAVE_LOCK_ID = 4_242_002;

export type SaveSdkGuideResult =
  | { saved: SdkGuide; conflict?: undefined }
  /** Another version was saved since the draft's base: who saved it and when (nothing was written). */
  | { saved?: undefined; conflict: Pick<SdkGuide, 'updatedAt' | 'updatedBy'> };

/**
 * Saves a new version of the guide in `locale`. With `baseUpdatedAt` (the `updatedAt` the draft started
 * from, null for the default guide) it is saved only while that is still the language's newest version;
 * undefined saves regardless. Saves take turns under a transaction lock, so two admins saving from one
 * base cannot both pass the check. Each version is stamped at least 1 ms after the previous one of its
 * language: `updatedAt` has millisecond precision, so every version is told apart by it, and the order
 * of versions is the order of saves.
 */
export async function saveSdkGuide(
  locale: Locale,
  markdown: string,
  userId: string,
  source: AuditSource,
  baseUpdatedAt?: string | null,
): Promise<SaveSdkGuideResult> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_ID})`);
    const newest = await newestVersion(tx, locale);
    const newestAt = newest ? newest.createdAt.getTime() : null;
    const baseAt = baseUpdatedAt == null ? baseUpdatedAt : Date.parse(baseUpdatedAt);
    if (baseAt !== undefined && baseAt !== newestAt) return { conflict: whoAndWhen(newest) };
    // The audit entry says which language was saved and how long it was and is (in characters), not
    // what it says.
    const before = String((newest?.markdown ?? defaultSdkGuide(locale)).length);
    await recordAudit(tx, {
      source,
      action: 'guide.save',
      target: { kind: 'guide', id: null, label: 'SDK integration guide' },
      orgId: null,
      changes: [
        { field: 'language', before: null, after: locale },
        { field: 'length', before, after: String(markdown.length) },
      ],
    });
    await tx.insert(sdkGuideVersions).values({
      locale,
      markdown,
      createdBy: userId,
      createdAt: sql`greatest(clock_timestamp(), (select max(${sdkGuideVersions.createdAt}) from ${sdkGuideVersions} where ${sdkGuideVersions.locale} = ${locale}) + interval '1 millisecond')`,
    });
    // Read back under the lock: this version, not one saved a moment later.
    return { row: await newestVersion(tx, locale) };
  });
  if (outcome.conflict) return { conflict: outcome.conflict };
  if (!outcome.row) throw new Error('The saved guide version could not be read back');
  return { saved: guideOf(locale, outcome.row) };
}
