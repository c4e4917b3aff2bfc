import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { openDatabase, type Db } from '@/db/database.ts';
import { isStatementTimeout } from '@/db/database-unavailable.ts';
import { DIALECTS, createTestApp, freshDatabase, json } from '../test-app.ts';

describe('the pool size and the statement limit are settings', () => {
  it('defaults to 10 connections and 30 s, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolMax: 10, dbStatementTimeoutMs: 30_000 });
    expect(loadConfig({ DB_POOL_MAX: '40', DB_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      dbPoolMax: 40,
      dbStatementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX: must be at least 1/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('the pool and the statement limit on postgres', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  beforeEach(async () => {
    fresh = await freshDatabase('postgres');
    await fresh.db.close();
    db = openDatabase(fresh.url, { poolMax: 2 });
  });
  afterEach(async () => {
    await db.close();
    await fresh.drop();
  });

  const sleep = (seconds: number) => sql`select pg_sleep(${seconds})`.execute(db.kysely);

  it('holds at most DB_POOL_MAX connections, however many statements wait', async () => {
    await Promise.all(Array.from({ length: 6 }, () => sleep(0.05)));
    expect(db.poolStats()!.total).toBeLessThanOrEqual(2);
    const seen = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = current_database()`.execute(db.kysely);
    expect(seen.rows[0]!.n).toBeLessThanOrEqual(2);
  });

  it('ends a statement past the limit once it is set, as a database that is busy, on every connection', async () => {
    // Before the node has started (migrations, demo data): no limit.
    await expect(sleep(0.3)).resolves.toBeDefined();
    db.limitStatements(100);
    const failures = await Promise.all(
      [sleep(1), sleep(1)].map((p) =>
        p.then(
          () => null,
          (err: unknown) => err,
        ),
      ),
    );
    for (const err of failures) {
      expect((err as { code?: string }).code).toBe('57014');
      expect(isStatementTimeout(err)).toBe(true);
    }
    // Quick statements are untouched, in and out of transactions.
    await expect(sql`select 1`.execute(db.kysely)).resolves.toBeDefined();
    await db.kysely.transaction().execute((trx) => sql`select 1`.execute(trx));
    db.limitStatements(0);
    await expect(sleep(0.3)).resolves.toBeDefined();
  });

  it('answers a request whose statement ran past the limit with a 503 that says so', async () => {
    const t = await createTestApp('postgres', {
      extend: (app, ctx) => {
        app.get('/api/test/slow', { config: { access: 'open' } }, async () => {
          await sql`select pg_sleep(1)`.execute(ctx.db.kysely);
          return { data: {} };
        });
      },
    });
    try {
      t.ctx.db.limitStatements(100);
      const res = await t.call({ method: 'GET', url: '/api/test/slow' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(json(res).error).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('took too long') });
    } finally {
      await t.close();
    }
  });
});
