import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db, Dialect } from './database.ts';
import * as foundation from './migrations/20261122T010000-foundation.ts';
import * as analytics from './migrations/20261122T020000-analytics.ts';
import * as masterData from './migrations/20261122T030000-master-data.ts';
import * as people from './migrations/20261122T040000-people.ts';
import * as circle from './migrations/20261122T050000-circle.ts';
import * as workflowJobs from './migrations/20261123T010000-workflow-jobs.ts';
import * as algoContent from './migrations/20261123T020000-algo-content.ts';
import * as editorialDesk from './migrations/20261124T030000-editorial-desk.ts';
import * as institution from './migrations/20261125T020000-institution.ts';
import * as searchKeys from './migrations/20261124T040000-search-keys.ts';
import * as stocks from './migrations/20261125T010000-stocks.ts';
import * as deliveries from './migrations/20261126T010000-deliveries.ts';
import * as contentPlacement from './migrations/20261126T020000-content-placement.ts';
import * as loginThrottle from './migrations/20261127T010000-login-throttle.ts';
import * as auditChain from './migrations/20261127T020000-audit-chain.ts';
import * as statementCounters from './migrations/20261128T010000-statement-counters.ts';
import * as twoFactor from './migrations/20261128T020000-two-factor.ts';
import * as liveNameIndexes from './migrations/20261129T010000-live-name-indexes.ts';
import * as statusSearch from './migrations/20261130T010000-status-search.ts';
import * as stockDataByTicker from './migrations/20261201T010000-stock-data-by-ticker.ts';
import * as previewChanges from './migrations/20261202T010000-preview-changes.ts';
import * as orderedSearch from './migrations/20261203T010000-ordered-search.ts';
import * as sideListIndexes from './migrations/20261204T010000-side-list-indexes.ts';
import * as searchTables from './migrations/20261205T010000-search-tables.ts';
import * as sideListCopies from './migrations/20261206T010000-side-list-copies.ts';
import * as rankedSearch from './migrations/20261207T010000-ranked-search.ts';
import * as sideListCopiesAnySqlite from './migrations/20261208T010000-side-list-copies-any-sqlite.ts';
import * as scheduledStatus from './migrations/20261209T010000-scheduled-status.ts';
import * as autosaveDrafts from './migrations/20261210T020000-autosave-drafts.ts';
import * as auditSealer from './migrations/20261211T010000-audit-sealer.ts';
import * as changeCounterSlots from './migrations/20261212T010000-change-counter-slots.ts';
import * as countSlots from './migrations/20261213T010000-count-slots.ts';
import * as notifications from './migrations/20261214T010000-notifications.ts';
import * as webhooks from './migrations/20261215T010000-webhooks.ts';
import * as searchIndexNoPendingList from './migrations/20261216T010000-search-index-no-pending-list.ts';
import * as liveIndexesEndWithId from './migrations/20261217T010000-live-indexes-end-with-id.ts';
import * as naturalKeyCarriesLiveness from './migrations/20261218T010000-natural-key-carries-liveness.ts';
import * as countersReadCountedColumns from './migrations/20261219T010000-counters-read-counted-columns.ts';
import * as bulkRowsActorsUnreferenced from './migrations/20261220T010000-bulk-rows-actors-unreferenced.ts';
import * as countersPlannedOnce from './migrations/20261221T010000-counters-planned-once.ts';
import * as countersWatchUpdates from './migrations/20261222T010000-counters-watch-updates.ts';
import * as searchIndexByStatus from './migrations/20261223T010000-search-index-by-status.ts';
import * as slugIndexByteOrder from './migrations/20261224T010000-slug-index-byte-order.ts';

type DialectMigration = {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  down(db: Kysely<any>, dialect: Dialect): Promise<void>;
};

