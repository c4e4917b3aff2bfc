import { sql, type Kysely } from 'kysely';
import type { EntryNumbering } from './status-search-v1.ts';
import { ORDERED_ID_BITS, orderedNumbering } from './status-search-v2.ts';
import { createStatusSearchTables, dropStatusSearchTables, type StatusSearchTablesSpec } from './status-search-v3.ts';

/**
 * Status-scoped search, version 4 (decision 033): version 3's tables (one per status, one for the
 * trash), their entries numbered by the record's rank in the order of one text column instead of
 * by the column's first four characters (decision 028).
 *
 * The rank is kept in `<table>_<column>_ranks (id, rank)`: a number from 0 to 2^32 − 1 that never
 * orders two live records the other way round from (column, id). Records get ranks spread evenly
 * when the table is numbered (this kit's migration); a record inserted later, or whose column
 * changes, or that comes back from the trash out of place, gets the middle of its live
 * neighbours' ranks (or of the last and the top, of 0 and the first), or one past its
 * predecessor's when both have the same value (records of one title follow each other by id, so
 * a new one comes last among them). When two neighbours' ranks are next to each other, the
 * newcomer shares one of them: the order stays right, and the list puts the records of a shared
 * rank in order by reading their sort keys (as it did for equal keys before).
 *
 * The rowid is `(rank << 31) + id`: within a tab, the entries of a search come in the list's
 * order, and a page of a title-sorted search is read from the index directly.
 *
 * The ranks follow live records only (the trash's search sorts as any other list); the neighbours
 * are found through the column's live index, `<table>_<column>_live`, which must exist.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type RankedStatusSearchSpec = StatusSearchTablesSpec & { order: string };

/** The highest rank: `(rank << 31) + id` stays below 2^63. */
export const TOP_RANK = 2 ** 32 - 1;

/** The table of a table's ranks in the order of `order`. */
export const ranksTableOf = (table: string, order: string) => `${table}_${order}_ranks`;

/** The rowid of a record's entry: `row` is `new.`, `old.` or the table's own name with a dot. */
export function rankedRowidSql(table: string, order: string, row: string): string {
  return `((select rank from ${ranksTableOf(table, order)} where id = ${row}id) << ${ORDERED_ID_BITS}) + ${row}id`;
}

/**
 * The statement that sets the new row's rank: kept while it still lies between its live
 * neighbours', otherwise one past its predecessor's when that one has the same value (records of
 * one title follow each other by id, so a new one comes last among them), otherwise the middle of
 * the neighbours' ranks, or of the last rank and the top (of 0 and the first). Each neighbour is
 * found among the records of the same value first, then past them: two seeks in the live index
 * however many records share the value.
 */
function assignRankSql(table: string, order: string): string {
  const ranks = ranksTableOf(table, order);
  const live = `${table} as n indexed by ${table}_${order}_live where n.deleted_at is null`;
  const rankOf = (id: string) => `(select rank from ${ranks} where id = ${id})`;
  const first = (where: string, dir: 'asc' | 'desc') =>
    `(select n.id from ${live} and ${where} order by n.${order} ${dir}, n.id ${dir} limit 1)`;
  return `insert or replace into ${ranks} (id, rank) select new.id, case
      when cur is not null and cur >= coalesce(lo, 0) and cur <= coalesce(hi, ${TOP_RANK}) then cur
      when lo is null and hi is null then ${Math.floor(TOP_RANK / 2)}
      when same then min(lo + 1, coalesce(hi, ${TOP_RANK}))
      else (coalesce(lo, 0) + coalesce(hi, ${TOP_RANK})) / 2 end
    from (select ${rankOf('coalesce(same_before, before)')} as lo, same_before is not null as same,
        ${rankOf('coalesce(same_after, after)')} as hi, ${rankOf('new.id')} as cur
      from (select ${first(`n.${order} = new.${order} and n.id < new.id`, 'desc')} as same_before,
          ${first(`n.${order} < new.${order}`, 'desc')} as before,
          ${first(`n.${order} = new.${order} and n.id > new.id`, 'asc')} as same_after,
          ${first(`n.${order} > new.${order}`, 'asc')} as after));`;
}

export async function createRankedStatusSearch(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: RankedStatusSearchSpec,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  const t = spec.table;
  const { order } = spec;
  const ranks = ranksTableOf(t, order);
  const index = `${t}_${order}_live`;
  const found = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_master where type = 'index' and name = ${index}`.execute(db);
  if (Number(found.rows[0]?.n) === 0) throw new Error(`${t}: ranking in ${order} order needs the index ${index}`);
  // Refuses ids beyond the rowid's low bits, as version 2 does.
  const { insertGuard } = await orderedNumbering(db, t, order);
  await sql.raw(`drop table if exists ${ranks}`).execute(db);
  await sql.raw(`create table ${ranks} (id integer primary key, rank integer not null)`).execute(db);
  const [counted] = (await sql.raw<{ n: number }>(`select count(*) as n from ${t}`).execute(db)).rows;
  const step = Math.floor(TOP_RANK / (Number(counted?.n ?? 0) + 1));
  await sql
    .raw(`insert into ${ranks} (id, rank) select id, (row_number() over (order by ${order}, id)) * ${step} from ${t}`)
    .execute(db);
  const numbering: EntryNumbering = {
    rowid: (row) => rankedRowidSql(t, order, row === '' ? `${t}.` : row),
    insertGuard,
    watched: [order],
    assign: assignRankSql(t, order),
    forget: `delete from ${ranks} where id = old.id;`,
  };
  await createStatusSearchTables(db, dialect, spec, numbering);
}

/** Drop version 4's tables, its triggers and the ranks. */
export async function dropRankedStatusSearch(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: Pick<RankedStatusSearchSpec, 'table' | 'values' | 'order'>,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  await dropStatusSearchTables(db, dialect, spec);
  await sql.raw(`drop table if exists ${ranksTableOf(spec.table, spec.order)}`).execute(db);
}
