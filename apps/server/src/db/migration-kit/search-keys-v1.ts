import { sql, type Kysely } from 'kysely';

/**
 * Search keys, version 1: the narrow indexes a wide table's text search reads on SQLite
 * (ResourceBinding.searchKeys, decision 015). A search of such a table finds its matches in the
 * FTS index, then has to check each match's filters and read its sort key: from the rows, that is
 * one read of a wide row (long bodies) per match. One index per sort column on live rows,
 * `<table>_search_<column>` on (id, the counted filter columns, the column), holds those few values
 * for every row in a fraction of the space, so the matches are checked and sorted from it.
 *
 * PostgreSQL reads its matches through the GIN index's bitmap and needs none of these.
 *
 * FROZEN like the migrations that import it (see table-kit-v1.ts): a different shape is a new file.
 */
type Db = Kysely<unknown>;

export type SearchKeysSpec = {
  table: string;
  /** The counted filter columns, in the order the binding's model lists them. */
  filters: string[];
  /** The list's sort columns, one index each. */
  sort: string[];
};

export async function createSearchKeys(db: Db, dialect: 'sqlite' | 'postgres', spec: SearchKeysSpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const column of spec.sort) {
    const columns = ['id', ...spec.filters.filter((c) => c !== column), column];
    await sql
      .raw(`create index ${spec.table}_search_${column} on ${spec.table} (${columns.join(', ')}) where deleted_at is null`)
      .execute(db);
  }
}

export async function dropSearchKeys(db: Db, dialect: 'sqlite' | 'postgres', spec: SearchKeysSpec): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const column of spec.sort) await sql.raw(`drop index ${spec.table}_search_${column}`).execute(db);
}
