import { buildApp, type App } from '@/app.ts';
import type { Config } from '@/config.ts';
import { describeDatabase, openDatabase, waitForDatabase } from '@/db/database.ts';
import { underStartLock } from '@/db/migrate.ts';
import { ensureFirstOwner, type FirstStartResult } from '@/seed/first-start.ts';
import { seedDemo } from '@/seed/demo/demo.seed.ts';
import type { ProcessLog } from './process-log.ts';

/**
 * Everything a node does before it listens: wait for the database (DB_START_TIMEOUT_S, for a node
 * started before or while PostgreSQL is away), then, under the start lock that nodes started
 * together take in turn, run the migrations (buildApp), create the first owner and the demo data.
 * The first node does the work; the others find it done.
 */
export async function prepareNode(config: Config, log: ProcessLog): Promise<{ app: App; first: FirstStartResult }> {
  const db = openDatabase(config.databaseUrl, { poolMax: config.dbPoolMax });
  try {
    await waitForDatabase(db, config.dbStartTimeoutMs, ({ attempt, err, retryInMs }) =>
      log.warn('The database is not reachable yet; trying again', {
        database: describeDatabase(config.databaseUrl),
        attempt,
        retry_in_ms: retryInMs,
        reason: err instanceof Error ? err.message : String(err),
      }),
    );
    let first: FirstStartResult = { created: false };
    const app = await underStartLock(db, async () => {
      const built = await buildApp({ config, db });
      first = await ensureFirstOwner(built.ctx);
      if (config.seedDemo) await seedDemo(built.ctx);
      return built;
    });
    app.addHook('onClose', async () => db.close());
    // Started: from now on a statement that runs away is ended (the migrations and demo data were not).
    db.limitStatements(config.dbStatementTimeoutMs);
    return { app, first };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
