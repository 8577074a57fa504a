import 'server-only';

import { count, desc, sql } from 'drizzle-orm';

import type { ContactMessage, ContactMessagePage } from '@/lib/api/types';
import { serverConfig } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError, rateLimited } from '@/lib/server/http/api-error';
import { rateLimiter } from '@/lib/server/rate-limit/limiter';
import type { ContactInput } from '@/lib/validations/contact';
import { ONE_OF } from '@/lib/validations/messages';

/**
 * The public contact form's messages: kept when a visitor sends one, read by the admins page by page,
 * newest first (created_at desc, then id desc, so messages of the same instant keep one order).
 */

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/**
 * Keeps a message from the public contact form, for the admins to read. A sender (by address) who
 * sends too many in a window is refused with 429 `rate_limited` (`CONTACT_RATE_LIMIT`).
 */
export async function storeContactMessage(
  input: ContactInput,
  clientIp: string,
): Promise<StoredContactMessage> {
  const limit = await rateLimiter('contact', serverConfig().contactRateLimit)?.hit(`ip:${clientIp}`);
  if (limit?.limited) throw rateLimited(limit.retryAfterSeconds);
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}

export const CONTACT_MESSAGES_DEFAULT_LIMIT = 10;
export const CONTACT_MESSAGES_MAX_LIMIT = 100;

/** Where a page starts: after (older than) this message. */
interface ContactCursor {
  /** created_at to the microsecond, as PostgreSQL keeps it (a JS Date would drop the last three digits). */
  createdAt: string;
  id: string;
}

export interface ContactMessagesQuery {
  limit: number;
  before?: ContactCursor;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: they only pass back what `nextCursor` said. */
function encodeCursor(cursor: ContactCursor): string {
  return Buffer.from(`${cursor.createdAt}_${cursor.id}`).toString('base64url');
}

function decodeCursor(raw: string): ContactCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  const [createdAt, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('_');
  if (rest.length > 0 || !createdAt || !id || !CURSOR_TIME.test(createdAt) || !isUuid(id)) return null;
  // A real instant, as PostgreSQL reads it: JavaScript would take 2025-02-30 for March 2.
  const time = Date.parse(createdAt);
  if (!(time >= 0) || new Date(time).toISOString().slice(0, 19) !== createdAt.slice(0, 19)) return null;
  return { createdAt, id: id.toLowerCase() };
}

/**
 * The admin list's query string: `limit=1..100` (10 when absent) and `before=<cursor>`, the
 * `nextCursor` of the page before. Anything else is a 400 validation_failed naming the parameter
 * ('oneOf': not one of the values the API accepts), never a guess nor a 500.
 */
export function parseContactMessagesQuery(params: URLSearchParams): ContactMessagesQuery {
  const rawLimit = params.get('limit')?.trim() || String(CONTACT_MESSAGES_DEFAULT_LIMIT);
  const limit = /^\d{1,3}$/.test(rawLimit) ? Number(rawLimit) : NaN;
  const rawBefore = params.get('before')?.trim();
  const before = rawBefore ? decodeCursor(rawBefore) : undefined;

  const fields: Record<string, string> = {};
  if (!(limit >= 1 && limit <= CONTACT_MESSAGES_MAX_LIMIT)) fields.limit = ONE_OF;
  if (before === null) fields.before = ONE_OF;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'Some query parameters are not valid', { fields });
  }
  return { limit, before: before ?? undefined };
}

/**
 * One page of messages, newest first, from `before` on (keyset paging: served by the index on
 * (created_at, id), however deep the page, and a message arriving meanwhile shifts nothing).
 * `total` counts every message; `nextCursor` is null on the last page.
 */
export async function listContactMessages(query: ContactMessagesQuery): Promise<ContactMessagePage> {
  const db = await getDb();
  const { before } = query;
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      cursorTime: sql<string>`to_char(${contactMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(contactMessages)
    .where(
      before
        ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    // One more than asked: whether it comes says whether there is a next page.
    .limit(query.limit + 1);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const data: ContactMessage[] = page.map(({ id, name, email, message, createdAt }) => ({
    id,
    name,
    email,
    message,
    createdAt: createdAt.toISOString(),
  }));
  return {
    data,
    total,
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null,
  };
}
