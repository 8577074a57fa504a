import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { LOCALES, type Locale } from '@/i18n/locales';
import type { DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/**
 * The language a user reads their notice emails in (docs/product.md, Languages): the console language
 * they last used, as its cookie said when they signed in or when the console loaded their account.
 */

/** Stores `locale` as the user's language; writes only when it changed (the console loads often). */
export async function rememberLocale(
  userId: string,
  locale: Locale | null | undefined,
  tx?: DbExecutor,
): Promise<void> {
  if (!locale) return;
  await (tx ?? (await getDb()))
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`));
}

/** A stored language as one the console has (a language since removed reads as none). */
export function storedLocale(value: string | null | undefined): Locale | undefined {
  return value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : undefined;
}

/** The user's language, or undefined when none is known (a deleted account included). */
export async function localeOfUser(userId: string): Promise<Locale | undefined> {
  const [row] = await (
    await getDb()
  )
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return storedLocale(row?.locale);
}
