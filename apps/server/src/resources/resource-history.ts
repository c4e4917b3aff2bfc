import type { Kysely } from 'kysely';
import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import type { Database } from '@/db/schema.ts';
import type { ResourceModel } from './resource-model.ts';

function parse(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  const value = JSON.parse(json) as unknown;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The audit entries of one record, newest first, each with its field-level changes and actor. */
export async function loadHistory(
  db: Kysely<Database>,
  model: ResourceModel,
  id: number,
  page: { page: number; limit: number },
): Promise<{ data: HistoryEntry[]; total: number }> {
  const where = db
    .selectFrom('audit_log')
    .where('audit_log.entity', '=', model.def.name)
    .where('audit_log.entity_id', '=', String(id));
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
        'staff_users.fullname',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((row): HistoryEntry => {
    const before = parse(row.before);
    const after = parse(row.after);
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return {
      id: Number(row.id),
      action: row.action,
      at: row.created_at,
      actor: row.actor_id === null ? null : { id: row.actor_id, fullname: row.fullname ?? 'Former staff member' },
      note: row.note,
      request_id: row.request_id,
      changes: keys.map((field) => ({
        field,
        label: model.label(field),
        before: before?.[field] ?? null,
        after: after?.[field] ?? null,
      })),
    };
  });
  return { data, total: Number(count.n) };
}
