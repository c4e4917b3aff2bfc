import type { Kysely } from 'kysely';
import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import type { Database } from '@/db/schema.ts';
import { pageAuditEntries } from '@/audit/audit.repository.ts';
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
  const { rows, total } = await pageAuditEntries(db, model.def.name, id, page);
  const data = rows.map((row): HistoryEntry => {
    const before = parse(row.before);
    const after = parse(row.after);
    const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return {
      id: row.id,
      action: row.action,
      at: row.created_at,
      actor:
        row.actor_id !== null
          ? { id: row.actor_id, fullname: row.fullname ?? 'Former staff member' }
          : row.actor_name
            ? { id: null, fullname: row.actor_name }
            : null,
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
  return { data, total };
}
