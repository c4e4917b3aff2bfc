import type { Kysely } from 'kysely';
import { createSearchKeys, dropSearchKeys, type SearchKeysSpec } from '../migration-kit/search-keys-v1.ts';

/**
 * Narrow search indexes for the two widest tables, Exclusive research and Insight (decision 015):
 * a search among a million research rows checks each match's status and reads its sort key from
 * a small index instead of from rows that carry whole research bodies. SQLite only.
 */
const SORT = ['created_at', 'updated_at', 'published_at', 'title'];
const SPECS: SearchKeysSpec[] = [
  { table: 'algo_research', filters: ['status'], sort: SORT },
  { table: 'algo_news', filters: ['status', 'is_breaking'], sort: SORT },
];

export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createSearchKeys(db, dialect, spec);
}

export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await dropSearchKeys(db, dialect, spec);
}
