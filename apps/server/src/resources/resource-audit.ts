import type { Kysely } from 'kysely';
import { writeAudit } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import type { Actor, ApiRecord, RecordData } from './resource-hooks.ts';
import type { ResourceModel } from './resource-model.ts';

/** Who an audit entry names: a staff member, a named non-staff actor (the Scheduler), or the record's outside author (neither). */
export type AuditActor = { actor: Actor | null; actorName?: string; requestId: string };

/** The audit entries of one resource, each written in the transaction of its change. */
export function resourceAudit(model: ResourceModel) {
  return (
    trx: Kysely<Database>,
    who: AuditActor,
    now: string,
    action: string,
    id: number,
    before?: unknown,
    after?: unknown,
    note?: string | null,
  ) =>
    writeAudit(trx, {
      actorId: who.actor?.id ?? null,
      actorName: who.actorName,
      action,
      entity: model.def.name,
      entityId: id,
      before,
      after,
      note,
      requestId: who.requestId,
      at: now,
    });
}

/**
 * The column values `data` would write over `current` and the names of those that differ; an
 * empty list means saving changes nothing (no new version, no audit entry).
 */
export function changedColumns(
  model: ResourceModel,
  current: ApiRecord,
  data: RecordData,
): { columns: Record<string, unknown>; stored: Record<string, unknown>; changed: string[] } {
  const columns = model.toColumns(data);
  const stored = model.toColumns(model.snapshot(current));
  const changed = Object.keys(columns).filter((k) => JSON.stringify(columns[k]) !== JSON.stringify(stored[k]));
  return { columns, stored, changed };
}
