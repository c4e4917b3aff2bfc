import { sql, type Kysely } from 'kysely';
import {
  createSearchTriggers,
  searchedTextSql,
  dropStatusSearch,
  scopeColumnOf,
  type EntryNumbering,
  type StatusSearchSpec,
} from './status-search-v1.ts';
import { orderedNumbering, type OrderedStatusSearchSpec } from './status-search-v2.ts';

/**
 * Status-scoped search, version 3 (decision 031): one full-text table per value of the scoping
 * column, `<table>_fts_live_draft`, `<table>_fts_live_pending` …, and `<table>_fts_trash`, instead
 * of version 1's one table with a column per value. A word's entries in a tab are then a list of
 * their own: a search in a small tab no longer reads (and skips) the word's entries in every other
 * tab, which was most of its work once the index had a column per status.
 *
 * Each table has one column (`words`), is contentless (`content=''`, `contentless_delete=1`) and is
 * written by the triggers only: a record's words go into the table of its status while it is live,
 * into the trash's once deleted, and move when the text, the status or the trash state changes.
 * The entries are numbered as version 2 numbers them, in the order of one text column (decision
 * 028), or by record id when no order is given. The triggers keep version 1's names, so either
 * version's drop removes them.
 *
 * PostgreSQL searches through its GIN index and needs none of this.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type StatusSearchTablesSpec = StatusSearchSpec & { order?: OrderedStatusSearchSpec['order'] };

/** The one column of each table. */
export const WORDS_COLUMN = 'words';
/** The full-text table of a table's live records of one value of the scoping column. */
export const scopedTableOf = (table: string, value: string) => `${table}_fts_${scopeColumnOf(value)}`;
/** The full-text table of a table's records in the trash. */
export const trashTableOf = (table: string) => `${table}_fts_trash`;

async function run(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

/** `numbered` replaces this version's numbering of the entries (version 4 numbers them by rank). */
export async function createStatusSearchTables(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: StatusSearchTablesSpec,
  numbered?: EntryNumbering,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  const t = spec.table;
  const numbering: EntryNumbering =
    numbered ?? (spec.order ? await orderedNumbering(db, t, spec.order) : { rowid: (row) => `${row}id` });
  await dropStatusSearchTables(db, dialect, spec);
  // Each table and the condition, on a row (`new.`, `old.` or ''), under which the row's words are in it.
  const tables = [
    ...spec.values.map((v) => ({
      name: scopedTableOf(t, v),
      holds: (row: string) => `${row}deleted_at is null and ${row}${spec.column} = '${v}'`,
    })),
    { name: trashTableOf(t), holds: (row: string) => `${row}deleted_at is not null` },
  ];
  const text = (row: string) => searchedTextSql(spec.search, row);
  for (const { name, holds } of tables) {
    await run(
      db,
      `create virtual table ${name} using fts5(${WORDS_COLUMN}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
    );
    await run(
      db,
      `insert into ${name} (rowid, ${WORDS_COLUMN}) select ${numbering.rowid('')}, ${text('')} from ${t} where ${holds('')}`,
    );
  }
  // A row is in one table at most: each statement below writes or deletes in one table, or none.
  const insert = tables
    .map(
      ({ name, holds }) =>
        `insert into ${name} (rowid, ${WORDS_COLUMN}) select ${numbering.rowid('new.')}, ${text('new.')} where ${holds('new.')};`,
    )
    .join(' ');
  const remove = tables
    .map(({ name, holds }) => `delete from ${name} where rowid = ${numbering.rowid('old.')} and ${holds('old.')};`)
    .join(' ');
  await createSearchTriggers(db, spec, numbering, { insert, remove });
}

/** Drop a table's full-text tables of this version, and any earlier version's index and triggers. */
export async function dropStatusSearchTables(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: Pick<StatusSearchSpec, 'table' | 'values'>,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  await dropStatusSearch(db, dialect, spec);
  for (const name of [...spec.values.map((v) => scopedTableOf(spec.table, v)), trashTableOf(spec.table)])
    await run(db, `drop table if exists ${name}`);
}
