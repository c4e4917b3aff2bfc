import type { Kysely } from 'kysely';
import { createStatusSearch, type StatusSearchSpec } from '../migration-kit/status-search-v1.ts';
import { createOrderedStatusSearch } from '../migration-kit/status-search-v2.ts';

/**
 * The status-scoped search indexes of Exclusive research and Insight number their entries in title
 * order (decision 028): a search sorted by title reads its page from the first matches the index
 * hands over. SQLite only; existing rows are indexed again.
 */
const STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'APPROVED', 'REVISION', 'REJECTED'];
const SPECS: StatusSearchSpec[] = [
  {
    table: 'algo_research',
    search: ['title', 'first_summary', 'second_summary', 'third_summary', 'short_description', 'body'],
    column: 'status',
    values: STATUSES,
  },
  { table: 'algo_news', search: ['title', 'summary', 'body'], column: 'status', values: STATUSES },
];

export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createOrderedStatusSearch(db, dialect, { ...spec, order: 'title' });
}

/** Back to the index numbered by record id (20261130T010000-status-search). */
export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createStatusSearch(db, dialect, spec);
}
