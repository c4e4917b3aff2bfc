import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * On PostgreSQL the unique index of a table's natural key (the binding's `clusteredBy`: daily
 * stock data's ticker and date) carries `deleted_at`, so a list filtered along the key counts its
 * live rows from the index alone (decision 051). A ticker's month read every one of its days from
 * the table to tell whether it was trashed: thirty days of one ticker lie on thirty pages, each day
 * having arrived for every ticker at once. SQLite keeps such a table in its key's order instead
 * (decision 027) and is unchanged. Rebuilding the index of ten million rows takes about 20 s.
 */
const KEYS: ReadonlyArray<{ table: string; index: string; columns: readonly string[] }> = [
  { table: 'stock_data', index: 'stock_data_ticker_date_unique', columns: ['ticker', 'date'] },
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of KEYS) await rebuild(db, key, sql` include (deleted_at)`);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of KEYS) await rebuild(db, key, sql``);
}

async function rebuild(db: Kysely<any>, key: (typeof KEYS)[number], include: ReturnType<typeof sql>): Promise<void> {
  await sql`drop index ${sql.ref(key.index)}`.execute(db);
  await sql`create unique index ${sql.ref(key.index)} on ${sql.ref(key.table)} (${sql.join(key.columns.map((c) => sql.ref(c)))})${include}`.execute(
    db,
  );
}