/** Every migration, in order. Names are timestamps; files are frozen once landed. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '20261122T010000-foundation': foundation,
  '20261122T020000-analytics': analytics,
  '20261122T030000-master-data': masterData,
  '20261122T040000-people': people,
  '20261122T050000-circle': circle,
  '20261123T010000-workflow-jobs': workflowJobs,
  '20261123T020000-algo-content': algoContent,
  '20261124T030000-editorial-desk': editorialDesk,
  '20261125T020000-institution': institution,
  '20261124T040000-search-keys': searchKeys,
  '20261125T010000-stocks': stocks,
  '20261126T010000-deliveries': deliveries,
  '20261126T020000-content-placement': contentPlacement,
  '20261127T010000-login-throttle': loginThrottle,
  '20261127T020000-audit-chain': auditChain,
  '20261128T010000-statement-counters': statementCounters,
  '20261128T020000-two-factor': twoFactor,
  '20261129T010000-live-name-indexes': liveNameIndexes,
  '20261130T010000-status-search': statusSearch,
  '20261201T010000-stock-data-by-ticker': stockDataByTicker,
  '20261202T010000-preview-changes': previewChanges,
  '20261203T010000-ordered-search': orderedSearch,
  '20261204T010000-side-list-indexes': sideListIndexes,
  '20261205T010000-search-tables': searchTables,
  '20261206T010000-side-list-copies': sideListCopies,
  '20261207T010000-ranked-search': rankedSearch,
  '20261208T010000-side-list-copies-any-sqlite': sideListCopiesAnySqlite,
  '20261209T010000-scheduled-status': scheduledStatus,
  '20261210T020000-autosave-drafts': autosaveDrafts,
  '20261211T010000-audit-sealer': auditSealer,
  '20261212T010000-change-counter-slots': changeCounterSlots,
  '20261213T010000-count-slots': countSlots,
  '20261214T010000-notifications': notifications,
  '20261215T010000-webhooks': webhooks,
  '20261216T010000-search-index-no-pending-list': searchIndexNoPendingList,
  '20261217T010000-live-indexes-end-with-id': liveIndexesEndWithId,
  '20261218T010000-natural-key-carries-liveness': naturalKeyCarriesLiveness,
  '20261219T010000-counters-read-counted-columns': countersReadCountedColumns,
  '20261220T010000-bulk-rows-actors-unreferenced': bulkRowsActorsUnreferenced,
  '20261221T010000-counters-planned-once': countersPlannedOnce,
  '20261222T010000-counters-watch-updates': countersWatchUpdates,
  '20261223T010000-search-index-by-status': searchIndexByStatus,
  '20261224T010000-slug-index-byte-order': slugIndexByteOrder,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [
        name,
        { up: (db: Kysely<any>) => m.up(db, this.dialect), down: (db: Kysely<any>) => m.down(db, this.dialect) },
      ]),
    );
  }
}

function check(result: MigrationResultSet): void {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
}

/**
 * Migration names are timestamps: ordered by code unit. Kysely's default comparator is
 * `localeCompare`, whose first call maps ICU's collation data into the process (~10 ms, and memory
 * kept for the life of the process) on every start.
 */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function migrator(db: Kysely<any>, dialect: Dialect): Migrator {
  return new Migrator({ db, provider: new StaticProvider(dialect), nameComparator: byName });
}

/** The names of the migrations the database has run (a read that fails without a migration table). */
async function executedNames(db: Kysely<any>): Promise<Set<string>> {
  const rows = await db.selectFrom('kysely_migration').select('name').execute();
  return new Set(rows.map((r) => r.name as string));
}

/**
 * Run what the database has not run. A database that has run exactly the migrations this code knows
 * (every restart) is answered by one read; anything else (new, behind, or ahead of this code, which
 * Kysely refuses) goes to Kysely's migrator, with its lock.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const done = await executedNames(db).catch(() => new Set<string>());
  const known = Object.keys(MIGRATIONS);
  if (done.size === known.length && known.every((name) => done.has(name))) return;
  check(await migrator(db, dialect).migrateToLatest());
}

/** Migrate up or down to the named migration (used by the migration tests, to hold data from before one). */
export async function migrateTo(db: Kysely<any>, dialect: Dialect, name: string): Promise<void> {
  if (!(name in MIGRATIONS)) throw new Error(`No migration named ${name}`);
  check(await migrator(db, dialect).migrateTo(name));
}

/** Undo every migration (used by the migration tests). */
export async function migrateDownAll(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const down = migrator(db, dialect);
  for (;;) {
    const result = await down.migrateDown();
    check(result);
    if (!result.results || result.results.length === 0) return;
  }
}

/**
 * The migrations this code knows that the database has not run (none on a current database);
 * rejects when the database cannot say (no migration table, or the read failed).
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const done = await executedNames(db);
  return Object.keys(MIGRATIONS)
    .filter((name) => !done.has(name))
    .sort(byName);
}

/** The PostgreSQL advisory lock nodes take while they start (any number of our own; Kysely's migration lock is another). */
const START_LOCK = 4_049_071_952;

/**
 * Nodes started together on one database take turns at what a start does to it: the migrations,
 * the first owner, the demo data. On PostgreSQL the whole of `work` runs under an advisory lock,
 * held on a connection of its own, so the first node does it and the others find it done; without
 * it two nodes seeding demo data at once collide on a unique key and one exits. SQLite has one
 * server per file: `work` just runs.
 */
export async function underStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      // A connection lost meanwhile has released the lock with it.
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection).catch(() => undefined);
    }
  });
}
