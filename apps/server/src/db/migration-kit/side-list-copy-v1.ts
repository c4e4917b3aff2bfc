import { sql, type Kysely } from 'kysely';

/**
 * Side-list copies, version 1 (SideListSpec.copied, decision 032). A list page of a big table reads
 * each of its records' side lists from the side tables: one look-up per record and side list,
 * thirty for a page of Exclusive research (tags, tickers, plans), each in an index of a million
 * entries. The record's row is read anyway, so on SQLite the row also holds a copy of each such
 * list, `<field>_copy`, a JSON array of its values in position order, and a page reads the lists
 * from its rows.
 *
 * The side table stays what filters and writes use; triggers on it keep the copy: any insert,
 * delete or change of an entry writes the owner's copy again from the side table. A record without
 * entries has `[]`, or null before it ever had one (both mean an empty list).
 *
 * PostgreSQL reads the side tables as before and needs none of it.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type SideListCopySpec = { table: string; field: string; side: string };

/** The column of `table` that holds the copy of the side list `field`. */
export const copyColumnOf = (field: string) => `${field}_copy`;
/** The trigger names of a side table's copy (insert, delete, update). */
export const copyTriggerOf = (side: string, event: 'insert' | 'delete' | 'update') => `${side}_copy_${event}`;

async function run(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

export async function createSideListCopy(db: Db, dialect: 'sqlite' | 'postgres', spec: SideListCopySpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  const { table, side } = spec;
  const column = copyColumnOf(spec.field);
  const list = (owner: string) => `(select json_group_array(value order by position) from ${side} where owner_id = ${owner})`;
  await run(db, `alter table ${table} add column ${column} text`);
  await run(db, `update ${table} set ${column} = ${list(`${table}.id`)} where id in (select owner_id from ${side})`);
  const write = (owner: string) => `update ${table} set ${column} = ${list(owner)} where id = ${owner};`;
  await run(db, `create trigger ${copyTriggerOf(side, 'insert')} after insert on ${side} begin ${write('new.owner_id')} end`);
  await run(db, `create trigger ${copyTriggerOf(side, 'delete')} after delete on ${side} begin ${write('old.owner_id')} end`);
  await run(
    db,
    `create trigger ${copyTriggerOf(side, 'update')} after update on ${side} begin ${write('old.owner_id')} ${write('new.owner_id')} end`,
  );
}

export async function dropSideListCopy(db: Db, dialect: 'sqlite' | 'postgres', spec: SideListCopySpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const event of ['insert', 'delete', 'update'] as const)
    await run(db, `drop trigger if exists ${copyTriggerOf(spec.side, event)}`);
  await run(db, `alter table ${spec.table} drop column ${copyColumnOf(spec.field)}`);
}
