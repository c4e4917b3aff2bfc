import { sql, type Kysely } from 'kysely';
import { copyColumnOf, copyTriggerOf, type SideListCopySpec } from './side-list-copy-v1.ts';

/**
 * Side-list copies, version 2: the same copies as version 1 (decision 032), kept by triggers that
 * any SQLite from 3.40 reads. Version 1 ordered the copy inside the aggregate,
 * `json_group_array(value order by position)`, which SQLite parses from 3.44 only: an older
 * SQLite (Debian 12's `sqlite3`, Python's `sqlite3` module there) refused the whole file as a
 * malformed schema. Here the entries are ordered in a subquery the aggregate reads, which SQLite
 * follows: the copy is the same JSON array of values in position order.
 *
 * The column and trigger names are version 1's, so a database made with either holds the same
 * objects, and `replaceSideListCopyTriggers` swaps version 1's triggers for these in place.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export { copyColumnOf, copyTriggerOf, type SideListCopySpec };

async function run(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

/** The owner's list as a JSON array, in position order, in SQL that SQLite 3.40 parses. */
const listOf = (side: string, owner: string) =>
  `(select json_group_array(value) from (select value from ${side} where owner_id = ${owner} order by position))`;

async function createTriggers(db: Db, spec: SideListCopySpec): Promise<void> {
  const { table, side } = spec;
  const column = copyColumnOf(spec.field);
  const write = (owner: string) => `update ${table} set ${column} = ${listOf(side, owner)} where id = ${owner};`;
  await run(db, `create trigger ${copyTriggerOf(side, 'insert')} after insert on ${side} begin ${write('new.owner_id')} end`);
  await run(db, `create trigger ${copyTriggerOf(side, 'delete')} after delete on ${side} begin ${write('old.owner_id')} end`);
  await run(
    db,
    `create trigger ${copyTriggerOf(side, 'update')} after update on ${side} begin ${write('old.owner_id')} ${write('new.owner_id')} end`,
  );
}

async function dropTriggers(db: Db, spec: SideListCopySpec): Promise<void> {
  for (const event of ['insert', 'delete', 'update'] as const)
    await run(db, `drop trigger if exists ${copyTriggerOf(spec.side, event)}`);
}

/** A new copy: the column, every owner's list, and the triggers that keep it (SQLite only). */
export async function createSideListCopy(db: Db, dialect: 'sqlite' | 'postgres', spec: SideListCopySpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  const column = copyColumnOf(spec.field);
  await run(db, `alter table ${spec.table} add column ${column} text`);
  await run(
    db,
    `update ${spec.table} set ${column} = ${listOf(spec.side, `${spec.table}.id`)} where id in (select owner_id from ${spec.side})`,
  );
  await createTriggers(db, spec);
}

/** An existing copy (made by version 1 or 2) is kept by this version's triggers from now on; its values stay. */
export async function replaceSideListCopyTriggers(db: Db, dialect: 'sqlite' | 'postgres', spec: SideListCopySpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  await dropTriggers(db, spec);
  await createTriggers(db, spec);
}

export async function dropSideListCopy(db: Db, dialect: 'sqlite' | 'postgres', spec: SideListCopySpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  await dropTriggers(db, spec);
  await run(db, `alter table ${spec.table} drop column ${copyColumnOf(spec.field)}`);
}
