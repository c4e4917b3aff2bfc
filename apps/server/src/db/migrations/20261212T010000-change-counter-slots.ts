import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Slots per table: a connection raises the one its backend's pid picks. */
const SLOTS = 16;

/**
 * Change counters in slots on PostgreSQL (issue 47, decision 046). Every write to a table raised
 * its one row in `desk_changes`, holding that row's lock until the write committed, so writes to
 * one table from every node took turns. Each table now has up to 16 rows (`slot`), a connection
 * raising the one its backend's pid picks (made when first raised); readers already sum the rows
 * of the tables they watch. SQLite, with one writer, keeps one row per table.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table desk_changes add column slot integer not null default 0`.execute(db);
  await sql`alter table desk_changes drop constraint desk_changes_pkey`.execute(db);
  await sql`alter table desk_changes add primary key (tbl, slot)`.execute(db);
  await sql`create or replace function rc_desk_changed() returns trigger language plpgsql as $$
    begin
      insert into desk_changes (tbl, slot, changes) values (tg_table_name, pg_backend_pid() % ${sql.lit(SLOTS)}, 1)
      on conflict (tbl, slot) do update set changes = desk_changes.changes + 1;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function rc_desk_changed() returns trigger language plpgsql as $$
    begin
      update desk_changes set changes = changes + 1 where tbl = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`create temporary table desk_changes_summed as
    select tbl, sum(changes)::integer as changes from desk_changes group by tbl`.execute(db);
  await sql`delete from desk_changes`.execute(db);
  await sql`alter table desk_changes drop constraint desk_changes_pkey`.execute(db);
  await sql`alter table desk_changes drop column slot`.execute(db);
  await sql`insert into desk_changes (tbl, changes) select tbl, changes from desk_changes_summed`.execute(db);
  await sql`drop table desk_changes_summed`.execute(db);
  await sql`alter table desk_changes add primary key (tbl)`.execute(db);
}
