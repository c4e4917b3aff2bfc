import { sql, type Kysely } from 'kysely';
import { createRankedStatusSearch } from '../migration-kit/status-search-v4.ts';
import { SPECS } from './20261130T010000-status-search.ts';

/**
 * SCHEDULED becomes a status of its own: approved for a publication time still to come, and not
 * live (docs/domain.md). Until now such a record was APPROVED with no `published_at`, which every
 * list, tab and count showed as live. Rows in that state move to SCHEDULED; on SQLite, Exclusive
 * research and Insight get a search table for the new status (their tables are made again, with
 * every record ranked and indexed again); the desk's partial indexes for "approved, not published"
 * go, as the scheduled lane is now a status like the others (counted by the status counters).
 */
type Dialect = 'sqlite' | 'postgres';

const WORKFLOW_TABLES = ['circle_research', 'algo_research', 'algo_news', 'institution_content', 'institution_stock_placements'];
const DESK_TABLES = ['algo_research', 'algo_news', 'circle_research', 'institution_content'];
const STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'APPROVED', 'REVISION', 'REJECTED'];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of WORKFLOW_TABLES) {
    await sql`update ${sql.table(table)} set status = 'SCHEDULED'
      where status = 'APPROVED' and published_at is null and scheduled_at is not null`.execute(db);
  }
  for (const spec of SPECS)
    await createRankedStatusSearch(db, dialect, { ...spec, values: [...STATUSES, 'SCHEDULED'], order: 'title' });
  for (const table of DESK_TABLES) await sql`drop index ${sql.id(`${table}_scheduled_live`)}`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of DESK_TABLES) {
    await sql`create index ${sql.id(`${table}_scheduled_live`)} on ${sql.table(table)} (updated_at, id)
      where deleted_at is null and status = 'APPROVED' and published_at is null`.execute(db);
  }
  for (const table of WORKFLOW_TABLES) {
    await sql`update ${sql.table(table)} set status = 'APPROVED' where status = 'SCHEDULED'`.execute(db);
  }
  if (dialect === 'sqlite') {
    for (const spec of SPECS) {
      await sql.raw(`drop table if exists ${spec.table}_fts_live_scheduled`).execute(db);
      await createRankedStatusSearch(db, dialect, { ...spec, values: STATUSES, order: 'title' });
    }
  }
}
