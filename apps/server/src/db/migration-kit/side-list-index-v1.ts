import { sql, type Kysely } from 'kysely';

/**
 * Side-list page index, version 1 (SideListSpec.covering, decision 029). A list page reads the side
 * lists of its ten records by owner, in position order. The side table's key (owner_id, value)
 * finds an owner's entries but not their position, so each entry was also read from the table: on
 * a big table, two reads of scattered pages per entry. This index holds all three, in the order
 * the page reads them, and the engine names it (INDEXED BY) on SQLite.
 *
 * PostgreSQL plans its own reads (and orders them) and needs none of it.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

/** The index a list reads a side table's pages from. */
export const sideListIndexOf = (table: string) => `${table}_owner`;
export const SIDE_LIST_INDEX_COLUMNS = ['owner_id', 'position', 'value'] as const;

export async function createSideListIndex(db: Db, dialect: 'sqlite' | 'postgres', table: string): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql.raw(`create index ${sideListIndexOf(table)} on ${table} (${SIDE_LIST_INDEX_COLUMNS.join(', ')})`).execute(db);
}

export async function dropSideListIndex(db: Db, dialect: 'sqlite' | 'postgres', table: string): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql.raw(`drop index ${sideListIndexOf(table)}`).execute(db);
}
