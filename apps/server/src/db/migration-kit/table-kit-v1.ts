import { sql, type Kysely } from 'kysely';

/**
 * Table kit, version 1: what the resource engine expects of a table (decision 004), as migrations
 * create it. Record columns (timestamps, actors, soft delete, version), indexes partial on live
 * rows, text search kept in sync by the database (an FTS5 external-content table and triggers on
 * SQLite, a generated tsvector with a GIN index on PostgreSQL) and live-row counters per filter
 * value in `resource_counts`, kept by triggers.
 *
 * FROZEN like the migrations that import it: a migration must create the same schema forever, so
 * this file imports nothing but kysely and its SQL never changes. SQLite even keeps the text of
 * every create statement verbatim in sqlite_master, whitespace included. A kit that must create
 * something different is a new file (table-kit-v2.ts) used by new migrations; migrations that
 * import v1 keep importing v1. Fixing a bug here means writing a migration, not editing this.
 *
 * v1 was extracted from migrations 20261122T030000-master-data, 20261122T040000-people and
 * 20261122T050000-circle and reproduces their SQL byte for byte, including the two layouts of the
 * counters' update trigger (see `triggerIndent`).
 */
export type Dialect = 'sqlite' | 'postgres';

/** Raw SQL only, so the kit needs no table types: any Kysely instance will do. */
type Db = Kysely<unknown>;

/**
 * What the full-text index holds for a column: an SQL expression of `ref` (`new.phone`, `old.phone`
 * or a bare `phone`). Must give the same text for the same row every time: SQLite's external
 * content table deletes an entry by re-deriving what was indexed.
 */
export type SearchValue = (column: string, ref: string, dialect: Dialect) => string;

/** How the engine lists a table: the part every resource table has, new or extended. */
export type ListSpec = {
  name: string;
  /** Columns of the text search, in order; empty: no search index. */
  search: string[];
  /** Absent: a column's value as is (coalesced to '' in the PostgreSQL document). */
  searchValue?: SearchValue;
  /** Columns whose live counts are kept per value (the list's equality filters). */
  counted: string[];
  /** Columns the counted values derive from, when one is generated from another; default `counted`. */
  sources?: string[];
  /** Partial indexes on live rows: each entry is one index's column list. */
  indexes: string[][];
  /**
   * Spaces before the statements of the counters' update trigger on SQLite (its `end` gets two
   * fewer). SQLite stores trigger text verbatim; 7 is the master-data and Circle layout, the
   * people migration's is 9.
   */
  triggerIndent?: number;
};

export type UniqueIndex = {
  name: string;
  columns: string[];
  /** A partial unique index: also limited to live rows. */
  where?: string;
};

export type TableSpec = ListSpec & {
  /**
   * Column definitions in order. `{nocase}`: case-insensitive text on SQLite (nothing on
   * PostgreSQL); `{bigint}`: a 64-bit integer type in both.
   */
  columns: string[];
  unique: UniqueIndex[];
  /** Record columns after the table's own (default) or before them, so long text stays last. */
  recordColumns?: 'after' | 'before';
  /** Also index trashed rows (deleted_at, id), for a trash list of a big table. */
  trashIndex?: boolean;
  /**
   * The editorial workflow's columns (the engine's `workflow` capability), placed with the short
   * columns at the front: status, reviewer, publication and schedule, the reviewer's note, the last
   * staff editor (maker–checker) and the live version kept while a change is reviewed. List
   * `status` in `counted` (and in `indexes`) like any filter.
   */
  workflow?: boolean;
};

const WORKFLOW_COLUMNS = [
  "status text not null default 'DRAFT'",
  'auditor_id integer references staff_users(id)',
  'published_at text',
  'scheduled_at text',
  'edited_by integer references staff_users(id)',
  'response_note text',
  'live_snapshot text',
];

const RECORD_COLUMNS = [
  'created_at text not null',
  'updated_at text not null',
  'created_by integer references staff_users(id)',
  'updated_by integer references staff_users(id)',
  'deleted_at text',
  'version integer not null default 1',
];

