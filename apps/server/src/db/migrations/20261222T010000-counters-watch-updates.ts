import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { useStatementUpdateCounters, useWatchedUpdateCounters } from '../migration-kit/statement-counters-v3.ts';

/**
 * On PostgreSQL an update moves the counters only when it changes the trash or a counted column
 * (statement counters v3, decision 055): an edit of anything else no longer copies its rows into
 * transition tables nor runs the counting statement. SQLite is unchanged.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await useWatchedUpdateCounters(db, dialect);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await useStatementUpdateCounters(db, dialect);
}
