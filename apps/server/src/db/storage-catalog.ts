import { sql, type QueryExecutorProvider } from 'kysely';
import type { Db } from './database.ts';

/**
 * What the database really has for one resource table, read from its catalog: the columns, the
 * full-text index and the counter triggers. The two dialects keep these very differently; this
 * is the common shape the storage check compares with a definition.
 */
export type TableStorage = {
  dialect: 'sqlite' | 'postgres';
  /** Column name → declared type, lower case (SQLite: as written; PostgreSQL: data_type). */
  columns: ReadonlyMap<string, string>;
  search:
    /**
     * `columns`: those of the `<table>_fts` index (none when the table has only per-status tables);
     * `tables`: every FTS5 table of the table's, `<table>_fts` and `<table>_fts_…` (decision 031);
     * `writes`: the SQL of the trigger that indexes a new row (what a contentless index derives its words from).
     */
    | { kind: 'fts5'; columns: ReadonlySet<string>; tables: ReadonlySet<string>; writes: string }
    /** `ginIndexes`: the names of the GIN indexes on `search_vector` (partial ones included). */
    | { kind: 'tsvector'; expression: string; ginIndexes: ReadonlySet<string> }
    | { kind: 'none' };
  /**
   * The names the `<table>_count_insert` trigger counts: the quoted names in its SQL (SQLite) or
   * its arguments (PostgreSQL); null when the table has no such trigger.
   */
  counted: ReadonlySet<string> | null;
  /** The table's indexes: name → indexed columns in order. */
  indexes: ReadonlyMap<string, readonly string[]>;
  /**
   * PostgreSQL: the columns leading a unique btree index that compares bytes with its own operators
   * (`text_pattern_ops`: `~>=~`, `~<~`), which a range of prefixes reads. Empty on SQLite, whose
   * indexes compare bytes unless a column says otherwise.
   */
  byteOrderedUnique: ReadonlySet<string>;
  /** SQLite: the names of the table's triggers (empty on PostgreSQL, where the check needs none). */
  triggers: ReadonlySet<string>;
  /** SQLite: the primary key of a table kept in its order (`without rowid`); null for a rowid table and on PostgreSQL. */
  clusteredBy: readonly string[] | null;
};

/** The names an SQLite counter trigger counts: the quoted names in its SQL (the table's own among them). */
export function countedBy(triggerSql: string): Set<string> {
  return new Set([...triggerSql.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!).filter(Boolean));
}

/** null when the table does not exist. */
export function readTableStorage(db: Db, table: string): Promise<TableStorage | null> {
  return db.dialect === 'sqlite' ? readSqlite(db.kysely, table) : readPostgres(db.kysely, table);
}

/** Catalog queries are raw SQL: any connection will do. */
type AnyDb = QueryExecutorProvider;

/** The names of a SQLite database's full-text (FTS5) tables, in order. */
export async function fts5Tables(db: AnyDb): Promise<string[]> {
  const found = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'create virtual table % using fts5(%' order by name`.execute(
    db,
  );
  return found.rows.map((r) => r.name);
}

async function readSqlite(db: AnyDb, table: string): Promise<TableStorage | null> {
  const master = async (type: string, name: string) =>
    (await sql<{ sql: string }>`select sql from sqlite_master where type = ${type} and name = ${name}`.execute(db)).rows[0];
  const create = await master('table', table);
  if (!create) return null;
  // table_xinfo, not table_info: generated columns (clients.verified) are hidden from the latter.
  const columns = await sql<{ name: string; type: string; hidden: number; pk: number }>`
    select name, type, hidden, pk from pragma_table_xinfo(${table})`.execute(db);
  const fts = `${table}_fts`;
  const ftsTables = new Set((await fts5Tables(db)).filter((name) => name === fts || name.startsWith(`${fts}_`)));
  const ftsColumns = ftsTables.has(fts)
    ? (await sql<{ name: string }>`select name from pragma_table_info(${fts})`.execute(db)).rows.map((r) => r.name)
    : [];
  const trigger = await master('trigger', `${table}_count_insert`);
  const writes = (await master('trigger', `${fts}_insert`))?.sql ?? '';
  const triggers = await sql<{ name: string }>`
    select name from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db);
  const indexes = new Map<string, string[]>();
  const named = await sql<{ name: string }>`
    select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db);
  for (const { name } of named.rows) {
    const info = await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
    indexes.set(
      name,
      info.rows.map((r) => r.name),
    );
  }
  return {
    dialect: 'sqlite',
    indexes,
    byteOrderedUnique: new Set(),
    triggers: new Set(triggers.rows.map((r) => r.name)),
    // hidden 1 marks a virtual table's hidden columns; 2 and 3 are generated columns, kept.
    columns: new Map(columns.rows.filter((c) => c.hidden !== 1).map((c) => [c.name, c.type.toLowerCase()])),
    search: ftsTables.size > 0 ? { kind: 'fts5', columns: new Set(ftsColumns), tables: ftsTables, writes } : { kind: 'none' },
    counted: trigger ? countedBy(trigger.sql) : null,
    clusteredBy: /\bwithout\s+rowid\s*$/i.test(create.sql)
      ? columns.rows
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name)
      : null,
  };
}

async function readPostgres(db: AnyDb, table: string): Promise<TableStorage | null> {
  const columns = await sql<{ column_name: string; data_type: string; generation_expression: string | null }>`
    select column_name, data_type, generation_expression from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  if (columns.rows.length === 0) return null;
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(db);
  const trigger = await sql<{ tgargs: Buffer }>`
    select t.tgargs from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table} and t.tgname = ${`${table}_count_insert`}`.execute(db);
  const vector = columns.rows.find((c) => c.column_name === 'search_vector');
  return {
    dialect: 'postgres',
    // indexdef: `CREATE INDEX name ON public.t USING btree (a, b text_pattern_ops) WHERE …`; the first
    // parentheses hold the columns, each maybe followed by its collation or operator class.
    indexes: new Map(indexes.rows.map((i) => [i.indexname, indexedColumns(i.indexdef)])),
    byteOrderedUnique: new Set(
      indexes.rows
        .filter((i) => /^create unique index .* using btree \(\S+ text_pattern_ops\b/i.test(i.indexdef))
        .map((i) => indexedColumns(i.indexdef)[0]!),
    ),
    columns: new Map(columns.rows.filter((c) => c !== vector).map((c) => [c.column_name, c.data_type.toLowerCase()])),
    search: vector
      ? {
          kind: 'tsvector',
          expression: vector.generation_expression ?? '',
          ginIndexes: new Set(
            indexes.rows.filter((i) => /using gin \(search_vector\)/i.test(i.indexdef)).map((i) => i.indexname),
          ),
        }
      : { kind: 'none' },
    // tgargs: the trigger's arguments, each ended by a NUL byte.
    counted: trigger.rows[0] ? new Set(trigger.rows[0].tgargs.toString('utf8').split('\0').filter(Boolean)) : null,
    clusteredBy: null,
    triggers: new Set(),
  };
}

/** The columns of a PostgreSQL index definition, in order, without their collations or operator classes. */
function indexedColumns(indexdef: string): string[] {
  return (/\(([^)]*)\)/.exec(indexdef)?.[1] ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]!.replace(/^"|"$/g, ''));
}
