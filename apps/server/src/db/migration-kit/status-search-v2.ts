import { sql, type Kysely } from 'kysely';
import { createScopedIndex, type EntryNumbering, type StatusSearchSpec } from './status-search-v1.ts';

/**
 * Status-scoped search, version 2: version 1's index (a column per status, `trash`; decision 025)
 * whose entries are numbered in the order of one sort column instead of by record id (decision
 * 028). A search sorted by that column reads each match's order key with its id from the index
 * and looks up the sort values of its page's key groups only, not of every match.
 *
 * The rowid is `(order key << 31) + id`:
 * - the id sits in the low 31 bits (`rowid & 2147483647`); an id beyond them is refused;
 * - the order key holds the first four characters of the column (code points above 254 count as
 *   255, and once one does the characters after it count as 0). Two values in one order (BINARY
 *   collation) never have their keys the other way round; values whose keys are equal are put in
 *   order by the list itself, reading their sort keys.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type OrderedStatusSearchSpec = StatusSearchSpec & {
  /** The text column whose order the index's rowids follow. */
  order: string;
};

/** How many low bits of an ordered index's rowid hold the record's id. */
export const ORDERED_ID_BITS = 31;
const MAX_ID = 2 ** ORDERED_ID_BITS - 1;

/**
 * The SQL order key (32 bits) of a text value: four characters, each a byte; a character past
 * 254 counts as 255 and makes the rest 0 (so the key never orders two values the wrong way).
 */
export function orderKeySql(value: string): string {
  const char = (i: number) => `coalesce(unicode(substr(${value}, ${i}, 1)), 0)`;
  let key = `min(${char(4)}, 255)`;
  for (const i of [3, 2, 1]) {
    const shift = (4 - i) * 8;
    key = `case when ${char(i)} >= 255 then ${255 * 2 ** shift} else (${char(i)} << ${shift}) + ${key} end`;
  }
  return key;
}

/** The rowid of a record in an ordered index: `row` is `new.`, `old.` or '' (the table's own row). */
export function orderedRowidSql(row: string, order: string): string {
  return `((${orderKeySql(`${row}${order}`)}) << ${ORDERED_ID_BITS}) + ${row}id`;
}

/** The record id an ordered index's rowid (an SQL expression) holds. */
export const idOfOrderedRowidSql = (rowid: string) => `(${rowid} & ${MAX_ID})`;
/** The order key an ordered index's rowid (an SQL expression) holds. */
export const keyOfOrderedRowidSql = (rowid: string) => `(${rowid} >> ${ORDERED_ID_BITS})`;

export async function createOrderedStatusSearch(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: OrderedStatusSearchSpec,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  await createScopedIndex(db, spec, await orderedNumbering(db, spec.table, spec.order));
}

/**
 * The numbering of a table's index entries in the order of `order` (this version's and later
 * ones'); refuses a table that already has an id beyond the rowid's low bits.
 */
export async function orderedNumbering(db: Db, t: string, order: string): Promise<EntryNumbering> {
  const tooHigh = (row: string) => `${row}id > ${MAX_ID}`;
  const [high] = (await sql.raw<{ n: number }>(`select count(*) as n from ${t} where ${tooHigh('')}`).execute(db)).rows;
  if (Number(high?.n) > 0) throw new Error(`${t} has ids beyond ${MAX_ID}: its search index cannot be ordered`);
  return {
    rowid: (row) => orderedRowidSql(row, order),
    insertGuard: `select raise(abort, '${t}: id beyond the search index''s range') where ${tooHigh('new.')};`,
    watched: [order],
  };
}
