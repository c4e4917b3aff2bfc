import type { Kysely } from 'kysely';
import { createStatusSearchTables } from '../migration-kit/status-search-v3.ts';
import { createRankedStatusSearch, dropRankedStatusSearch } from '../migration-kit/status-search-v4.ts';
import { SPECS } from './20261130T010000-status-search.ts';

/**
 * The search tables of Exclusive research and Insight number their entries by each record's rank
 * in title order, kept in `<table>_title_ranks` (decision 033), instead of by the title's first
 * four characters: a page of a title-sorted search in a tab is read from its table directly.
 * SQLite only; existing rows are ranked and indexed again.
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) await createRankedStatusSearch(db, dialect, { ...spec, order: 'title' });
}

/** Back to the tables numbered by the title's first characters (20261205T010000-search-tables). */
export async function down(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const spec of SPECS) {
    await dropRankedStatusSearch(db, dialect, { ...spec, order: 'title' });
    await createStatusSearchTables(db, dialect, { ...spec, order: 'title' });
  }
}
