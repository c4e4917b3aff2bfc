import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DirectSqlite, Dialect } from '@/db/database.ts';
import { countedBy } from '@/db/storage-catalog.ts';
import type { Database } from '@/db/schema.ts';
import type { RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import type { ResourceRepository } from '../resource.repository.ts';
import { assignsIds, firstAssignedId } from '../assigned-ids.ts';
import { runDirect } from '@/db/compiled-query.ts';
import { importableFields } from './import-columns.ts';

/** Rows per statement: 500 rows of a dozen columns stay far below both databases' parameter limits. */
export const UPSERT_BATCH = 500;

const quote = (name: string) => `"${name}"`;

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
  const t = quote(model.table);
  const texts = new Map<number, string>();
  const counts = { inserted: 0, updated: 0 };
  const bulk = direct !== undefined && sides.length === 0;

  function statement(rows: number): string {
    let text = texts.get(rows);
    if (text) return text;
    let n = 0;
    const slot = () => (dialect === 'postgres' ? `$${++n}` : '?');
    const values = Array.from({ length: rows }, () => `(${columns.map(slot).join(', ')})`).join(', ');
    const set = [
      ...updated.map((c) => `${quote(c)} = excluded.${quote(c)}`),
      'updated_at = excluded.updated_at',
      'updated_by = excluded.updated_by',
      'deleted_at = null',
      `version = ${t}.version + 1`,
    ].join(', ');
    const returning = bulk ? '' : ` returning id, version${sides.length ? `, ${key.map(quote).join(', ')}` : ''}`;
    text = `insert into ${t} (${columns.map(quote).join(', ')}) values ${values} on conflict (${key.map(quote).join(', ')}) do update set ${set}${returning}`;
    texts.set(rows, text);
    return text;
  }

  const keyOf = (row: Record<string, unknown>) => key.map((k) => String(row[k])).join('\u0001');

  /** The bulk path's state: the highest id before the import, the trigger set aside, rows written. */
  let before: { maxId: number; trigger: string | null; written: number } | null = null;

  async function startBulk(): Promise<void> {
    const one = async <R>(query: string, params: unknown[] = []) =>
      (await trx.executeQuery<R>(CompiledQuery.raw(query, params))).rows[0];
    const max = await one<{ n: number | null }>(`select max(id) as n from ${t}`);
    const name = `${model.table}_count_insert`;
    const trigger = await one<{ sql: string }>(`select sql from sqlite_master where type = 'trigger' and name = ?`, [name]);
    // Only a trigger that counts nothing but the table's total is set aside: its work is one sum.
    const totalOnly = trigger !== undefined && [...countedBy(trigger.sql)].every((counted) => counted === model.table);
    if (totalOnly) await sql.raw(`drop trigger ${quote(name)}`).execute(trx);
    before = { maxId: Number(max?.n ?? 0), trigger: totalOnly ? trigger.sql : null, written: 0 };
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
        runDirect(direct!, statement(batch.length), params);
        before!.written += batch.length;
        return;
      }
      const result = await trx.executeQuery<{ id: number; version: number } & Record<string, unknown>>(
        CompiledQuery.raw(statement(batch.length), params),
      );
      for (const row of result.rows) {
        if (Number(row.version) === 1) counts.inserted++;
        else counts.updated++;
      }
      if (sides.length === 0) return;
      const byKey = new Map(batch.map((data) => [keyOf(data), data]));
      for (const row of result.rows) {
        const data = byKey.get(keyOf(row))!;
        await repo.replaceSides(Number(row.id), new Map(sides.map((s) => [s.field, (data[s.field] as unknown[]) ?? []])));
      }
    },

    /** The bulk path's counts found and its trigger put back; a no-op otherwise. */
    async finish(): Promise<void> {
      if (!before) return;
      const { maxId, trigger, written } = before;
      const inserted = await trx.executeQuery<{ n: number }>(
        CompiledQuery.raw(`select count(*) as n from ${t} where id > ?`, [maxId]),
      );
      counts.inserted = Number(inserted.rows[0]?.n ?? 0);
      counts.updated = written - counts.inserted;
      if (trigger) {
        await sql.raw(trigger).execute(trx);
        if (counts.inserted > 0)
          await trx.executeQuery(
            CompiledQuery.raw(
              `insert into resource_counts (tbl, dim, val, live) values (?, '', '', ?) on conflict (tbl, dim, val) do update set live = live + excluded.live`,
              [model.table, counts.inserted],
            ),
          );
      }
      before = null;
    },
  };
}
