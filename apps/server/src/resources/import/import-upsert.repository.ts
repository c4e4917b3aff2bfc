import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DirectSqlite, Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { runDirect } from '@/db/compiled-query.ts';

const quote = (name: string) => `"${name}"`;

/** What the upsert answers per row: nothing (the bulk path), id and version, or those and the natural key. */
export type UpsertReturning = 'nothing' | 'versions' | 'versions and keys';

/**
 * The CSV import's SQL on one table (import-upsert.ts decides what runs when): the batched upsert
 * by the natural key, and the bulk path's reads, its insert counter trigger set aside and put back,
 * and the table's total raised. On SQLite the upsert has a statement text per batch size, a
 * parameter per value; on PostgreSQL one text whatever the size, a parameter per column, each an
 * array of the batch's values unnested into rows (a 500-row batch of a dozen columns binds 12
 * arrays, not 6,000 values, and is parsed and planned once).
 */
export function createImportUpsertRepository(args: {
  trx: Kysely<Database>;
  dialect: Dialect;
  table: string;
  key: readonly string[];
  /** The columns written, in the order of each row's parameters. */
  columns: readonly string[];
  /** The columns an existing row takes from the file. */
  updated: readonly string[];
  returning: UpsertReturning;
}) {
  const { trx, dialect, table, key, columns, updated, returning } = args;
  const t = quote(table);
  const texts = new Map<number, string>();

  /** Each column's type as PostgreSQL spells it, read once: the arrays' element types. */
  let columnTypes: Promise<Map<string, string>> | undefined;
  const typesOf = () =>
    (columnTypes ??= trx
      .executeQuery<{ name: string; type: string }>(
        CompiledQuery.raw(
          `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
          [table],
        ),
      )
      .then((result) => new Map(result.rows.map((r) => [r.name, r.type]))));

  function statement(rows: number, types?: Map<string, string>): string {
    const size = types ? 0 : rows;
    let text = texts.get(size);
    if (text) return text;
    const values = types
      ? `select * from unnest(${columns.map((c, i) => `$${i + 1}::${types.get(c) ?? 'text'}[]`).join(', ')})`
      : `values ${Array.from({ length: rows }, () => `(${columns.map(() => '?').join(', ')})`).join(', ')}`;
    const set = [
      ...updated.map((c) => `${quote(c)} = excluded.${quote(c)}`),
      'updated_at = excluded.updated_at',
      'updated_by = excluded.updated_by',
      'deleted_at = null',
      `version = ${t}.version + 1`,
    ].join(', ');
    const answer =
      returning === 'nothing'
        ? ''
        : ` returning id, version${returning === 'versions and keys' ? `, ${key.map(quote).join(', ')}` : ''}`;
    text = `insert into ${t} (${columns.map(quote).join(', ')}) ${values} on conflict (${key.map(quote).join(', ')}) do update set ${set}${answer}`;
    texts.set(size, text);
    return text;
  }

  const one = async <R>(query: string, params: unknown[] = []) =>
    (await trx.executeQuery<R>(CompiledQuery.raw(query, params))).rows[0];

  return {
    /** Insert or update `rows` rows (their parameters in `params`, row after row); the rows returned. */
    async upsert<R>(rows: number, params: unknown[]): Promise<R[]> {
      if (dialect === 'postgres') {
        const width = columns.length;
        const arrays = columns.map((_, c) => Array.from({ length: rows }, (_, r) => params[r * width + c]));
        return (await trx.executeQuery<R>(CompiledQuery.raw(statement(rows, await typesOf()), arrays))).rows;
      }
      return (await trx.executeQuery<R>(CompiledQuery.raw(statement(rows), params))).rows;
    },

    /** The same by the transaction's own SQLite connection, answering nothing (the bulk path). */
    upsertDirect(direct: DirectSqlite, rows: number, params: unknown[]): void {
      runDirect(direct, statement(rows), params);
    },

    /** The highest id in the table, 0 when it is empty. */
    async maxId(): Promise<number> {
      const max = await one<{ n: number | null }>(`select max(id) as n from ${t}`);
      return Number(max?.n ?? 0);
    },

    /** The SQL of the SQLite trigger named `name`; undefined when there is none. */
    async triggerSql(name: string): Promise<string | undefined> {
      return (await one<{ sql: string }>(`select sql from sqlite_master where type = 'trigger' and name = ?`, [name]))?.sql;
    },

    async dropTrigger(name: string): Promise<void> {
      await sql.raw(`drop trigger ${quote(name)}`).execute(trx);
    },

    /** Put a trigger back from its SQL, as triggerSql read it. */
    async createTrigger(triggerSql: string): Promise<void> {
      await sql.raw(triggerSql).execute(trx);
    },

    /** The rows past id `maxId`. */
    async countAbove(maxId: number): Promise<number> {
      const inserted = await trx.executeQuery<{ n: number }>(
        CompiledQuery.raw(`select count(*) as n from ${t} where id > ?`, [maxId]),
      );
      return Number(inserted.rows[0]?.n ?? 0);
    },

    /** Raise the table's total in resource_counts by `inserted` rows. */
    async raiseTotal(inserted: number): Promise<void> {
      await trx.executeQuery(
        CompiledQuery.raw(
          `insert into resource_counts (tbl, dim, val, live) values (?, '', '', ?) on conflict (tbl, dim, val) do update set live = live + excluded.live`,
          [table, inserted],
        ),
      );
    },
  };
}
