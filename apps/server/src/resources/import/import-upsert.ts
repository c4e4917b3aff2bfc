import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import type { RecordData } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import type { ResourceRepository } from '../resource.repository.ts';
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
}) {
  const { model, dialect, trx, repo, present, now, actorId } = args;
  const key = model.def.import!.key;
  const own = importableFields(model)
    .filter((f) => f.storage !== 'side-list')
    .map((f) => f.name);
  const updated = own.filter((c) => present.includes(c) && !key.includes(c));
  const sides = model.sideLists.filter((s) => present.includes(s.field));
  const columns = [...own, 'created_at', 'updated_at', 'created_by', 'updated_by'];
  const t = quote(model.table);
  const texts = new Map<number, string>();
  const counts = { inserted: 0, updated: 0 };

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
    text = `insert into ${t} (${columns.map(quote).join(', ')}) values ${values} on conflict (${key.map(quote).join(', ')}) do update set ${set} returning id, version${sides.length ? `, ${key.map(quote).join(', ')}` : ''}`;
    texts.set(rows, text);
    return text;
  }

  const keyOf = (row: Record<string, unknown>) => key.map((k) => String(row[k])).join('\u0001');

  return {
    counts,
    /** Write one batch of rows that passed every check. */
    async write(batch: readonly RecordData[]): Promise<void> {
      if (batch.length === 0) return;
      const params: unknown[] = [];
      for (const data of batch) {
        const stored = model.toColumns(data);
        for (const c of own) params.push(stored[c] ?? null);
        params.push(now, now, actorId, actorId);
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
  };
}
