import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';

import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { devices } from '@/lib/server/db/schema';
import { deviceNotFound } from '@/lib/server/domain/devices/device-page';
import { deviceConditions } from '@/lib/server/domain/devices/filter';
import { parseDeviceQueryField } from '@/lib/server/domain/devices/query';
import { TAG_MAX_COUNT } from '@/lib/validations/device-labels';
import type { DeviceTagsInput } from '@/lib/validations/device-tags';

/**
 * Tags on devices (docs/product.md, Attributes and tags): added and removed on chosen devices, or on
 * every device a table's filter matches, in one statement and one audit entry. A device that would end
 * up with more than TAG_MAX_COUNT tags is left as it was and counted as `skipped`. Named devices must all
 * be the organisation's: else 404 not_found, and nothing changes.
 */
export interface TagsChanged {
  updated: number;
  skipped: number;
}

const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The devices a call names: its list (each of the organisation's), or its filter's matches. */
function chosenDevices(orgId: string, input: DeviceTagsInput): SQL {
  if (input.devices) {
    const keys = JSON.stringify(
      input.devices.map(({ appId, deviceId }) => ({ app_id: appId, device_id: deviceId })),
    );
    return sql`(${devices.appId}, ${devices.deviceId}) in (select t.app_id, t.device_id
      from jsonb_to_recordset(${keys}::jsonb) as t(app_id uuid, device_id text))`;
  }
  const query = parseDeviceQueryField(input.filter ?? '', 'filter');
  return sql`${and(eq(devices.orgId, orgId), ...deviceConditions(query))}`;
}

export async function changeDeviceTags(
  orgId: string,
  input: DeviceTagsInput,
  source: AuditSource,
): Promise<TagsChanged> {
  const add = [...new Set(input.add)].sort();
  const remove = [...new Set(input.remove)].filter((tag) => !add.includes(tag)).sort();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const chosen = sql`${devices.orgId} = ${orgId} and ${chosenDevices(orgId, input)}`;
    // First the chosen devices are locked in the key order the heartbeat's batches lock in
    // (lib/server/ingest/commit.ts), so that a bulk change and a batch never wait on each other in a
    // circle; a change made meanwhile by another call is then read by the update below (a new
    // statement sees it), not overwritten.
    const [{ found }] = rowsOf<{ found: unknown }>(
      await tx.execute(sql`select count(*) as found from (
        select 1 from ${devices} where ${chosen}
        order by ${devices.orgId}, ${devices.appId}, ${devices.deviceId} for update) locked`),
    );
    // A device named that is not the organisation's (or not at all) is a 404, and nothing changes.
    const named = new Set(input.devices?.map(({ appId, deviceId }) => `${appId.toLowerCase()}/${deviceId}`));
    if (input.devices && Number(found) < named.size) throw deviceNotFound();
    // The new tags of each chosen device, from its row as it is now: its own, the added, less the
    // removed, sorted and once each.
    const next = sql`array(select distinct t from unnest(${devices.tags} || ${textArray(add)}) as t
      where t <> all(${textArray(remove)}) order by t)`;
    const result = await tx.execute(sql`
      with changed as (
        update ${devices} set tags = ${next}
        where ${chosen} and ${next} is distinct from ${devices.tags} and cardinality(${next}) <= ${TAG_MAX_COUNT}
        returning ${devices.deviceId} as device_id
      )
      select (select count(*) from changed) as updated,
        (select count(*) from ${devices} where ${chosen} and cardinality(${next}) > ${TAG_MAX_COUNT}
          and ${next} is distinct from ${devices.tags}) as skipped,
        (select array(select device_id from changed order by device_id limit 3)) as sample`);
    const [row] = rowsOf<{ updated: unknown; skipped: unknown; sample: string[] }>(result);
    const updated = Number(row.updated);
    const skipped = Number(row.skipped);
    if (updated > 0)
      await recordAudit(tx, {
        source,
        action: 'device.tags_change',
        orgId,
        target: {
          kind: 'device',
          id:
            updated === 1 && input.devices?.length === 1
              ? `${input.devices[0].appId}/${row.sample[0]}`
              : null,
          label: updated > row.sample.length ? `${row.sample.join(', ')}, …` : row.sample.join(', '),
        },
        changes: [
          ...(add.length > 0 ? [{ field: 'tagsAdded' as const, before: null, after: add.join(', ') }] : []),
          ...(remove.length > 0
            ? [{ field: 'tagsRemoved' as const, before: null, after: remove.join(', ') }]
            : []),
          { field: 'devicesUpdated', before: null, after: String(updated) },
        ],
      });
    return { updated, skipped };
  });
}
