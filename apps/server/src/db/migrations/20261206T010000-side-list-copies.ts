import type { Kysely } from 'kysely';
import { createSideListCopy, dropSideListCopy, type SideListCopySpec } from '../migration-kit/side-list-copy-v1.ts';

/**
 * The rows of Exclusive research and Insight hold a copy of their tags, tickers and plans, kept by
 * triggers on the side tables, so a list page reads them with its rows (decision 032). SQLite only;
 * existing records get their copies.
 */
const SPECS: readonly SideListCopySpec[] = [
  { table: 'algo_research', field: 'tags', side: 'algo_research_tags' },
  { table: 'algo_research', field: 'tickers', side: 'algo_research_tickers' },
  { table: 'algo_research', field: 'plans', side: 'algo_research_plans' },
  { table: 'algo_news', field: 'tags', side: 'algo_news_tags' },
  { table: 'algo_news', field: 'tickers', side: 'algo_news_tickers' },
];

export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createSideListCopy(db, dialect, spec);
}

export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await dropSideListCopy(db, dialect, spec);
}
