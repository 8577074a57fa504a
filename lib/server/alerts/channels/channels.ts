import 'server-only';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { EmailChannel } from '@/lib/api/contract/channels';
import { deleteListedChannel } from '@/lib/server/alerts/channels/rule-channels';
import { change, recordAudit, type AuditSource, type DbExecutor } from '@/lib/server/audit/record';
import { getDb } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { memberships, notificationChannels, organisations, users } from '@/lib/server/db/schema';
import { isUuid } from '@/lib/server/domain/access';
import { ApiError } from '@/lib/server/http/api-error';
import { CHANNELS_PER_ORG, type ChannelChangesInput, type NewChannelInput } from '@/lib/validations/channels';
import { NAME_TAKEN, ONE_OF } from '@/lib/validations/messages';

/**
 * Email channels (docs/product.md, Email channels): an organisation's named groups of members, to whom
 * the incidents of the apps whose alert rule lists the channel are mailed (mails.ts). Every member sees
 * them; whoever manages alerts makes, changes and deletes them.
 */

export function channelNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'There is no such email channel');
}

/** A channel's id from its path: a malformed one is as unknown as another organisation's. */
export async function channelIdParam(params: Promise<{ id: string }>): Promise<string> {
  const { id } = await params;
  if (!isUuid(id)) throw channelNotFound();
  return id.toLowerCase();
}

function nameTaken(): ApiError {
  return new ApiError(409, 'name_taken', 'The organisation has an email channel of this name', {
    fields: { name: NAME_TAKEN },
  });
}

type Row = typeof notificationChannels.$inferSelect;

/** The members among `ids`, by id (who has left the organisation is not one). */
async function membersOf(db: DbExecutor, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.userId, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

async function toChannels(db: DbExecutor, orgId: string, rows: readonly Row[]): Promise<EmailChannel[]> {
  const members = await membersOf(db, orgId, [...new Set(rows.flatMap((row) => row.recipientIds))]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    recipients: row.recipientIds.flatMap((id) => members.get(id) ?? []),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The recipients as stored: members only, else 400 naming `recipientIds`. */
async function checkedRecipients(tx: DbExecutor, orgId: string, ids: readonly string[]): Promise<string[]> {
  const members = await membersOf(tx, orgId, ids);
  if (ids.some((id) => !members.has(id)))
    throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
      fields: { recipientIds: ONE_OF },
    });
  return [...ids];
}

/** The recipients in words, for the audit log: their names, as they are now. */
async function recipientsText(tx: DbExecutor, orgId: string, ids: readonly string[]): Promise<string | null> {
  const members = await membersOf(tx, orgId, ids);
  return ids.flatMap((id) => members.get(id)?.name ?? []).join(', ') || null;
}

/** The organisation's channels, by name. */
export async function listChannels(orgId: string): Promise<EmailChannel[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notificationChannels)
    .where(eq(notificationChannels.orgId, orgId))
    .orderBy(asc(sql`lower(${notificationChannels.name})`), asc(notificationChannels.id));
  return toChannels(db, orgId, rows);
}

export async function channelById(db: DbExecutor, orgId: string, id: string): Promise<EmailChannel> {
  const [row] = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.orgId, orgId), eq(notificationChannels.id, id)));
  if (!row) throw channelNotFound();
  return (await toChannels(db, orgId, [row]))[0];
}

export async function createChannel(
  orgId: string,
  input: NewChannelInput,
  source: AuditSource,
): Promise<EmailChannel> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // The organisation's row is locked, so two calls at once cannot both take the last place.
      await tx.execute(
        sql`select 1 from ${organisations} where ${organisations.id} = ${orgId} for no key update`,
      );
      if ((await tx.$count(notificationChannels, eq(notificationChannels.orgId, orgId))) >= CHANNELS_PER_ORG)
        throw new ApiError(
          409,
          'limit_reached',
          `An organisation has at most ${CHANNELS_PER_ORG} email channels`,
        );
      const recipientIds = await checkedRecipients(tx, orgId, input.recipientIds);
      const [row] = await tx
        .insert(notificationChannels)
        .values({ orgId, name: input.name, recipientIds })
        .returning();
      await recordAudit(tx, {
        source,
        action: 'channel.create',
        orgId,
        target: { kind: 'channel', id: row.id, label: row.name },
        changes: [
          ...change('name', null, row.name),
          ...change('recipients', null, await recipientsText(tx, orgId, recipientIds)),
        ],
      });
      return (await toChannels(tx, orgId, [row]))[0];
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateChannel(
  orgId: string,
  id: string,
  input: ChannelChangesInput,
  source: AuditSource,
): Promise<EmailChannel> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(notificationChannels)
        .where(and(eq(notificationChannels.orgId, orgId), eq(notificationChannels.id, id)))
        .for('update');
      if (!before) throw channelNotFound();
      const recipientIds =
        input.recipientIds === undefined
          ? before.recipientIds
          : await checkedRecipients(tx, orgId, input.recipientIds);
      const [row] = await tx
        .update(notificationChannels)
        .set({ name: input.name ?? before.name, recipientIds })
        .where(and(eq(notificationChannels.orgId, orgId), eq(notificationChannels.id, id)))
        .returning();
      const changes = [
        ...change('name', before.name, row.name),
        ...change(
          'recipients',
          await recipientsText(tx, orgId, before.recipientIds),
          await recipientsText(tx, orgId, recipientIds),
        ),
      ];
      if (changes.length > 0)
        await recordAudit(tx, {
          source,
          action: 'channel.update',
          orgId,
          target: { kind: 'channel', id, label: row.name },
          changes,
        });
      return (await toChannels(tx, orgId, [row]))[0];
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes the channel and takes it out of the rules that list it (rule-channels.ts). */
export async function deleteChannel(orgId: string, id: string, source: AuditSource): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) =>
    deleteListedChannel(tx, orgId, id, source, async () => {
      const [row] = await tx
        .delete(notificationChannels)
        .where(and(eq(notificationChannels.orgId, orgId), eq(notificationChannels.id, id)))
        .returning();
      if (!row) throw channelNotFound();
      await recordAudit(tx, {
        source,
        action: 'channel.delete',
        orgId,
        target: { kind: 'channel', id, label: row.name },
        changes: [
          ...change('name', row.name, null),
          ...change('recipients', await recipientsText(tx, orgId, row.recipientIds), null),
        ],
      });
    }),
  );
}
