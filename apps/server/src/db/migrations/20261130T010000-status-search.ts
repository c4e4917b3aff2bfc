import type { Kysely } from 'kysely';
import { createFts, type Dialect } from '../migration-kit/table-kit-v1.ts';
import { createStatusSearch, dropStatusSearch, type StatusSearchSpec } from '../migration-kit/status-search-v1.ts';

/**
 * Exclusive research and Insight search inside a status tab from an index scoped by status
 * (decision 025): their full-text index keeps each record's words in its status's column, so a
 * search in the Pending tab reads the Pending matches only. SQLite only; existing rows are indexed.
 */
const STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'APPROVED', 'REVISION', 'REJECTED'];
/** The indexes made here; 20261203T010000-ordered-search numbers the same ones in title order. */
export const SPECS: readonly StatusSearchSpec[] = [
  {
    table: 'algo_research',
    search: ['title', 'first_summary', 'second_summary', 'third_summary', 'short_description', 'body'],
    column: 'status',
    values: STATUSES,
  },
  { table: 'algo_news', search: ['title', 'summary', 'body'], column: 'status', values: STATUSES },
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const spec of SPECS) await createStatusSearch(db, dialect, spec);
}

/** Back to the table kit's index of the searched columns (20261123T020000-algo-content). */
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const spec of SPECS) {
    await dropStatusSearch(db, dialect, spec);
    await createFts(db, { name: spec.table, search: [...spec.search], counted: [], indexes: [] }, { fill: true });
  }
}
