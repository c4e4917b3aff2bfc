import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { usePlannedCounters, useSharedCounters } from '../migration-kit/statement-counters-v2.ts';

/**
 * Each counted table's statement counters run SQL of their own on PostgreSQL, planned once per
 * connection instead of built and planned on every write (statement counters v2, decision 054).
 * SQLite is unchanged.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await usePlannedCounters(db, dialect);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await useSharedCounters(db, dialect);
}
