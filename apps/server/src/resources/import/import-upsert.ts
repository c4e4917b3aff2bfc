import type { Kysely } from 'kysely';
import type { DirectSqlite, Dialect } from '@/db/database.ts';
import { countedBy } from '@/db/storage-catalog.ts';
import type { Database } from '@/db/schema.ts';
import type { RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import type { ResourceRepository } from '../resource.repository.ts';
import { assignsIds, firstAssignedId } from '../assigned-ids.repository.ts';
import { importableFields } from './import-columns.ts';
import { createImportUpsertRepository } from './import-upsert.repository.ts';

/**
 * Rows per statement. On SQLite a parameter per value: 500 rows of a dozen columns stay far below
 * its limit. On PostgreSQL a parameter per column whatever the rows (import-upsert.repository.ts),
 * and each statement also runs the table's statement counters once: 5,000 rows a statement.
 */
export const UPSERT_BATCH: Record<Dialect, number> = { sqlite: 500, postgres: 5000 };

/**
 * Insert or update imported rows by the natural key, a batch per statement (`on conflict … do
 * update`, the same SQL on SQLite and PostgreSQL). Only the columns the file has are updated; a new
 * row takes the defaults for the others. A matching row in the trash is updated and restored. New
 * rows start at version 1 and updated ones move past it, so `returning version` tells them apart
 * without reading first. Side lists the file gives are replaced per record.
 *
 * On SQLite, with the transaction's connection at hand (`direct`) and no side list in the file,
 * the import takes the bulk path: the rows are written by the connection itself without
 * `returning`, and the rows inserted are those past the highest id before the import. When the
 * table's insert counter trigger counts only its total, it is set aside for the import and put
 * back, unchanged, before it ends, with the total raised once by the rows inserted. The trigger's
 * removal and return are part of the import's transaction: no other connection ever sees the
 * table without it, and a rolled-back import leaves it as it was.
 */
export function createImportUpsert(args: {
  model: ResourceModel;
  dialect: Dialect;
  trx: Kysely<Database>;
  repo: ResourceRepository;
  /** Fields the file has columns for. */
  present: readonly string[];
  now: string;
  actorId: number;
  /** The SQLite connection the transaction runs on, for the bulk path. */
  direct?: DirectSqlite;
}) {
  const { model, dialect, trx, repo, present, now, actorId, direct } = args;
  const key = model.def.import!.key;
  const own = importableFields(model)
    .filter((f) => f.storage !== 'side-list')
    .map((f) => f.name);
  const updated = own.filter((c) => present.includes(c) && !key.includes(c));
  const sides = model.sideLists.filter((s) => present.includes(s.field));
  // A table kept in its key's order on SQLite takes its new rows' ids from the import (decision 027);
  // a row that updates one already there leaves its id unused.
  const numbered = assignsIds(model, dialect);
  let nextId = 0;
  const columns = [...(numbered ? ['id'] : []), ...own, 'created_at', 'updated_at', 'created_by', 'updated_by'];
  const counts = { inserted: 0, updated: 0 };
  const bulk = direct !== undefined && sides.length === 0;
  const table = createImportUpsertRepository({
    trx,
    dialect,
    table: model.table,
    key,
    columns,
    updated,
    // Side lists are matched to their rows by the natural key.
    returning: bulk ? 'nothing' : sides.length ? 'versions and keys' : 'versions',
  });

  const keyOf = (row: Record<string, unknown>) => key.map((k) => String(row[k])).join('\u0001');

  /** The bulk path's state: the highest id before the import, the trigger set aside, rows written. */
  let before: { maxId: number; trigger: string | null; written: number } | null = null;

  async function startBulk(): Promise<void> {
    const maxId = await table.maxId();
    const name = `${model.table}_count_insert`;
    const trigger = await table.triggerSql(name);
    // Only a trigger that counts nothing but the table's total is set aside: its work is one sum.
    const totalOnly = trigger !== undefined && [...countedBy(trigger)].every((counted) => counted === model.table);
    if (totalOnly) await table.dropTrigger(name);
    before = { maxId, trigger: totalOnly ? trigger : null, written: 0 };
  }

  return {
    counts,
    /** Write one batch of rows that passed every check. */
    async write(batch: readonly RecordData[]): Promise<void> {
      if (batch.length === 0) return;
      if (bulk && !before) await startBulk();
      if (numbered && nextId === 0) nextId = (await firstAssignedId(trx, model, dialect))!;
      const params: unknown[] = [];
      for (const data of batch) {
        const stored = model.toColumns(data);
        if (numbered) params.push(nextId++);
        for (const c of own) params.push(stored[c] ?? null);
        params.push(now, now, actorId, actorId);
      }
      if (bulk) {
        // Every row is one change: an insert or an update (the update has no condition).
        table.upsertDirect(direct!, batch.length, params);
        before!.written += batch.length;
        return;
      }
      const answered = await table.upsert<{ id: number; version: number } & Record<string, unknown>>(batch.length, params);
      for (const row of answered) {
        if (Number(row.version) === 1) counts.inserted++;
        else counts.updated++;
      }
      if (sides.length === 0) return;
      const byKey = new Map(batch.map((data) => [keyOf(data), data]));
      for (const row of answered) {
        const data = byKey.get(keyOf(row))!;
        await repo.replaceSides(Number(row.id), new Map(sides.map((s) => [s.field, (data[s.field] as unknown[]) ?? []])));
      }
    },

    /** The bulk path's counts found and its trigger put back; a no-op otherwise. */
    async finish(): Promise<void> {
      if (!before) return;
      const { maxId, trigger, written } = before;
      counts.inserted = await table.countAbove(maxId);
      counts.updated = written - counts.inserted;
      if (trigger) {
        await table.createTrigger(trigger);
        if (counts.inserted > 0) await table.raiseTotal(counts.inserted);
      }
      before = null;
    },
  };
}
