import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { useRowCounters, useStatementCounters } from '../migration-kit/statement-counters-v1.ts';

/**
 * Live-row counters kept once per statement on PostgreSQL (decision 021): a 100,000-row import
 * spent minutes updating one counter row 100,000 times in its transaction. SQLite is unchanged.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await useStatementCounters(db, dialect);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await useRowCounters(db, dialect);
  if (dialect === 'postgres') await sql`drop function rc_resource_count_rows()`.execute(db);
}
