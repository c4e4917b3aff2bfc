import { sql, type Kysely } from 'kysely';
import { countedTables } from './statement-counters-v1.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Slots per counter, as the count-slots migration made them (decision 046). */
const SLOTS = 16;

/**
 * Statement counters, version 2: each counted table's statement triggers call a function of its own,
 * `rc_count_<table>()`, whose SQL names the table and its counted columns (decision 054). The shared
 * function of version 1 built that SQL on every statement and ran it with `execute`, which
 * PostgreSQL parses and plans each time: 0.25–0.3 ms of every single-row insert, update or delete,
 * as much as the write itself. A function's own SQL is planned once per connection.
 * FROZEN like table-kit-v1: a change is a v3 used by new migrations.
 *
 * The triggers keep their names and arguments (the counted columns), which the storage check
 * reads. A counted table made later by table kit v1 (row counters) gets its function when its
 * migration calls usePlannedCounters after making it. SQLite's counters are unchanged.
 */
export async function usePlannedCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const tables = [...(await countedTables(db, 'rc_resource_count')), ...(await countedTables(db, 'rc_resource_count_rows'))];
  for (const { table, args } of tables) {
    await run(db, countFunction(table, args));
    await createTriggers(db, table, `${functionName(table)}(${quoted(args)})`);
  }
}

/** Back to the shared statement function on every table (a migration's down). */
export async function useSharedCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const planned = await sql<{ proname: string }>`
    select proname from pg_proc where proname like 'rc\\_count\\_%' and pronamespace = current_schema()::regnamespace`.execute(
    db,
  );
  for (const { proname } of planned.rows) {
    for (const { table, args } of await countedTables(db, proname)) {
      await createTriggers(db, table, `rc_resource_count_rows(${quoted(args)})`);
    }
    await run(db, `drop function ${proname}()`);
  }
}

function functionName(table: string): string {
  const name = `rc_count_${table}`;
  if (name.length > 63) throw new Error(`${table}: a counted table's name must stay within 54 characters`);
  return name;
}

export const quoted = (args: readonly string[]) => args.map((a) => `'${a.replace(/'/g, "''")}'`).join(', ');
export const id = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

async function createTriggers(db: Kysely<unknown>, table: string, call: string): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await run(db, `drop trigger if exists ${table}_count_${op} on ${table}`);
  const fn = `for each statement execute function ${call}`;
  await run(db, `create trigger ${table}_count_insert after insert on ${table} referencing new table as rc_new ${fn}`);
  await run(db, `create trigger ${table}_count_delete after delete on ${table} referencing old table as rc_old ${fn}`);
  await run(
    db,
    `create trigger ${table}_count_update after update on ${table} referencing old table as rc_old new table as rc_new ${fn}`,
  );
}

/**
 * The statement that moves one table's counters for the rows `changes` selects (`n`, +1 or -1, and
 * the counted values as c1, c2, …): overall and per counted value, each counter once by its net
 * change, in a fixed order, in the connection's slot. Statement counters v3 runs it for one row.
 */
export function countStatement(table: string, counted: readonly string[], changes: string): string {
  const dims = [`select '' as dim, '' as val, n from changes`]
    .concat(counted.map((c, i) => `select '${c.replace(/'/g, "''")}', coalesce(c${i + 1}, ''), n from changes`))
    .join('\n      union all ');
  return `
    with changes as (${changes}),
    dims as (
      ${dims}
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select '${table}', dim, val, pg_backend_pid() % ${SLOTS}, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;`;
}

/**
 * The counters' function of one table: as the shared one does, the live rows a statement added
 * count +1 and those it took away -1 (countStatement).
 */
function countFunction(table: string, counted: readonly string[]): string {
  const values = counted.map((c, i) => `, t.${id(c)}::text as c${i + 1}`).join('');
  const rows = (n: number, from: string) => `select ${n} as n${values} from ${from} t where t.deleted_at is null`;
  const statement = (changes: string) => countStatement(table, counted, changes);
  return `
create or replace function ${functionName(table)}() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then${statement(rows(1, 'rc_new'))}
  elsif tg_op = 'DELETE' then${statement(rows(-1, 'rc_old'))}
  else${statement(`${rows(1, 'rc_new')}\n      union all ${rows(-1, 'rc_old')}`)}
  end if;
  return null;
end
$fn$`;
}
