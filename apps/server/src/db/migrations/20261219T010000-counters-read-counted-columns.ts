import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { statementFunction } from './20261213T010000-count-slots.ts';

/** Slots per counter, as count-slots made them. */
const SLOTS = 16;

/**
 * The statement counters (decisions 021, 046) read only the counted columns of the rows a statement
 * changed. They turned every such row into JSON (`to_jsonb`) to pick a column or two out of it, or
 * none when a table counts only its total: a third of the database's work in a CSV import of daily
 * stock data (100,000 rows upserted into ten million: 2.06 s, 1.60 s with the columns read alone).
 * A counted value is the column cast to text, which spells integers and text as `->>` did, so the
 * counters go on unchanged. SQLite's triggers are untouched.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(COUNTED_COLUMNS_FUNCTION).execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(statementFunction('resource_count_slots', `pg_backend_pid() %% ${SLOTS}`)).execute(db);
}

const COUNTED_COLUMNS_FUNCTION = `
create or replace function rc_resource_count_rows() returns trigger language plpgsql as $fn$
declare
  vals text;
  changes text;
begin
  -- A changed row's counted values, in the order of the trigger's arguments.
  select format('array[%s]::text[]', coalesce(string_agg(format('t.%I::text', a), ', ' order by n), ''))
    into vals from unnest(tg_argv) with ordinality as c(a, n);
  changes := case tg_op
    when 'INSERT' then format('select 1 as n, %s as r from rc_new t where t.deleted_at is null', vals)
    when 'DELETE' then format('select -1 as n, %s as r from rc_old t where t.deleted_at is null', vals)
    else format('select 1 as n, %1$s as r from rc_new t where t.deleted_at is null
          union all select -1 as n, %1$s as r from rc_old t where t.deleted_at is null', vals)
  end;
  execute format($q$
    with changes as (%s),
    dims as (
      select '' as dim, '' as val, n from changes
      union all
      select d.dim, coalesce(c.r[d.i], ''), c.n from changes c cross join unnest($1::text[]) with ordinality as d(dim, i)
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select $2, dim, val, pg_backend_pid() %% ${SLOTS}, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live
  $q$, changes) using coalesce(tg_argv, '{}'::text[]), tg_table_name;
  return null;
end
$fn$`;
