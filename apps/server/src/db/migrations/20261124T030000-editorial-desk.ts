import { sql, type Kysely } from 'kysely';

/**
 * The editorial desk (the Research screens): one queue across the workflow tables, newest change
 * first. It reads each table one status at a time through the (status, updated_at) live indexes
 * the tables already have; this adds what the desk needs beyond them.
 *
 * - `<table>_scheduled_live`: the scheduled bucket (APPROVED, not published yet). Among a million
 *   approved rows the few waiting for their publication would otherwise be found by walking all
 *   of them. The condition is spelled with literals, as the desk's query spells it, so both
 *   databases can prove the query's rows are in the index.
 * - `<table>_writter_status_live`: one author's work (`author=staff-12`), read per status in order,
 *   and counted, without visiting every row the author ever wrote.
 * - `desk_changes`: one counter per table, raised by a trigger on every insert, update and delete.
 *   The desk keeps its answers until the counters move, on every API node alike: a read of three
 *   tiny rows instead of a dozen index reads and counts per request.
 */
const TABLES = ['algo_research', 'algo_news', 'circle_research'] as const;
type Dialect = 'sqlite' | 'postgres';

const PG_FUNCTION = sql`create function rc_desk_changed() returns trigger language plpgsql as $fn$
begin
  update desk_changes set changes = changes + 1 where tbl = tg_table_name;
  return null;
end
$fn$`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`create table desk_changes (tbl text primary key, changes integer not null)`.execute(db);
  if (dialect === 'postgres') await PG_FUNCTION.execute(db);
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`create index ${sql.id(`${table}_scheduled_live`)} on ${t} (updated_at, id)
      where deleted_at is null and status = 'APPROVED' and published_at is null`.execute(db);
    await sql`create index ${sql.id(`${table}_writter_status_live`)} on ${t} (writter_id, status, updated_at, id)
      where deleted_at is null`.execute(db);
    await sql`insert into desk_changes (tbl, changes) values (${table}, 0)`.execute(db);
    if (dialect === 'postgres') {
      // Once per statement: a bulk change is one change to the desk.
      await sql`create trigger ${sql.id(`${table}_desk_changed`)} after insert or update or delete on ${t}
        for each statement execute function rc_desk_changed()`.execute(db);
      continue;
    }
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`${table}_desk_${event}`)} after ${sql.raw(event)} on ${t}
        begin update desk_changes set changes = changes + 1 where tbl = ${sql.lit(table)}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    if (dialect === 'postgres') {
      await sql`drop trigger ${sql.id(`${table}_desk_changed`)} on ${sql.table(table)}`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${table}_desk_${event}`)}`.execute(db);
    }
    await sql`drop index ${sql.id(`${table}_writter_status_live`)}`.execute(db);
    await sql`drop index ${sql.id(`${table}_scheduled_live`)}`.execute(db);
  }
  if (dialect === 'postgres') await sql`drop function rc_desk_changed()`.execute(db);
  await sql`drop table desk_changes`.execute(db);
}
