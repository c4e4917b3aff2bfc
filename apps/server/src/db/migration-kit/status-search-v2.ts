import { sql, type Kysely } from 'kysely';
import { dropStatusSearch, scopeColumnOf, type StatusSearchSpec } from './status-search-v1.ts';

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

export async function createOrderedStatusSearch(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: OrderedStatusSearchSpec,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  const exec = (statement: string) => sql.raw(statement).execute(db);
  const t = spec.table;
  const fts = `${t}_fts`;
  await dropStatusSearch(db, dialect, spec);
  const columns = [...spec.values.map(scopeColumnOf), 'trash'].join(', ');
  await exec(
    `create virtual table ${fts} using fts5(${columns}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
  );
  // As in version 1: a record's words in the column of its status while live, in trash once deleted.
  const words = (row: string) => spec.search.map((c) => `coalesce(${row}${c}, '')`).join(` || ' ' || `);
  const placed = (row: string) =>
    [
      ...spec.values.map((v) => `case when ${row}deleted_at is null and ${row}${spec.column} = '${v}' then ${words(row)} end`),
      `case when ${row}deleted_at is not null then ${words(row)} end`,
    ].join(', ');
  const tooHigh = (row: string) => `${row}id > ${MAX_ID}`;
  const [high] = (await sql.raw<{ n: number }>(`select count(*) as n from ${t} where ${tooHigh('')}`).execute(db)).rows;
  if (Number(high?.n) > 0) throw new Error(`${t} has ids beyond ${MAX_ID}: its search index cannot be ordered`);
  await exec(`insert into ${fts} (rowid, ${columns}) select ${orderedRowidSql('', spec.order)}, ${placed('')} from ${t}`);
  const refuse = `select raise(abort, '${t}: id beyond the search index''s range') where ${tooHigh('new.')};`;
  const insert = `insert into ${fts} (rowid, ${columns}) values (${orderedRowidSql('new.', spec.order)}, ${placed('new.')});`;
  const remove = `delete from ${fts} where rowid = ${orderedRowidSql('old.', spec.order)};`;
  await exec(`create trigger ${t}_fts_insert after insert on ${t} begin ${refuse} ${insert} end`);
  await exec(`create trigger ${t}_fts_delete after delete on ${t} begin ${remove} end`);
  const watched = [...new Set([...spec.search, spec.order, spec.column, 'deleted_at'])].join(', ');
  await exec(`create trigger ${t}_fts_update after update of ${watched} on ${t} begin ${remove} ${insert} end`);
}
