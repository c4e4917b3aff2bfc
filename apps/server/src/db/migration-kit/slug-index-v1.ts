import { sql, type Kysely } from 'kysely';

/**
 * Slug index, version 1 (decision 057). A slug left empty is made from the title with the first
 * free suffix: the server reads the slugs equal to `base` or starting with `base-`, a range in
 * byte order (`'-'` sorts just before `'.'`). SQLite's unique index compares bytes and reads that
 * range. PostgreSQL's compares in the database's collation, which may order `-` apart from its
 * neighbours, so the engine asks for byte order (`~>=~`, `~<~`) and the index must keep it:
 * `text_pattern_ops`, which also serves equality, so the index stays the table's unique key and
 * every lookup by slug keeps using it. Without it, each new record's slug read every slug of the
 * table: 121 ms on 1,000,000 Exclusive research records.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;
type Dialect = 'sqlite' | 'postgres';

/**
 * PostgreSQL: the table's unique index on its slug column rebuilt in byte order; SQLite's already
 * is. `index` is the table kit's name for it unless an older migration named it otherwise.
 */
export const slugIndexInByteOrder = (db: Db, dialect: Dialect, table: string, column: string, index?: string) =>
  rebuild(db, dialect, { table, column, index, opclass: ' text_pattern_ops' });

/** The reverse: the index in the database's collation, as the table kit makes it. */
export const slugIndexInCollation = (db: Db, dialect: Dialect, table: string, column: string, index?: string) =>
  rebuild(db, dialect, { table, column, index, opclass: '' });

async function rebuild(
  db: Db,
  dialect: Dialect,
  {
    table,
    column,
    index = `${table}_${column}_unique`,
    opclass,
  }: { table: string; column: string; index?: string; opclass: string },
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(`drop index ${index}`).execute(db);
  await sql.raw(`create unique index ${index} on ${table} (${column}${opclass})`).execute(db);
}
