import { sql, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Statement counters, version 1: live-row counters kept once per statement on PostgreSQL
 * (decision 021). FROZEN like table-kit-v1: a change is a v2 used by new migrations.
 *
 * The counters were kept by a row trigger: every inserted row updated the same `resource_counts`
 * row. Inside one transaction PostgreSQL keeps every version of that row until it commits, and
 * each update walks the versions before it, so a 100,000-row import spent most of a minute at
 * full CPU on its own counter. The statement triggers below see the rows a
 * statement changed as transition tables and move each counter once, by the net change, in a fixed
 * order (so two writers never take the counters' locks crosswise).
 *
 * The triggers keep their names and arguments (the counted columns), which the storage check
 * reads. SQLite's counters are unchanged: it has no such versions to walk.
 */
const STATEMENT_FUNCTION = `
create or replace function rc_resource_count_rows() returns trigger language plpgsql as $fn$
declare
  changes text;
begin
  changes := case tg_op
    when 'INSERT' then 'select 1 as n, to_jsonb(t) as r from rc_new t where t.deleted_at is null'
    when 'DELETE' then 'select -1 as n, to_jsonb(t) as r from rc_old t where t.deleted_at is null'
    else 'select 1 as n, to_jsonb(t) as r from rc_new t where t.deleted_at is null
          union all select -1 as n, to_jsonb(t) as r from rc_old t where t.deleted_at is null'
  end;
  execute format($q$
    with changes as (%s),
    dims as (
      select '' as dim, '' as val, n from changes
      union all
      select d.dim, coalesce(c.r ->> d.dim, ''), c.n from changes c cross join unnest($1::text[]) as d(dim)
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_counts (tbl, dim, val, live)
    select $2, dim, val, n from delta order by dim, val
    on conflict (tbl, dim, val) do update set live = resource_counts.live + excluded.live
  $q$, changes) using coalesce(tg_argv, '{}'::text[]), tg_table_name;
  return null;
end
$fn$`;

type CountedTable = { table: string; args: string[] };

/** Every table whose counters the row function keeps, with its counted columns. */
export async function countedTables(db: Kysely<unknown>, fn: string): Promise<CountedTable[]> {
  const found = await sql<{ relname: string; tgargs: Buffer }>`
    select c.relname, t.tgargs from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where n.nspname = current_schema() and p.proname = ${fn} and t.tgname = c.relname || '_count_insert'
    order by c.relname`.execute(db);
  return found.rows.map((row) => ({
    table: row.relname,
    args: Buffer.from(row.tgargs).toString('utf8').split('\0').filter(Boolean),
  }));
}

const quoted = (args: string[]) => args.map((a) => `'${a.replace(/'/g, "''")}'`).join(', ');
const run = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

async function dropCounters(db: Kysely<unknown>, table: string): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await run(db, `drop trigger ${table}_count_${op} on ${table}`);
}

/**
 * Move every table still counted by the row function to statement triggers. A later migration that
 * creates a counted table with table kit v1 calls this after it, so every table counts the same way.
 */
export async function useStatementCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await run(db, STATEMENT_FUNCTION);
  for (const { table, args } of await countedTables(db, 'rc_resource_count')) {
    await dropCounters(db, table);
    const call = `execute function rc_resource_count_rows(${quoted(args)})`;
    await run(
      db,
      `create trigger ${table}_count_insert after insert on ${table} referencing new table as rc_new for each statement ${call}`,
    );
    await run(
      db,
      `create trigger ${table}_count_delete after delete on ${table} referencing old table as rc_old for each statement ${call}`,
    );
    await run(
      db,
      `create trigger ${table}_count_update after update on ${table} referencing old table as rc_old new table as rc_new for each statement ${call}`,
    );
  }
}

/** Back to the row function on every table (the migration's down). */
export async function useRowCounters(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, args } of await countedTables(db, 'rc_resource_count_rows')) {
    await dropCounters(db, table);
    const call = `execute function rc_resource_count(${quoted(args)})`;
    const changed = ['deleted_at', ...args].map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await run(db, `create trigger ${table}_count_insert after insert on ${table} for each row ${call}`);
    await run(db, `create trigger ${table}_count_delete after delete on ${table} for each row ${call}`);
    await run(db, `create trigger ${table}_count_update after update on ${table} for each row when (${changed}) ${call}`);
  }
}
