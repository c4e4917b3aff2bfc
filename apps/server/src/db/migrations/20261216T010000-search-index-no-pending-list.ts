import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * PostgreSQL's search indexes take each write at once (issue 47). A GIN index gathers new entries
 * in a pending list until it holds gin_pending_list_limit (4 MB) or (auto)vacuum merges it, and
 * every search reads the whole list: on 100,000 categories, 10 connections, a word's search ran at
 * 667 req/s after 8 s of updates with the list, and at 979 without it, while the updates themselves
 * ran no slower (359 and 407 req/s). SQLite's FTS5 tables are unchanged.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const name of await ginIndexes(db)) await sql`alter index ${sql.ref(name)} set (fastupdate = off)`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const name of await ginIndexes(db)) await sql`alter index ${sql.ref(name)} reset (fastupdate)`.execute(db);
}

async function ginIndexes(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    join pg_am am on am.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'i' and am.amname = 'gin' and n.nspname = current_schema()
    order by c.relname`.execute(db);
  return rows.rows.map((r) => r.name);
}
