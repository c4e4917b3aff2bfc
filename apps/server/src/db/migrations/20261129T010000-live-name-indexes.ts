import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Names readers see in menus are unique among live records without regard to case (issue 18):
 * every save of a category, master tag or plan looks for another live record of the same name.
 * SQLite compares these NOCASE columns through their existing indexes; PostgreSQL needs an index on
 * lower(name) over live rows, or each save reads the whole table (26 saves a second at 100,000
 * categories).
 */
const LIVE_NAMES = [
  { table: 'research_categories', column: 'article_category_name' },
  { table: 'master_tags', column: 'name' },
  { table: 'subscription_plans', column: 'name' },
] as const;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, column } of LIVE_NAMES) {
    await sql`create index ${sql.id(`${table}_live_lower_${column}`)} on ${sql.table(table)} (lower(${sql.ref(column)})) where deleted_at is null`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, column } of LIVE_NAMES) await sql`drop index ${sql.id(`${table}_live_lower_${column}`)}`.execute(db);
}
