import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Slots per counter: a connection writes the one its backend's pid picks. */
const SLOTS = 16;

/**
 * Live totals in slots on PostgreSQL (issue 47, decision 046). The statement triggers moved a
 * table's totals in its one `resource_counts` row per counted value, holding that row's lock until
 * the write committed, so inserts into one table from every node took turns. They now add their
 * changes to `resource_count_slots`, in the slot the connection's backend pid picks; readers read
 * `resource_totals`, the counters and their slots summed. The row counters of table kit v1 and the
 * CSV import still write `resource_counts`, which keeps its key. On SQLite (one writer) the view
 * reads `resource_counts` alone and the slots stay empty.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`create table resource_count_slots (
    tbl text not null, dim text not null, val text not null, slot integer not null, live integer not null,
    primary key (tbl, dim, val, slot)
  )`.execute(db);
  if (dialect !== 'postgres') {
    await sql`create view resource_totals as select tbl, dim, val, live from resource_counts`.execute(db);
    return;
  }
  await sql`create view resource_totals as
    select tbl, dim, val, sum(live)::integer as live from (
      select tbl, dim, val, live from resource_counts
      union all
      select tbl, dim, val, live from resource_count_slots
    ) counted group by tbl, dim, val`.execute(db);
  await sql.raw(statementFunction('resource_count_slots', `pg_backend_pid() %% ${SLOTS}`)).execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(statementFunction('resource_counts', null)).execute(db);
    await sql`insert into resource_counts (tbl, dim, val, live)
      select tbl, dim, val, sum(live)::integer from resource_count_slots group by tbl, dim, val
      on conflict (tbl, dim, val) do update set live = resource_counts.live + excluded.live`.execute(db);
  }
  await sql`drop view resource_totals`.execute(db);
  await sql`drop table resource_count_slots`.execute(db);
}

/** The statement counters' function (statement-counters-v1), writing `table`, in `slot` (an expression inside format(), so `%%` for `%`) when given. */
export function statementFunction(table: string, slot: string | null): string {
  const columns = slot ? 'tbl, dim, val, slot, live' : 'tbl, dim, val, live';
  const values = slot ? `$2, dim, val, ${slot}, n` : '$2, dim, val, n';
  const key = slot ? 'tbl, dim, val, slot' : 'tbl, dim, val';
  return `
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
    insert into ${table} (${columns})
    select ${values} from delta order by dim, val
    on conflict (${key}) do update set live = ${table}.live + excluded.live
  $q$, changes) using coalesce(tg_argv, '{}'::text[]), tg_table_name;
  return null;
end
$fn$`;
}
