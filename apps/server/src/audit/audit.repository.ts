import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { appendAudit } from './audit-chain.repository.ts';

export type AuditEntry = {
  actorId: number | null;
  /** A non-staff actor by name (the Scheduler); leave out for staff and for a record's own author. */
  actorName?: string | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
  requestId?: string | null;
  at: string;
};

/** Write one audit entry; pass the transaction of the change so both land or neither does. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await appendAudit(db, [
    {
      actor_id: entry.actorId,
      actor_name: entry.actorName ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      note: entry.note ?? null,
      request_id: entry.requestId ?? null,
      created_at: entry.at,
    },
  ]);
}

/** The changed fields between two versions of a record, for compact audit entries. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** One stored audit entry with its actor's name (null when the actor is not, or no longer, staff). */
export type AuditRow = {
  id: number;
  action: string;
  created_at: string;
  before: string | null;
  after: string | null;
  note: string | null;
  request_id: string | null;
  actor_id: number | null;
  actor_name: string | null;
  fullname: string | null;
};

/** The audit entries of one record, newest first, a page at a time, with the total. */
export async function pageAuditEntries(
  db: Kysely<Database>,
  entity: string,
  entityId: string | number,
  page: { page: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = db
    .selectFrom('audit_log')
    .where('audit_log.entity', '=', entity)
    .where('audit_log.entity_id', '=', String(entityId));
  const [rows, count] = await Promise.all([
    where
      .leftJoin('staff_users', 'staff_users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.created_at',
        'audit_log.before',
        'audit_log.after',
        'audit_log.note',
        'audit_log.request_id',
        'audit_log.actor_id',
        'audit_log.actor_name',
        'staff_users.fullname',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(count.n) };
}
