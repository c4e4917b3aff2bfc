import type { Kysely } from 'kysely';
import { createSideListIndex, dropSideListIndex } from '../migration-kit/side-list-index-v1.ts';

/**
 * The side lists of Exclusive research and Insight, a million records and more, are read for a
 * list page from an index holding owner, position and value (decision 029). SQLite only.
 */
const TABLES = ['algo_research_tags', 'algo_research_tickers', 'algo_research_plans', 'algo_news_tags', 'algo_news_tickers'];

export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const table of TABLES) await createSideListIndex(db, dialect, table);
}

export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const table of TABLES) await dropSideListIndex(db, dialect, table);
}