const run = (db: Db, text: string) => sql.raw(text).execute(db);

function columnSql(column: string, dialect: Dialect): string {
  return column
    .replace('{nocase}', dialect === 'sqlite' ? 'collate nocase' : '')
    .replace('{bigint}', dialect === 'sqlite' ? 'integer' : 'bigint')
    .trim();
}

/**
 * The live-row counters' store and, on PostgreSQL, the trigger function every table's counters
 * call with its counted columns as arguments. Made once, before any table with counters.
 */
export async function createResourceCounts(db: Db, dialect: Dialect): Promise<void> {
  await run(
    db,
    'create table resource_counts (tbl text not null, dim text not null, val text not null, live integer not null, primary key (tbl, dim, val))',
  );
  if (dialect === 'postgres') await run(db, PG_COUNT_FUNCTION);
}

/** After every table whose triggers use them is gone. */
export async function dropResourceCounts(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await run(db, 'drop function rc_resource_count()');
  await run(db, 'drop table resource_counts');
}

/** A new, empty resource table with its live indexes, unique indexes, search and counters. */
export async function createTable(db: Db, dialect: Dialect, t: TableSpec): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  const own = t.columns.map((c) => columnSql(c, dialect));
  const workflow = t.workflow ? WORKFLOW_COLUMNS : [];
  const columns =
    t.recordColumns === 'before' ? [id, ...RECORD_COLUMNS, ...workflow, ...own] : [id, ...workflow, ...own, ...RECORD_COLUMNS];
  if (dialect === 'postgres' && t.search.length > 0) {
    columns.push(`search_vector tsvector generated always as (${searchDocument(t, dialect)}) stored`);
  }
  await run(db, `create table ${t.name} (\n  ${columns.join(',\n  ')}\n)`);
  await createLiveIndexes(db, dialect, t);
  if (t.trashIndex) {
    await run(db, `create index ${t.name}_trash on ${t.name} (deleted_at, id) where deleted_at is not null`);
  }
  for (const u of t.unique) {
    const where = u.where ? ` where ${u.where} and deleted_at is null` : '';
    await run(db, `create unique index ${t.name}_${u.name}_unique on ${t.name} (${u.columns.join(', ')})${where}`);
  }
  if (t.search.length > 0) {
    if (dialect === 'postgres') await createGinIndex(db, t);
    else await createFts(db, t, { fill: false });
  }
  await createCounters(db, dialect, t);
}

/** Drops a table made by createTable: its indexes and triggers go with it, its counts are deleted. */
export async function dropTable(db: Db, dialect: Dialect, t: TableSpec): Promise<void> {
  if (dialect === 'sqlite' && t.search.length > 0) await run(db, `drop table ${t.name}_fts`);
  await run(db, `drop table ${t.name}`);
  await run(db, `delete from resource_counts where tbl = '${t.name}'`);
}

/**
 * Gives an existing table (with record columns) what createTable gives a new one for its list:
 * search, counters and live indexes, with the rows already there indexed and counted.
 */
export async function addListIndexing(db: Db, dialect: Dialect, t: ListSpec): Promise<void> {
  if (t.search.length > 0 && dialect === 'postgres') {
    const column = `search_vector tsvector generated always as (${searchDocument(t, dialect)}) stored`;
    await run(db, `alter table ${t.name} add column ${column}`);
    await createGinIndex(db, t);
  }
  if (t.search.length > 0 && dialect === 'sqlite') await createFts(db, t, { fill: true });
  await createCounters(db, dialect, t);
  await countExistingRows(db, t);
  await createLiveIndexes(db, dialect, t);
}

