import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * On PostgreSQL the actor columns of daily stock data (`created_by`, `updated_by`) no longer
 * reference `staff_users` (decision 052). A foreign key is checked row by row: each imported row
 * looked its importer up twice, 4.5 s of the database's 16 s in a million-row import into ten
 * million rows, for a check that never fails (the server writes the signed-in staff member's id,
 * and staff are deactivated, never deleted). SQLite keeps its keys: dropping them would rebuild the
 * table, and its import is not bound by them.
 */
const TABLES: ReadonlyArray<{ table: string; columns: readonly string[] }> = [
  { table: 'stock_data', columns: ['created_by', 'updated_by'] },
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, columns } of TABLES)
    for (const column of columns)
      await sql`alter table ${sql.ref(table)} drop constraint ${sql.ref(`${table}_${column}_fkey`)}`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, columns } of TABLES)
    for (const column of columns)
      await sql`alter table ${sql.ref(table)} add constraint ${sql.ref(`${table}_${column}_fkey`)} foreign key (${sql.ref(column)}) references staff_users (id)`.execute(
        db,
      );
}
