import 'server-only';

import { inArray } from 'drizzle-orm';

import { getDb } from '@/lib/server/db/client';
import { apps } from '@/lib/server/db/schema';

/**
 * The organisation of each app, as the live stream needs to know whose consoles may hear of it. An app never
 * changes organisation, so what was looked up once stays true; an id never found (a deleted app) is not
 * remembered.
 */
const MAX_REMEMBERED = 50_000;

const store = globalThis as typeof globalThis & { __fleetdeckAppOwners?: Map<string, string> };

function remembered(): Map<string, string> {
  store.__fleetdeckAppOwners ??= new Map();
  return store.__fleetdeckAppOwners;
}

/** The owners of these apps, in one query for those not known yet; apps not found are left out. */
export async function appOwners(appIds: Iterable<string>): Promise<Map<string, string>> {
  const known = remembered();
  const wanted = [...new Set(appIds)];
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const db = await getDb();
    const rows = await db
      .select({ id: apps.id, orgId: apps.orgId })
      .from(apps)
      .where(inArray(apps.id, missing));
    if (known.size + rows.length > MAX_REMEMBERED) known.clear();
    for (const row of rows) known.set(row.id, row.orgId);
  }
  const owners = new Map<string, string>();
  for (const id of wanted) {
    const owner = known.get(id);
    if (owner) owners.set(id, owner);
  }
  return owners;
}
