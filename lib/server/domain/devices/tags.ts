import 'server-only';

import { and, eq, sql, type SQL } from 'drizzle-orm';

import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';
import { devices } from '@/lib/server/db/schema';
import { deviceNotFound } from '@/lib/server/domain/devices/device-page';
import { deviceConditions } from '@/lib/server/domain/devices/filter';
import { parseDeviceQuery } from '@/lib/server/domain/devices/query';
import { ApiError } from '@/lib/server/http/api-error';
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
  let query;
  try {
    query = parseDeviceQuery(new URLSearchParams(input.filter ?? ''));
  } catch (error) {
    // The filter is one field of the body: its parameters at fault are named inside it.
    if (error instanceof ApiError && error.fields)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([name, rule]) => [`filter.${name}`, rule]),
        ),
      });
    throw error;
  }
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
    // The new tags of each chosen device: its own, the added, less the removed, sorted and once each.
    const result = await tx.execute(sql`
      with chosen as (
        select ${devices.orgId} as org_id, ${devices.appId} as app_id, ${devices.deviceId} as device_id,
          ${devices.tags} as tags,
          array(select distinct t from unnest(${devices.tags} || ${textArray(add)}) as t
            where t <> all(${textArray(remove)}) order by t) as next_tags
        from ${devices}
        where ${devices.orgId} = ${orgId} and ${chosenDevices(orgId, input)}
      ),
      changed as (
        update devices d set tags = c.next_tags
        from chosen c
        where d.org_id = c.org_id and d.app_id = c.app_id and d.device_id = c.device_id
          and c.next_tags is distinct from c.tags
          and cardinality(c.next_tags) <= ${TAG_MAX_COUNT}
        returning d.device_id
      )
      select (select count(*) from changed) as updated,
        (select count(*) from chosen where cardinality(next_tags) > ${TAG_MAX_COUNT}
          and next_tags is distinct from tags) as skipped,
        (select array(select device_id from changed order by device_id limit 3)) as sample,
        (select count(*) from chosen) as found`);
    const [row] = rowsOf<{ updated: unknown; skipped: unknown; sample: string[]; found: unknown }>(result);
    // A device named that is not the organisation's (or not at all) is a 404, and nothing changes.
    const named = new Set(input.devices?.map(({ appId, deviceId }) => `${appId.toLowerCase()}/${deviceId}`));
    if (input.devices && Number(row.found) < named.size) throw deviceNotFound();
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
