import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { joinSearchIndex, splitSearchIndex } from '../migration-kit/status-search-v5.ts';

/**
 * On PostgreSQL the search index of Exclusive research and Insight is split by status, as SQLite's
 * search tables are (status search v5, decision 056): a tab's search reads and visits its own
 * records only. SQLite is unchanged.
 */
const TABLES = ['algo_research', 'algo_news'];
const STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'APPROVED', 'REVISION', 'REJECTED', 'SCHEDULED'];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of TABLES) await splitSearchIndex(db, dialect, { table, column: 'status', values: STATUSES });
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of TABLES) await joinSearchIndex(db, dialect, { table, column: 'status', values: STATUSES });
}
