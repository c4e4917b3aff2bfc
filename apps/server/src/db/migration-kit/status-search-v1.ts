import { sql, type Kysely } from 'kysely';

/**
 * Status-scoped search, version 1 (ResourceBinding.searchScope, decision 025). The full-text index
 * of a wide workflow table keeps each record's words in the column of its status: `live_draft`,
 * `live_pending` … for live records, `trash` for those in the trash. A search inside a status tab
 * then matches `{live_pending} : (…)` and the index itself hands over only that tab's matches, and
 * their number, instead of every status's matches for the rows to sort out one by one.
 *
 * The index is contentless (`content=''`, `contentless_delete=1`): nothing is read back from it,
 * the triggers write a record's words on insert and when its text, status or trash state changes,
 * and delete them by rowid. It replaces the table kit's FTS table of the same name and its triggers
 * (a later table-kit migration of such a table must not recreate those).
 *
 * PostgreSQL searches through its GIN index and needs none of this.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type StatusSearchSpec = {
  table: string;
  /** The searched columns, in the order the table kit indexed them. */
  search: readonly string[];
  /** The scoping column and its values: one index column per value. */
  column: string;
  values: readonly string[];
};

/** The SQL of a row's searched fields as one text (`row` is `new.`, `old.` or '', the table's own row). */
export const searchedTextSql = (search: readonly string[], row: string) =>
  search.map((c) => `coalesce(${row}${c}, '')`).join(` || ' ' || `);

/** The index column of one value of the scoping column. */
export const scopeColumnOf = (value: string) => `live_${value.toLowerCase()}`;

async function run(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

export async function createStatusSearch(db: Db, dialect: 'sqlite' | 'postgres', spec: StatusSearchSpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  await createScopedIndex(db, spec, { rowid: (row) => `${row}id` });
}

/**
 * How a scoped index numbers a record's entry: by its id (this version), in a column's order
 * (version 2, decision 028) or by a rank kept beside the table (version 4, decision 033), with a
 * statement that guards each insert, the columns whose change renumbers the entry, a statement
 * that sets a row's number before its entry is written (`assign`) and one that forgets a deleted
 * row's (`forget`). `row` is `new.`, `old.` or '' (the table's own row).
 */
export type EntryNumbering = {
  rowid: (row: string) => string;
  insertGuard?: string;
  watched?: readonly string[];
  assign?: string;
  forget?: string;
};

/** The scoped index of `spec`, filled from the table and kept by triggers, its entries numbered as given. */
export async function createScopedIndex(db: Db, spec: StatusSearchSpec, numbering: EntryNumbering): Promise<void> {
  const t = spec.table;
  const fts = `${t}_fts`;
  await dropStatusSearch(db, 'sqlite', spec);
  const columns = [...spec.values.map(scopeColumnOf), 'trash'];
  await run(
    db,
    `create virtual table ${fts} using fts5(${columns.join(', ')}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2')`,
  );
  // A record's words in one column: the one of its status while live, trash once deleted.
  const text = (row: string) => searchedTextSql(spec.search, row);
  const values = (row: string) =>
    [
      ...spec.values.map((v) => `case when ${row}deleted_at is null and ${row}${spec.column} = '${v}' then ${text(row)} end`),
      `case when ${row}deleted_at is not null then ${text(row)} end`,
    ].join(', ');
  await run(db, `insert into ${fts} (rowid, ${columns.join(', ')}) select ${numbering.rowid('')}, ${values('')} from ${t}`);
  await createSearchTriggers(db, spec, numbering, {
    insert: `insert into ${fts} (rowid, ${columns.join(', ')}) values (${numbering.rowid('new.')}, ${values('new.')});`,
    remove: `delete from ${fts} where rowid = ${numbering.rowid('old.')};`,
  });
}

/**
 * The triggers that keep a scoped index (this version's or a later one's): `insert` writes a new
 * row's entry (after the numbering's guard), `remove` deletes an old row's; an update of a searched
 * field, a watched one, the scoping column or the trash state does both.
 */
export async function createSearchTriggers(
  db: Db,
  spec: StatusSearchSpec,
  numbering: EntryNumbering,
  statements: { insert: string; remove: string },
): Promise<void> {
  const t = spec.table;
  const { insert, remove } = statements;
  const guard = numbering.insertGuard ? `${numbering.insertGuard} ` : '';
  const assign = numbering.assign ? `${numbering.assign} ` : '';
  const forget = numbering.forget ? ` ${numbering.forget}` : '';
  await run(db, `create trigger ${t}_fts_insert after insert on ${t} begin ${guard}${assign}${insert} end`);
  await run(db, `create trigger ${t}_fts_delete after delete on ${t} begin ${remove}${forget} end`);
  const watched = [...new Set([...spec.search, ...(numbering.watched ?? []), spec.column, 'deleted_at'])].join(', ');
  await run(db, `create trigger ${t}_fts_update after update of ${watched} on ${t} begin ${remove} ${assign}${insert} end`);
}

/** Drop a table's full-text index and its triggers (the table kit's or this kit's: same names). */
export async function dropStatusSearch(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  spec: Pick<StatusSearchSpec, 'table'>,
): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const trigger of ['insert', 'delete', 'update']) await run(db, `drop trigger if exists ${spec.table}_fts_${trigger}`);
  await run(db, `drop table if exists ${spec.table}_fts`);
}
