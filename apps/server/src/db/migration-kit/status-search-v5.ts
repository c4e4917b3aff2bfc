import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Status-scoped search, version 5 (decision 056): on PostgreSQL, the GIN index of `search_vector`
 * split as SQLite's search tables are (version 3): one partial index per value of the scoping
 * column over the live records of that value, `<table>_search_live_<value>`, and one over the
 * trash, `<table>_search_trash`, in place of the table kit's `<table>_search` over every row. A
 * search in a tab then reads the word's entries of that tab only, and visits only those records;
 * a live search of every tab reads each tab's index (a BitmapOr). Every record is in exactly one
 * of the indexes, so a write keeps one GIN index up to date, as before.
 *
 * SQLite keeps its search tables; nothing changes there.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type ScopedSearchIndexSpec = { table: string; column: string; values: readonly string[] };

/** The partial GIN index of a table's live records of one value of the scoping column. */
export const liveSearchIndexOf = (table: string, value: string) => `${table}_search_live_${value.toLowerCase()}`;
/** The partial GIN index of a table's records in the trash. */
export const trashSearchIndexOf = (table: string) => `${table}_search_trash`;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Replaces `<table>_search` by one partial index per value and one for the trash (PostgreSQL). */
export async function splitSearchIndex(db: Db, dialect: Dialect, spec: ScopedSearchIndexSpec): Promise<void> {
  if (dialect !== 'postgres') return;
  const { table, column } = spec;
  for (const value of spec.values) {
    await sql
      .raw(
        `create index ${liveSearchIndexOf(table, value)} on ${table} using gin (search_vector) with (fastupdate = off)
         where deleted_at is null and ${column} = ${literal(value)}`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create index ${trashSearchIndexOf(table)} on ${table} using gin (search_vector) with (fastupdate = off)
       where deleted_at is not null`,
    )
    .execute(db);
  await sql.raw(`drop index if exists ${table}_search`).execute(db);
}

/** Back to the one `<table>_search` index over every row (PostgreSQL). */
export async function joinSearchIndex(db: Db, dialect: Dialect, spec: ScopedSearchIndexSpec): Promise<void> {
  if (dialect !== 'postgres') return;
  const { table } = spec;
  await sql.raw(`create index ${table}_search on ${table} using gin (search_vector) with (fastupdate = off)`).execute(db);
  for (const value of spec.values) await sql.raw(`drop index ${liveSearchIndexOf(table, value)}`).execute(db);
  await sql.raw(`drop index ${trashSearchIndexOf(table)}`).execute(db);
}
