import { desc, eq } from 'drizzle-orm';

import type { SdkGuide } from '@/lib/api/types';
import { getDb } from '@/lib/server/db/client';
import { sdkGuideVersions, users } from '@/lib/server/db/schema';
import { renderGuideHtml } from '@/lib/server/markdown';
import { DEFAULT_SDK_GUIDE } from '@/lib/server/sdk-guide-default';

/**
 * The SDK integration guide: the newest saved version, or the built-in default while none was saved,
 * with its HTML rendered and sanitized here. Saving adds a version and keeps the earlier ones.
 */
export async function getSdkGuide(): Promise<SdkGuide> {
  const db = await getDb();
  const [row] = await db
    .select({
      markdown: sdkGuideVersions.markdown,
      createdAt: sdkGuideVersions.createdAt,
      userId: users.id,
      userName: users.name,
    })
    .from(sdkGuideVersions)
    .leftJoin(users, eq(users.id, sdkGuideVersions.createdBy))
    .orderBy(desc(sdkGuideVersions.createdAt))
    .limit(1);
  if (!row) {
    return {
      markdown: DEFAULT_SDK_GUIDE,
      html: renderGuideHtml(DEFAULT_SDK_GUIDE),
      updatedAt: null,
      updatedBy: null,
    };
  }
  return {
    markdown: row.markdown,
    html: renderGuideHtml(row.markdown),
    updatedAt: row.createdAt.toISOString(),
    // Null when the account that saved it was deleted since.
    updatedBy: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
  };
}

export async function saveSdkGuide(markdown: string, userId: string): Promise<SdkGuide> {
  const db = await getDb();
  await db.insert(sdkGuideVersions).values({ markdown, createdBy: userId });
  return getSdkGuide();
}
