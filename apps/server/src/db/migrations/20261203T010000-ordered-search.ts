import type { Kysely } from 'kysely';
import { createStatusSearch } from '../migration-kit/status-search-v1.ts';
import { createOrderedStatusSearch } from '../migration-kit/status-search-v2.ts';
import { SPECS } from './20261130T010000-status-search.ts';

/**
 * The status-scoped search indexes of Exclusive research and Insight number their entries in title
 * order (decision 028): a search sorted by title puts its matches in order by their keys and reads
 * the titles of its page's few only. SQLite only; existing rows are indexed again.
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createOrderedStatusSearch(db, dialect, { ...spec, order: 'title' });
}

/** Back to the index numbered by record id (20261130T010000-status-search). */
export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createStatusSearch(db, dialect, spec);
}