/** Undoes addListIndexing; the table and its columns stay. */
export async function dropListIndexing(db: Db, dialect: Dialect, t: ListSpec): Promise<void> {
  const dropTrigger = (name: string) =>
    run(db, dialect === 'postgres' ? `drop trigger ${t.name}_${name} on ${t.name}` : `drop trigger ${t.name}_${name}`);
  for (const cols of t.indexes) await run(db, `drop index ${t.name}_${cols.join('_')}_live`);
  for (const name of ['count_insert', 'count_delete', 'count_update']) await dropTrigger(name);
  if (t.search.length > 0 && dialect === 'postgres') {
    await run(db, `drop index ${t.name}_search`);
    await run(db, `alter table ${t.name} drop column search_vector`);
  }
  if (t.search.length > 0 && dialect === 'sqlite') {
    for (const name of ['fts_insert', 'fts_delete', 'fts_update']) await dropTrigger(name);
    await run(db, `drop table ${t.name}_fts`);
  }
  await run(db, `delete from resource_counts where tbl = '${t.name}'`);
}

/**
 * An index per sort of the list, live rows only. On PostgreSQL it ends with `id`, the list's last
 * order, as migration 20261217T010000 made every live index before it; SQLite's end with the rowid.
 */
async function createLiveIndexes(db: Db, dialect: Dialect, t: ListSpec): Promise<void> {
  for (const cols of t.indexes) {
    const keys = dialect === 'postgres' && cols.at(-1) !== 'id' ? [...cols, 'id'] : cols;
    await run(db, `create index ${t.name}_${cols.join('_')}_live on ${t.name} (${keys.join(', ')}) where deleted_at is null`);
  }
}

/**
 * A list field kept beside its table (ResourceBinding.sideLists): one row per value, in the
 * record's order, removed with the record. `(value, owner_id)` answers "records holding X".
 * Added after v1's first tables; it creates only new tables, so no earlier migration changes.
 */
export async function createSideList(db: Db, side: { name: string; owner: string; value: 'integer' | 'text' }): Promise<void> {
  await run(
    db,
    `create table ${side.name} (owner_id integer not null references ${side.owner}(id) on delete cascade, value ${side.value} not null, position integer not null, primary key (owner_id, value))`,
  );
  await run(db, `create index ${side.name}_value on ${side.name} (value, owner_id)`);
}

/** The PostgreSQL search document; 'simple' because names and codes are not natural language. */
function searchDocument(t: ListSpec, dialect: Dialect): string {
  const value = t.searchValue ?? ((_column: string, ref: string) => `coalesce(${ref}, '')`);
  const doc = t.search.map((c) => value(c, c, dialect)).join(" || ' ' || ");
  return `to_tsvector('simple', ${doc})`;
}

/** Without a pending list, as migration 20261216T010000 made every search index before it. */
async function createGinIndex(db: Db, t: ListSpec): Promise<void> {
  await run(db, `create index ${t.name}_search on ${t.name} using gin (search_vector) with (fastupdate = off)`);
}

/**
 * External content: FTS5 reads nothing back from the table (the engine only matches rowids), so
 * the triggers may index derived spellings, as long as insert and delete derive them alike.
 */
