import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DirectSqlite, Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { runDirect } from '@/db/compiled-query.ts';

const quote = (name: string) => `"${name}"`;

/** What the upsert answers per row: nothing (the bulk path), id and version, or those and the natural key. */
export type UpsertReturning = 'nothing' | 'versions' | 'versions and keys';

/**
 * The CSV import's SQL on one table (import-upsert.ts decides what runs when): the batched upsert
 * by the natural key, a statement text per batch size, and the bulk path's reads, its insert
 * counter trigger set aside and put back, and the table's total raised.
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
    const answer =
      returning === 'nothing'
        ? ''
        : ` returning id, version${returning === 'versions and keys' ? `, ${key.map(quote).join(', ')}` : ''}`;
    text = `insert into ${t} (${columns.map(quote).join(', ')}) values ${values} on conflict (${key.map(quote).join(', ')}) do update set ${set}${answer}`;
    texts.set(rows, text);
    return text;
  }

  const one = async <R>(query: string, params: unknown[] = []) =>
    (await trx.executeQuery<R>(CompiledQuery.raw(query, params))).rows[0];

  return {
    /** Insert or update `rows` rows (their parameters in `params`, row after row); the rows returned. */
    async upsert<R>(rows: number, params: unknown[]): Promise<R[]> {
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
