import type { Kysely } from 'kysely';
import { countChanges, uncountChanges } from '../migration-kit/change-counters-v1.ts';

/**
 * The reader preview keeps its answers while nothing it reads has changed: the record's table
 * (the workflow tables already have change counters, for the desk), the account walls and the
 * subscription plans, which get theirs here.
 */
const TABLES = ['account_walls', 'subscription_plans'] as const;
type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of TABLES) await countChanges(db, dialect, table);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of [...TABLES].reverse()) await uncountChanges(db, dialect, table);
}