export async function createFts(db: Db, t: ListSpec, options: { fill: boolean }): Promise<void> {
  const fts = `${t.name}_fts`;
  const cols = t.search.join(', ');
  const value = t.searchValue ?? ((_column: string, ref: string) => ref);
  const values = (row: string) => t.search.map((c) => value(c, row ? `${row}.${c}` : c, 'sqlite')).join(', ');
  // remove_diacritics folds é to e, so "kredit" finds "krédit"; prefix queries need no extra index.
  await run(
    db,
    `create virtual table ${fts} using fts5(${cols}, content='${t.name}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  if (options.fill) await run(db, `insert into ${fts} (rowid, ${cols}) select id, ${values('')} from ${t.name}`);
  await run(
    db,
    `create trigger ${t.name}_fts_insert after insert on ${t.name} begin insert into ${fts} (rowid, ${cols}) values (new.id, ${values('new')}); end`,
  );
  await run(
    db,
    `create trigger ${t.name}_fts_delete after delete on ${t.name} begin insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')}); end`,
  );
  await run(
    db,
    `create trigger ${t.name}_fts_update after update of ${cols} on ${t.name} begin${lines(7, [
      `insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')});`,
      `insert into ${fts} (rowid, ${cols}) values (new.id, ${values('new')});`,
    ])}`,
  );
}

/** A trigger body's statements, one per line indented by `indent` spaces, then `end` two fewer. */
function lines(indent: number, statements: string[]): string {
  return statements.map((s) => `\n${' '.repeat(indent)}${s}`).join('') + `\n${' '.repeat(indent - 2)}end`;
}

/**
 * Live-row counts per table (dim '') and per value of each counted column, kept by triggers. Only
 * a change of deleted_at or of a source column can move a count, so updates of other columns
 * skip the trigger.
 */
async function createCounters(db: Db, dialect: Dialect, t: ListSpec): Promise<void> {
  const watched = ['deleted_at', ...(t.sources ?? t.counted)];
  if (dialect === 'postgres') {
    const args = t.counted.map((c) => `'${c}'`).join(', ');
    const changed = watched.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await run(
      db,
      `create trigger ${t.name}_count_insert after insert on ${t.name} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t.name}_count_delete after delete on ${t.name} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t.name}_count_update after update of ${watched.join(', ')} on ${t.name} for each row when (${changed}) execute function rc_resource_count(${args})`,
    );
    return;
  }
  const value = (row: 'new' | 'old', c: string) => `coalesce(cast(${row}.${c} as text), '')`;
  const add = (guard: string) =>
    [`select '${t.name}', '', ''`, ...t.counted.map((c) => `select '${t.name}', '${c}', ${value('new', c)}`)]
      .map(
        (select) =>
          `insert into resource_counts (tbl, dim, val, live) ${select}, 1 where ${guard} on conflict (tbl, dim, val) do update set live = live + 1;`,
      )
      .join('\n');
  const remove = (guard: string) =>
    `update resource_counts set live = live - 1 where ${guard} and tbl = '${t.name}' and ((dim = '' and val = '')${t.counted
      .map((c) => ` or (dim = '${c}' and val = ${value('old', c)})`)
      .join('')});`;
  await run(db, `create trigger ${t.name}_count_insert after insert on ${t.name} begin ${add('new.deleted_at is null')} end`);
  await run(db, `create trigger ${t.name}_count_delete after delete on ${t.name} begin ${remove('old.deleted_at is null')} end`);
  const changed = watched.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(
    db,
    `create trigger ${t.name}_count_update after update of ${watched.join(', ')} on ${t.name} when ${changed} begin${lines(
      t.triggerIndent ?? 7,
      [remove('old.deleted_at is null'), add('new.deleted_at is null')],
    )}`,
  );
}

/** The counts of the rows a table already has (its triggers count from here on). */
async function countExistingRows(db: Db, t: ListSpec): Promise<void> {
  await run(
    db,
    `insert into resource_counts (tbl, dim, val, live) select '${t.name}', '', '', count(*) from ${t.name} where deleted_at is null`,
  );
  for (const c of t.counted) {
    await run(
      db,
      `insert into resource_counts (tbl, dim, val, live)
       select '${t.name}', '${c}', coalesce(cast(${c} as text), ''), count(*) from ${t.name} where deleted_at is null group by ${c}`,
    );
  }
}

const PG_COUNT_FUNCTION = `
create or replace function rc_resource_count() returns trigger language plpgsql as $fn$
declare
  d text;
  r jsonb;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
    r := to_jsonb(old);
    update resource_counts set live = live - 1 where tbl = tg_table_name and dim = '' and val = '';
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      update resource_counts set live = live - 1 where tbl = tg_table_name and dim = d and val = coalesce(r ->> d, '');
    end loop;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
    r := to_jsonb(new);
    insert into resource_counts (tbl, dim, val, live) values (tg_table_name, '', '', 1)
      on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      insert into resource_counts (tbl, dim, val, live) values (tg_table_name, d, coalesce(r ->> d, ''), 1)
        on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    end loop;
  end if;
  return null;
end
$fn$`;
