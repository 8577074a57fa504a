import 'server-only';

import { sql } from 'drizzle-orm';

import type { Incident } from '@/lib/api/contract/incidents';
import { incidentById } from '@/lib/server/alerts/incidents/read';
import { recordAudit, type AuditSource } from '@/lib/server/audit/record';
import { getDb, rowsOf } from '@/lib/server/db/client';

/**
 * A member acknowledges an incident (docs/product.md, Incidents): someone is on it, so its growth is
 * no longer notified (detect.ts); its resolution still is. The first acknowledgement of an open incident
 * counts: another one, or one of a resolved incident, answers the incident as it is, and records nothing.
 */
export async function acknowledgeIncident(
  orgId: string,
  id: string,
  userId: string,
  source: AuditSource,
): Promise<Incident> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const incident = await incidentById(tx, orgId, id);
    // Open ones only: a resolved incident needs no one on it. The update waits for a check (or another
    // acknowledgement) holding the row, and the answer is read after it.
    const acknowledged = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update incidents set acknowledged_by = ${userId}, acknowledged_at = now()
        where org_id = ${orgId} and id = ${id} and acknowledged_at is null and status = 'open' returning id`),
    );
    if (acknowledged.length === 0) return incidentById(tx, orgId, id);
    await tx.execute(sql`
      insert into incident_events (org_id, incident_id, type, actor_id)
      values (${orgId}, ${id}, 'acknowledged', ${userId})`);
    await recordAudit(tx, {
      source,
      action: 'incident.acknowledge',
      target: { kind: 'app', id: incident.scope.appId, label: incident.scope.appName },
      orgId,
    });
    return incidentById(tx, orgId, id);
  });
}
