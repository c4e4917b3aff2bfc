import { sql, type Kysely } from 'kysely';
import { countedTables } from './statement-counters-v1.ts';
import { countStatement, id, quoted, run } from './statement-counters-v2.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Statement counters, version 3: an update moves the counters only when it changes what they count
 * (decision 055). Version 2's update trigger ran for every update statement: PostgreSQL copied
 * every changed row into the old and new transition tables and ran the counting statement, which
 * found nothing to move when an edit changed neither the trash nor a counted column (most edits:
 * a title, a body). That was an eighth of PostgreSQL's work in a single-record save.
 *
 * The update trigger is now a row trigger, `after update of deleted_at, <counted columns>` with a
 * `when` that compares the old and new values, so an edit of anything else costs nothing; a row
 * that does change them moves each counter by one in the connection's slot, as the statement
 * function does. Inserts and deletes keep version 2's statement triggers (an import counts once per
 * statement). The trade-off: one statement that changes a counted column on many rows (a bulk
 * trash of a selection) runs the row function once per row, about 0.05 ms each.
 *
 * The triggers keep their names and arguments (the storage check reads the insert trigger's). A
 * counted table made later gets its counters from usePlannedCounters (v2), then this.
 * FROZEN like table-kit-v1: a change is a v4 used by new migrations. SQLite's counters are
 * unchanged: its update trigger already watches the counted columns.
 */
export async function useWatchedUpdateCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, args } of await plannedTables(db)) {
    await run(db, rowFunction(table, args));
    await run(db, `drop trigger ${table}_count_update on ${table}`);
    const watched = ['deleted_at', ...args];
    const changed = watched.map((c) => `old.${id(c)} is distinct from new.${id(c)}`).join(' or ');
    await run(
      db,
      `create trigger ${table}_count_update after update of ${watched.map(id).join(', ')} on ${table}
        for each row when (${changed}) execute function ${rowFunctionName(table)}()`,
    );
  }
}

/** Back to version 2's statement trigger for updates (a migration's down). */
export async function useStatementUpdateCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { fn, table, args } of await plannedTables(db)) {
    await run(db, `drop trigger ${table}_count_update on ${table}`);
    await run(
      db,
      `create trigger ${table}_count_update after update on ${table} referencing old table as rc_old new table as rc_new
        for each statement execute function ${fn}(${quoted(args)})`,
    );
    await run(db, `drop function if exists ${rowFunctionName(table)}()`);
  }
}

/** Every table counted by a function of its own (version 2), with that function and the counted columns. */
async function plannedTables(db: Kysely<unknown>): Promise<{ fn: string; table: string; args: string[] }[]> {
  const planned = await sql<{ proname: string }>`
    select proname from pg_proc
    where proname like 'rc\\_count\\_%' and proname not like '%\\_row' and pronamespace = current_schema()::regnamespace
    order by proname`.execute(db);
  const tables = [];
  for (const { proname } of planned.rows)
    for (const counted of await countedTables(db, proname)) tables.push({ fn: proname, ...counted });
  return tables;
}

function rowFunctionName(table: string): string {
  const name = `rc_count_${table}_row`;
  if (name.length > 63) throw new Error(`${table}: a counted table's name must stay within 50 characters`);
  return name;
}

/**
 * The row function of one table's updates: the old row, when live, counts -1 and the new one, when
 * live, +1 (countStatement, as version 2's statement function).
 */
function rowFunction(table: string, counted: readonly string[]): string {
  const values = (row: string) => counted.map((c, i) => `, ${row}.${id(c)}::text as c${i + 1}`).join('');
  const changes = `select 1 as n${values('new')} where new.deleted_at is null
      union all select -1 as n${values('old')} where old.deleted_at is null`;
  return `
create or replace function ${rowFunctionName(table)}() returns trigger language plpgsql as $fn$
begin${countStatement(table, counted, changes)}
  return null;
end
$fn$`;
}
