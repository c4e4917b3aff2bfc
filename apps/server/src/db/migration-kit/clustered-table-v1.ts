import { sql, type Kysely } from 'kysely';

/**
 * Clustered tables, version 1 (decision 027): on SQLite, a table made by the table kit kept in the
 * order of its natural key (`without rowid`, the key as primary key) instead of in the order its
 * rows arrived. Rows read together by their key then sit together on the same pages. The id stays
 * a column, unique and indexed, that the engine fills in itself (ResourceBinding.clusteredBy).
 *
 * SQLite cannot change a table's primary key in place; this is its documented rebuild: the table
 * moves aside, the new one is made from the same statement with only the key changed, the rows are
 * copied in key order, and the indexes and triggers are made again from their own stored SQL, so
 * they stay exactly what the table kit made. The key's unique index is the primary key itself.
 *
 * FROZEN like the table kit: migrations that import it must create the same schema forever.
 */
type Db = Kysely<unknown>;

export type ClusteredTableSpec = {
  table: string;
  /** The natural key, in order: the primary key of the clustered table. */
  key: string[];
  /** The table kit's unique index on the key (`<table>_<name>_unique`), which the primary key replaces. */
  keyIndex: string;
};

const ROWID_ID = 'id integer primary key autoincrement,';
const ASSIGNED_ID = 'id integer not null,';
const run = (db: Db, text: string) => sql.raw(text).execute(db);
const idIndex = (table: string) => `${table}_id_unique`;

/** SQLite only (PostgreSQL keeps its heap table). */
export async function clusterByKey(db: Db, spec: ClusteredTableSpec): Promise<void> {
  const { table, key, keyIndex } = spec;
  await rebuild(
    db,
    table,
    (create) => {
      if (!create.includes(ROWID_ID) || !create.endsWith('\n)')) throw new Error(`${table} is not a table kit table`);
      return `${create.replace(ROWID_ID, ASSIGNED_ID).slice(0, -2)},\n  primary key (${key.join(', ')})\n) without rowid`;
    },
    [keyIndex],
    key.join(', '),
  );
  await run(db, `create unique index ${idIndex(table)} on ${table} (id)`);
  await run(db, `delete from sqlite_sequence where name = '${table}'`);
}

/** Back to the table kit's table: ids from the rowid again, after the highest one there is. */
export async function unclusterByKey(db: Db, spec: ClusteredTableSpec): Promise<void> {
  const { table, key, keyIndex } = spec;
  const tail = `,\n  primary key (${key.join(', ')})\n) without rowid`;
  await rebuild(
    db,
    table,
    (create) => {
      if (!create.includes(ASSIGNED_ID) || !create.endsWith(tail))
        throw new Error(`${table} is not clustered by ${key.join(', ')}`);
      return `${create.replace(ASSIGNED_ID, ROWID_ID).slice(0, -tail.length)}\n)`;
    },
    [idIndex(table)],
    'id',
  );
  await run(db, `create unique index ${keyIndex} on ${table} (${key.join(', ')})`);
  await run(db, `insert into sqlite_sequence (name, seq) select '${table}', coalesce(max(id), 0) from ${table}`);
}

/**
 * Rebuild `table` from its create statement as `reshape` changes it, rows copied in `order`; its
 * indexes and triggers are made again from their stored SQL, but for those named in `dropped`.
 */
async function rebuild(
  db: Db,
  table: string,
  reshape: (create: string) => string,
  dropped: string[],
  order: string,
): Promise<void> {
  const master = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null order by type = 'trigger', rowid`.execute(
    db,
  );
  const create = master.rows.find((r) => r.type === 'table')!.sql;
  const others = master.rows.filter((r) => r.type !== 'table' && !dropped.includes(r.name));
  const aside = `${table}_before_rebuild`;
  await run(db, `alter table ${table} rename to ${aside}`);
  await run(db, reshape(create));
  await run(db, `insert into ${table} select * from ${aside} order by ${order}`);
  await run(db, `drop table ${aside}`);
  for (const { sql: text } of others) await run(db, text);
}
