import { sql, type Kysely } from 'kysely';

/**
 * Change counters, version 1: a table's row in `desk_changes` (made by the editorial desk's
 * migration, with the PostgreSQL function `rc_desk_changed()`), raised by triggers on every insert,
 * update and delete, in the writing transaction. A reader keeps an answer made from the table's
 * rows until the counter moves (src/http/answer-cache.ts), on every API node alike. On PostgreSQL
 * the trigger runs once per statement: a bulk change is one change.
 *
 * FROZEN like the table kit: migrations that import it must create the same schema forever.
 */
type Db = Kysely<unknown>;
type Dialect = 'sqlite' | 'postgres';

const EVENTS = ['insert', 'update', 'delete'] as const;

export async function countChanges(db: Db, dialect: Dialect, table: string): Promise<void> {
  await sql`insert into desk_changes (tbl, changes) values (${table}, 0)`.execute(db);
  if (dialect === 'postgres') {
    await sql`create trigger ${sql.id(`${table}_desk_changed`)} after insert or update or delete on ${sql.table(table)}
      for each statement execute function rc_desk_changed()`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.id(`${table}_desk_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      begin update desk_changes set changes = changes + 1 where tbl = ${sql.lit(table)}; end`.execute(db);
  }
}

export async function uncountChanges(db: Db, dialect: Dialect, table: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger ${sql.id(`${table}_desk_changed`)} on ${sql.table(table)}`.execute(db);
  } else {
    for (const event of EVENTS) await sql`drop trigger ${sql.id(`${table}_desk_${event}`)}`.execute(db);
  }
  await sql`delete from desk_changes where tbl = ${table}`.execute(db);
}
