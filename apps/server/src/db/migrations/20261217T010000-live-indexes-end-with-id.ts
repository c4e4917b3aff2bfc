import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * On PostgreSQL a list's sort index ends with the record's id, as the list's order does (`order by
 * <column>, id`). SQLite's indexes hold the rowid after their columns already; PostgreSQL's did
 * not, so a list whose sort column has many equal values (100,000 clients registered the same
 * day) could not be read from its index in order: the planner read and sorted every live row,
 * 55 ms a page. Every live index (`<table>_<columns>_live`, table kit v1) gains `id` as its last
 * column; table kit v1 makes new ones so. Unique indexes keep their columns.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const index of await liveIndexes(db)) {
    if (index.columns.at(-1) !== 'id') await rebuild(db, index, [...index.columns, 'id']);
  }
}

/** The live indexes that ended with `id` before this migration: going down, they keep it. */
const ENDED_WITH_ID = new Set([
  'algo_news_writter_status_live',
  'algo_research_writter_status_live',
  'circle_research_article_title_id_live',
  'circle_research_created_at_id_live',
  'circle_research_published_at_id_live',
  'circle_research_status_article_title_id_live',
  'circle_research_status_created_at_id_live',
  'circle_research_status_published_at_id_live',
  'circle_research_status_updated_at_id_live',
  'circle_research_updated_at_id_live',
  'circle_research_writter_id_created_at_id_live',
  'circle_research_writter_status_live',
  'institution_content_writter_status_live',
  'stock_data_date_id_live',
]);

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const index of await liveIndexes(db)) {
    if (index.columns.at(-1) === 'id' && !ENDED_WITH_ID.has(index.name)) await rebuild(db, index, index.columns.slice(0, -1));
  }
}

type LiveIndex = { name: string; table: string; columns: string[]; predicate: string };

/** The non-unique btree indexes named `…_live`, with their key columns in order and their condition. */
async function liveIndexes(db: Kysely<any>): Promise<LiveIndex[]> {
  const rows = await sql<{ name: string; table: string; columns: string[]; predicate: string }>`
    select i.relname as name, t.relname as "table",
      array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) as k order by k) as columns,
      pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_am am on am.oid = i.relam
    join pg_namespace n on n.oid = i.relnamespace
    where n.nspname = current_schema() and am.amname = 'btree' and not x.indisunique
      and x.indpred is not null and i.relname like '%\\_live'
    order by i.relname`.execute(db);
  return rows.rows;
}

async function rebuild(db: Kysely<any>, index: LiveIndex, columns: readonly string[]): Promise<void> {
  await sql`drop index ${sql.ref(index.name)}`.execute(db);
  await sql`create index ${sql.ref(index.name)} on ${sql.ref(index.table)} (${sql.raw(columns.join(', '))}) where ${sql.raw(index.predicate)}`.execute(
    db,
  );
}
