import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import { createRequire } from 'node:module';
import type pgTypes from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { tuneConnection } from './pg-connection.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  ping(): Promise<boolean>;
  /** Be told each query's duration (metrics); undefined stops it. Nothing is timed until asked. */
  observeQueries(observer: QueryObserver | undefined): void;
  /** The connection pool as it stands (PostgreSQL); undefined for SQLite's single connection. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * From now on, name the statements this process sends (PostgreSQL; decision 045), so each
   * connection parses and plans a statement once. Turned on once the migrations have run.
   */
  nameStatements(): void;
  /**
   * From now on, end any statement of this process that runs longer than `ms` (PostgreSQL's
   * `statement_timeout`, set once on each connection before its next statement; 0: none). Turned on
   * once a node has started: migrations and the demo data run without it.
   */
  limitStatements(ms: number): void;
};

/** How the PostgreSQL pool is sized (DB_POOL_MAX). */
export type DatabaseOptions = { poolMax?: number };

export type QueryObserver = (durationMs: number, failed: boolean) => void;

/** Kysely's query log, forwarded to whoever observes (metrics) and costing nothing otherwise. */
function queryLog() {
  const state: { observer?: QueryObserver } = {};
  return {
    log: (event: LogEvent) => state.observer?.(event.queryDurationMillis, event.level === 'error'),
    observe: (observer: QueryObserver | undefined) => {
      state.observer = observer;
    },
    observer: () => state.observer,
  };
}

/** The SQLite connection behind a Kysely instance, and who observes its queries (see directSqlite). */
export type DirectSqlite = { native: SqliteDatabase.Database; observer: () => QueryObserver | undefined };
const directs = new WeakMap<object, DirectSqlite>();

/**
 * The SQLite connection behind `db`, when `db` is an SQLite database's own Kysely instance (not a
 * transaction): CompiledQueries runs its statements on it directly while no transaction is open,
 * skipping Kysely's connection hand-over, which costs more than most of our queries.
 */
export function directSqlite(db: object): DirectSqlite | undefined {
  return directs.get(db);
}

/** pg is loaded only for a PostgreSQL URL, so an SQLite install never pays for it. */
export function loadPg(): typeof pgTypes {
  const pg = createRequire(import.meta.url)('pg') as typeof pgTypes;
  // COUNT(*) and bigserial ids come back as int8; our values fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  return pg;
}

/** Open the database named by a `sqlite:<path>` or `postgres://…` URL. */
export function openDatabase(url: string, options: DatabaseOptions = {}): Db {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  return openPostgres(url, options);
}

/** SQLite's page cache in KiB: 8 MB (the build's default is 16 MB), see openSqlite. */
const SQLITE_CACHE_KIB = 8000;
/** The page cache of a bulk write (withBulkCache). */
const SQLITE_BULK_CACHE_KIB = 24000;

/**
 * Run a bulk write (a CSV import of a million rows) with a larger SQLite page cache, then give the
 * memory back. Each imported row lands in every index of its table at a place of its own (one per
 * ticker, say); with the small cache those index pages are read and written again for every
 * batch. 32 MB holds them: measured 29,000 instead of 12,000 rows a second into a table of a
 * million rows. PostgreSQL keeps its own buffers: there `fn` just runs.
 */
export async function withBulkCache<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'sqlite') return fn();
  await sql.raw(`pragma cache_size = -${SQLITE_BULK_CACHE_KIB}`).execute(db.kysely);
  try {
    return await fn();
  } finally {
    await sql.raw(`pragma cache_size = -${SQLITE_CACHE_KIB}`).execute(db.kysely);
  }
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const native = new SqliteDatabase(file);
  native.pragma('journal_mode = WAL');
  native.pragma('foreign_keys = ON');
  native.pragma('busy_timeout = 5000');
  native.pragma('synchronous = NORMAL');
  // 8 MB of page cache (the build's default is 16 MB): the OS file cache serves the rest, and the
  // process stays within its memory budget.
  native.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const queries = queryLog();
  const cached = withStatementCache(native);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }), log: queries.log });
  directs.set(kysely, { native: cached, observer: queries.observer });
  return {
    kysely,
    dialect: 'sqlite',
    observeQueries: queries.observe,
    poolStats: () => undefined,
    // SQLite keeps its statements prepared already (compiled-query.ts).
    nameStatements: () => {},
    // One process, one connection: a statement that runs long holds only this node.
    limitStatements: () => {},
    close: () => kysely.destroy(),
    ping: async () => {
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * A read-only connection to a SQLite file beside the server's own (the import's reader thread
 * reads what its row checks need through it). It never takes a write lock.
 */
export function openSqliteReader(file: string): Kysely<Database> {
  const native = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  native.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: native }) });
}

/**
 * Kysely prepares every query anew; preparing costs more than running most of our queries. Reuse
 * prepared statements by SQL text. A statement still being iterated (a streamed export) is busy,
 * so a second user of the same SQL gets a fresh one.
 */
function withStatementCache(native: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const MAX = 500;
  const prepare = native.prepare.bind(native);
  return new Proxy(native, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (source: string) => {
        const cached = cache.get(source);
        if (cached && !cached.busy) return cached;
        const statement = prepare(source);
        if (!cached) {
          if (cache.size >= MAX) cache.delete(cache.keys().next().value!);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/** Connections per node by default (DB_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;

function openPostgres(url: string, options: DatabaseOptions): Db {
  const pg = loadPg();
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? DEFAULT_POOL_MAX, connectionTimeoutMillis: 3000 });
  let naming = false;
  let limitMs = 0;
  pool.on('connect', (client) =>
    tuneConnection(
      pg,
      client,
      () => naming,
      () => limitMs,
    ),
  );
  // An idle client that errors (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor one in use: node-postgres emits 'error' on a client whose connection drops even while a
  // query runs on it (the query fails as well), and the pool listens only while the client is idle.
  // The query's failure is what counts (a 503, error-handler.ts); the client, no longer queryable,
  // is dropped when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const queries = queryLog();
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  return {
    kysely,
    dialect: 'postgres',
    observeQueries: queries.observe,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    nameStatements: () => {
      naming = true;
    },
    limitStatements: (ms) => {
      limitMs = ms;
    },
    close: () => kysely.destroy(),
    ping: async () => {
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The database did not answer within the start-up wait. */
export class DatabaseUnreachableError extends Error {}

/**
 * Wait for the database to answer (a node started while PostgreSQL is away, or before it): tried
 * at once, then after 0.25 s, 0.5 s, 1 s … at most 5 s apart, until `timeoutMs` has passed. Only
 * failures that mean "not reachable yet" are waited out; any other (a wrong password, a database
 * that does not exist) is thrown at once. `onRetry` hears each failed try.
 */
export async function waitForDatabase(
  db: Db,
  timeoutMs: number,
  onRetry: (failure: { attempt: number; err: unknown; retryInMs: number }) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let pause = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(db.kysely);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new DatabaseUnreachableError(
          `The database did not answer within ${Math.round(timeoutMs / 1000)} s (${attempt} tries)`,
          {
            cause: err,
          },
        );
      const retryInMs = Math.min(pause, left);
      onRetry({ attempt, err, retryInMs });
      await new Promise((resolve) => setTimeout(resolve, retryInMs));
      pause = Math.min(pause * 2, 5000);
    }
  }
}

/** The database's URL as it may be logged: without a password. */
export function describeDatabase(url: string): string {
  if (url.startsWith('sqlite:')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unreadable URL)';
  }
}
