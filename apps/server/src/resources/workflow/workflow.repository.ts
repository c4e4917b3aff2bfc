import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { asDynamic } from '@/db/dynamic-db.ts';
import type { ResourceModel } from '../resource-model.ts';

/** The columns a workflow table keeps beside the record's fields (table kit, workflow option). */
export type WorkflowInternals = {
  /** The staff member who last edited the content; null when its outside author wrote it last. */
  edited_by: number | null;
  /** JSON of the published version while a change to it (REQUEST) is reviewed. */
  live_snapshot: string | null;
};

/** The internals' columns, for a read of the record that takes them along (keepInternals). */
export const WORKFLOW_INTERNALS: readonly string[] = ['edited_by', 'live_snapshot'];

const kept = new WeakMap<object, WorkflowInternals>();

/**
 * A record read with WORKFLOW_INTERNALS beside its columns keeps them here, so its workflow panel
 * (WorkflowService.state) needs no read of its own: one statement for a record's detail instead of
 * two. Kept with the record object itself; a record made anew (a hook's copy) reads them again.
 */
export function keepInternals(record: object, row: Record<string, unknown>): void {
  kept.set(record, internalsOfRow(row));
}

export function keptInternals(record: object): WorkflowInternals | undefined {
  return kept.get(record);
}

function internalsOfRow(row: Record<string, unknown>): WorkflowInternals {
  return {
    edited_by: row.edited_by === null || row.edited_by === undefined ? null : Number(row.edited_by),
    live_snapshot: (row.live_snapshot as string | null) ?? null,
  };
}

/** SQL of the workflow beyond the engine's generic repository. Pass a transaction to take part in it. */
export function createWorkflowRepository(model: ResourceModel, database: Kysely<Database>) {
  const db = asDynamic(database);
  const t = model.table;
  return {
    async internals(id: number): Promise<WorkflowInternals | undefined> {
      const row = await db.selectFrom(t).select(WORKFLOW_INTERNALS).where('id', '=', id).executeTakeFirst();
      return row ? internalsOfRow(row) : undefined;
    },

    /**
     * The Scheduler's publication: only a scheduled (or since change-requested) record not yet live, whose
     * time has come, and only once, whichever node gets there first.
     */
    async publishDue(id: number, now: string): Promise<Record<string, unknown> | undefined> {
      return db
        .updateTable(t)
        .set({
          // SCHEDULED goes live; a change request on a scheduled record stays one (its approved version goes live).
          status: sql`case when status = 'SCHEDULED' then 'APPROVED' else status end`,
          published_at: now,
          updated_at: now,
          updated_by: null,
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .where('status', 'in', ['SCHEDULED', 'REQUEST', 'APPROVED'])
        .where('published_at', 'is', null)
        .where('scheduled_at', '<=', now)
        .returning(model.columns.map((c) => `${t}.${c}`))
        .executeTakeFirst();
    },
  };
}
