import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { slugIndexInByteOrder, slugIndexInCollation } from '../migration-kit/slug-index-v1.ts';

/**
 * On PostgreSQL every slug's unique index compares bytes (slug index v1, decision 057), so that
 * finding a free slug reads the index instead of every slug of the table. SQLite is unchanged.
 */
const SLUGS: ReadonlyArray<readonly [table: string, column: string, index?: string]> = [
  ['research_categories', 'slug'],
  ['master_tags', 'slug'],
  ['algo_research', 'slug'],
  ['algo_news', 'slug'],
  ['circle_research', 'article_slug', 'circle_research_slug_unique'],
  ['institution_content', 'slug'],
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const [table, column, index] of SLUGS) await slugIndexInByteOrder(db, dialect, table, column, index);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const [table, column, index] of SLUGS) await slugIndexInCollation(db, dialect, table, column, index);
}
