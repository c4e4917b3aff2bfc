import type { Kysely } from 'kysely';
import { createOrderedStatusSearch } from '../migration-kit/status-search-v2.ts';
import { createStatusSearchTables, dropStatusSearchTables } from '../migration-kit/status-search-v3.ts';
import { SPECS } from './20261130T010000-status-search.ts';

/**
 * The status-scoped search of Exclusive research and Insight moves from one index with a column per
 * status to one index table per status and one for the trash (decision 031), still numbered in
 * title order: a search in a tab reads that tab's entries only. SQLite only; existing rows are
 * indexed again.
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createStatusSearchTables(db, dialect, { ...spec, order: 'title' });
}

/** Back to one index with a column per status, in title order (20261203T010000-ordered-search). */
export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) {
    await dropStatusSearchTables(db, dialect, spec);
    await createOrderedStatusSearch(db, dialect, { ...spec, order: 'title' });
  }
}
