import type { Kysely } from 'kysely';
import { createSideListCopy, dropSideListCopy } from '../migration-kit/side-list-copy-v1.ts';
import { replaceSideListCopyTriggers, type SideListCopySpec } from '../migration-kit/side-list-copy-v2.ts';

/** The copies 20261206T010000-side-list-copies made. */
const SPECS: readonly SideListCopySpec[] = [
  { table: 'algo_research', field: 'tags', side: 'algo_research_tags' },
  { table: 'algo_research', field: 'tickers', side: 'algo_research_tickers' },
  { table: 'algo_research', field: 'plans', side: 'algo_research_plans' },
  { table: 'algo_news', field: 'tags', side: 'algo_news_tags' },
  { table: 'algo_news', field: 'tickers', side: 'algo_news_tickers' },
];

/**
 * The triggers that keep the side-list copies (20261206T010000-side-list-copies, decision 032) are
 * written again in SQL that SQLite 3.40 reads (side-list-copy-v2.ts), so Debian's `sqlite3` and
 * Python's `sqlite3` open the database file. The copies and what they hold do not change. SQLite only.
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await replaceSideListCopyTriggers(db, dialect, spec);
}

/** Back to version 1's triggers (SQLite 3.44+), with the copies made again from the side tables. */
export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) {
    await dropSideListCopy(db, dialect, spec);
    await createSideListCopy(db, dialect, spec);
  }
}
