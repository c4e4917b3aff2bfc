import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { migrateDownAll, migrateTo, migrateToLatest, pendingMigrations } from '@/db/migrate.ts';
import { DIALECTS, freshDatabase, rowCount } from './test-app.ts';
import { flatDay } from './stocks/stocks-helpers.ts';

async function tableNames(db: Awaited<ReturnType<typeof freshDatabase>>['db']): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  return tables.map((t) => t.name).sort();
}

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  it('go up on a fresh database, down to nothing, and up again', async () => {
    const fresh = await freshDatabase(dialect);
    try {
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toEqual(
        expect.arrayContaining([
          'audit_log',
          'login_throttle',
          'mail_outbox',
          'password_tokens',
          'sessions',
          'staff_permissions',
          'staff_users',
        ]),
      );
      await migrateDownAll(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toEqual([]);
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
      expect(await tableNames(fresh.db)).toContain('staff_users');
      if (dialect === 'sqlite') {
        const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(fresh.db.kysely);
        expect(fk.rows[0]?.foreign_keys).toBe(1);
        const wal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(fresh.db.kysely);
        expect(wal.rows[0]?.journal_mode).toBe('wal');
      }
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS)('bringing a database current on %s', (dialect) => {
  it('runs what is missing, leaves a current database as it is, and refuses one a newer build migrated', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    try {
      await migrateTo(db, fresh.db.dialect, '20261201T010000-stock-data-by-ticker');
      expect(await pendingMigrations(db)).toEqual([
        '20261202T010000-preview-changes',
        '20261203T010000-ordered-search',
        '20261204T010000-side-list-indexes',
        '20261205T010000-search-tables',
        '20261206T010000-side-list-copies',
        '20261207T010000-ranked-search',
        '20261208T010000-side-list-copies-any-sqlite',
        '20261209T010000-scheduled-status',
        '20261210T020000-autosave-drafts',
        '20261211T010000-audit-sealer',
        '20261212T010000-change-counter-slots',
        '20261213T010000-count-slots',
        '20261214T010000-notifications',
        '20261215T010000-webhooks',
        '20261216T010000-search-index-no-pending-list',
        '20261217T010000-live-indexes-end-with-id',
        '20261218T010000-natural-key-carries-liveness',
        '20261219T010000-counters-read-counted-columns',
        '20261220T010000-bulk-rows-actors-unreferenced',
        '20261221T010000-counters-planned-once',
        '20261222T010000-counters-watch-updates',
        '20261223T010000-search-index-by-status',
        '20261224T010000-slug-index-byte-order',
      ]);
      await migrateToLatest(db, fresh.db.dialect);
      expect(await pendingMigrations(db)).toEqual([]);
      const ran = await db.selectFrom('kysely_migration').select(['name', 'timestamp']).orderBy('name').execute();
      // A restart: nothing runs again.
      await migrateToLatest(db, fresh.db.dialect);
      expect(await db.selectFrom('kysely_migration').select(['name', 'timestamp']).orderBy('name').execute()).toEqual(ran);
      // A migration only a newer build knows: this build refuses to start on that database.
      await db
        .insertInto('kysely_migration')
        .values({ name: '20991231T000000-from-a-newer-build', timestamp: new Date().toISOString() })
        .execute();
      await expect(migrateToLatest(db, fresh.db.dialect)).rejects.toThrow(/20991231T000000-from-a-newer-build is missing/);
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });

  it('says it cannot tell what is pending on a database that was never migrated', async () => {
    const fresh = await freshDatabase(dialect);
    try {
      await expect(pendingMigrations(fresh.db.kysely)).rejects.toThrow();
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS)('the people migration on %s', (dialect) => {
  it('indexes and counts the staff and clients already there, and forgets them going down', async () => {
    const fresh = await freshDatabase(dialect);
    // The schema of an earlier migration than the app's types describe.
    const db = fresh.db.kysely as Kysely<any>;
    const record = (deleted: boolean) => ({
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      deleted_at: deleted ? '2026-11-02T00:00:00.000Z' : null,
    });
    const counts = async (tbl: string) =>
      (
        await db
          .selectFrom('resource_counts')
          .select(['dim', 'val', 'live'])
          .where('tbl', '=', tbl)
          .where('live', '>', 0)
          .orderBy('dim')
          .orderBy('val')
          .execute()
      ).map((r) => `${r.dim}=${r.val}:${r.live}`);
    const found = async (table: string, word: string) => {
      // A prefix match of one word, as each dialect's search strategy writes it.
      const match = dialect === 'sqlite' ? `"${word}"*` : `${word}:*`;
      const rows =
        dialect === 'sqlite'
          ? await sql<{
              id: number;
            }>`select rowid as id from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${match}`.execute(db)
          : await sql<{
              id: number;
            }>`select id from ${sql.table(table)} where search_vector @@ to_tsquery('simple', ${match})`.execute(db);
      return rows.rows.map((r) => Number(r.id)).sort();
    };
    try {
      await migrateTo(db, dialect, '20261122T030000-master-data');
      await db
        .insertInto('staff_users')
        .values([
          { fullname: 'Budi Santoso', email: 'budi@example.com', phone: '+62 812-3456', role: 'admin', ...record(false) },
          { fullname: 'Siti Rahma', email: 'siti@example.co.id', phone: null, role: 'writter', ...record(false) },
          { fullname: 'Gone', email: 'gone@example.com', phone: '0812 999', role: 'admin', ...record(true) },
        ])
        .execute();
      // Every row names the same columns: SQLite has no `default` in a multi-row insert.
      const client = {
        phone: null,
        verified_at: null,
        status: 'ACTIVE',
        plan_code: null,
        registered_at: '2026-11-01T00:00:00.000Z',
      };
      await db
        .insertInto('clients')
        .values([
          {
            ...client,
            ...record(false),
            fullname: 'Ani',
            email: 'ani@example.id',
            phone: '0813 777',
            verified_at: '2026-11-01T00:00:00.000Z',
            plan_code: 'PRO',
          },
          { ...client, ...record(false), fullname: 'Dewi', email: 'dewi@example.id', status: 'SUSPENDED' },
          { ...client, ...record(true), fullname: 'Old', email: 'old@example.id', plan_code: 'PRO' },
        ])
        .execute();

      for (const round of ['first', 'again']) {
        await migrateToLatest(db, dialect);
        expect(await counts('staff_users'), round).toEqual(['=:2', 'role=admin:1', 'role=writter:1', 'status=ACTIVE:2']);
        expect(await counts('clients'), round).toEqual([
          '=:2',
          'plan_code=:1',
          'plan_code=PRO:1',
          'status=ACTIVE:1',
          'status=SUSPENDED:1',
          'verified=0:1',
          'verified=1:1',
        ]);
        // Phones in the three spellings; trashed rows are indexed too (lists filter them out).
        expect(await found('staff_users', '62812'), round).toEqual([1]);
        expect(await found('staff_users', '0812'), round).toEqual([1, 3]);
        expect(await found('staff_users', 'siti'), round).toEqual([2]);
        expect(await found('clients', '813'), round).toEqual([1]);
        await migrateTo(db, dialect, '20261122T030000-master-data');
        expect(await counts('staff_users'), round).toEqual([]);
        expect(await counts('clients'), round).toEqual([]);
      }
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe('the status-search migration on sqlite', () => {
  it('indexes the research already there in the table of its status or the trash, and goes back down', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = fresh.db.kysely as Kysely<any>;
    const at = '2026-11-01T00:00:00.000Z';
    const row = (n: number, status: string, deleted: boolean) => ({
      title: `Riset lama ${n}`,
      slug: `riset-lama-${n}`,
      first_summary: 'Ringkasan perbankan',
      body: '<p>Kredit tumbuh</p>',
      status,
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
    });
    // The records found in full-text tables (each numbers its entries in title order, the record's
    // id in the low 31 bits): the latest index's per tab (`live_draft` …, `trash`), or an earlier one's.
    const ids = async (match: string, tables: readonly string[]) => {
      const found: number[] = [];
      for (const table of tables)
        found.push(
          ...(
            await sql<{
              id: number;
            }>`select rowid & 2147483647 as id from ${sql.table(table)} where ${sql.table(table)} match ${match}`.execute(db)
          ).rows.map((r) => Number(r.id)),
        );
      return found.sort();
    };
    const tabs = (...names: string[]) => names.map((name) => `algo_research_fts_${name}`);
    const live = tabs('live_draft', 'live_pending', 'live_request', 'live_approved', 'live_revision', 'live_rejected');
    try {
      await migrateTo(db, 'sqlite', '20261129T010000-live-name-indexes');
      await db
        .insertInto('algo_research')
        .values([row(1, 'DRAFT', false), row(2, 'APPROVED', false), row(3, 'APPROVED', true)])
        .execute();
      await migrateToLatest(db, 'sqlite');
      expect(await ids('"kredit"*', tabs('live_draft'))).toEqual([1]);
      expect(await ids('"perbankan"*', tabs('live_approved'))).toEqual([2]);
      expect(await ids('"riset"* "lama"*', tabs('trash'))).toEqual([3]);
      expect(await ids('"riset"*', live)).toEqual([1, 2]);
      // A status change moves the words; a removal takes them out.
      await db.updateTable('algo_research').set({ status: 'PENDING' }).where('id', '=', 1).execute();
      expect(await ids('"kredit"*', tabs('live_pending'))).toEqual([1]);
      expect(await ids('"kredit"*', tabs('live_draft'))).toEqual([]);
      await db.deleteFrom('algo_research').where('id', '=', 2).execute();
      expect(await ids('"perbankan"*', [...live, ...tabs('trash')])).toEqual([1, 3]);
      // Down one step: one index with a column per status (decision 025), still in title order.
      await migrateTo(db, 'sqlite', '20261204T010000-side-list-indexes');
      expect(await ids('{live_pending} : ("kredit"*)', ['algo_research_fts'])).toEqual([1]);
      expect(await ids('{trash} : ("perbankan"*)', ['algo_research_fts'])).toEqual([3]);
      const left = await sql<{ name: string }>`select name from sqlite_master where name like 'algo_research_fts_live%'`.execute(
        db,
      );
      expect(left.rows).toEqual([]);
      await migrateTo(db, 'sqlite', '20261129T010000-live-name-indexes');
      expect(await ids('"perbankan"*', ['algo_research_fts'])).toEqual([1, 3]);
      const columns = await sql<{ name: string }>`select name from pragma_table_info('algo_research_fts')`.execute(db);
      expect(columns.rows.map((c) => c.name)).toContain('first_summary');
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe('the side-list-copies migration on sqlite', () => {
  it('copies the lists of the research already there into their rows, in position order, and goes back down', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = fresh.db.kysely as Kysely<any>;
    const at = '2026-11-01T00:00:00.000Z';
    const row = (n: number) => ({ title: `Riset ${n}`, slug: `riset-${n}`, status: 'DRAFT', created_at: at, updated_at: at });
    const copies = async () =>
      (
        await sql<{
          id: number;
          tickers_copy: string | null;
          plans_copy: string | null;
        }>`select id, tickers_copy, plans_copy from algo_research order by id`.execute(db)
      ).rows;
    try {
      await migrateTo(db, 'sqlite', '20261205T010000-search-tables');
      await db
        .insertInto('algo_research')
        .values([row(1), row(2)])
        .execute();
      await db
        .insertInto('algo_research_tickers')
        .values([
          { owner_id: 1, value: 'BBCA', position: 1 },
          { owner_id: 1, value: 'TLKM', position: 0 },
        ])
        .execute();
      await migrateToLatest(db, 'sqlite');
      expect(await copies()).toEqual([
        { id: 1, tickers_copy: '["TLKM","BBCA"]', plans_copy: null },
        { id: 2, tickers_copy: null, plans_copy: null },
      ]);
      // The triggers keep them: an entry added, one moved, all of a list removed.
      await db.insertInto('algo_research_plans').values({ owner_id: 2, value: 'PRO_30', position: 0 }).execute();
      await db.updateTable('algo_research_tickers').set({ position: 2 }).where('value', '=', 'TLKM').execute();
      expect(await copies()).toEqual([
        { id: 1, tickers_copy: '["BBCA","TLKM"]', plans_copy: null },
        { id: 2, tickers_copy: null, plans_copy: '["PRO_30"]' },
      ]);
      await db.deleteFrom('algo_research_tickers').where('owner_id', '=', 1).execute();
      expect((await copies())[0]).toEqual({ id: 1, tickers_copy: '[]', plans_copy: null });
      await migrateTo(db, 'sqlite', '20261205T010000-search-tables');
      const columns = await sql<{ name: string }>`select name from pragma_table_info('algo_research')`.execute(db);
      expect(columns.rows.map((c) => c.name).filter((name) => name.endsWith('_copy'))).toEqual([]);
      // The side tables are written as before, without their triggers.
      await db.insertInto('algo_research_tickers').values({ owner_id: 2, value: 'ASII', position: 0 }).execute();
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe('the ranked-search migration on sqlite', () => {
  it('ranks the records already there in title order, numbers their entries by rank, keeps the ranks, and goes back down', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = fresh.db.kysely as Kysely<any>;
    const at = '2026-11-01T00:00:00.000Z';
    const row = (title: string, deleted = false) => ({
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      first_summary: 'Ringkasan emiten',
      status: 'DRAFT',
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
    });
    // Ids in title order, and whether each entry's rowid carries its rank.
    const inOrder = async () =>
      (
        await sql<{ id: number; numbered: number }>`select a.id, (f.rowid >> 31) = r.rank as numbered
          from algo_research a join algo_research_title_ranks r on r.id = a.id
          join algo_research_fts_live_draft f on f.rowid & 2147483647 = a.id
          where algo_research_fts_live_draft match '"emiten"*' order by r.rank, a.id`.execute(db)
      ).rows;
    try {
      await migrateTo(db, 'sqlite', '20261206T010000-side-list-copies');
      await db
        .insertInto('algo_research')
        .values([row('BBCA: laba'), row('ASII: ekspor'), row('BBCA: kredit'), row('ZZZZ', true)])
        .execute();
      await migrateToLatest(db, 'sqlite');
      // Spread evenly over every record, the trash included: four records, a fifth of the range apart.
      const ranks = await sql<{ id: number; rank: number }>`select id, rank from algo_research_title_ranks order by id`.execute(
        db,
      );
      const step = Math.floor((2 ** 32 - 1) / 5);
      expect(ranks.rows).toEqual([
        { id: 1, rank: 3 * step },
        { id: 2, rank: step },
        { id: 3, rank: 2 * step },
        { id: 4, rank: 4 * step },
      ]);
      expect(await inOrder()).toEqual([
        { id: 2, numbered: 1 },
        { id: 3, numbered: 1 },
        { id: 1, numbered: 1 },
      ]);
      // A new record and a renamed one take their places; a removed one leaves no rank behind.
      await db.insertInto('algo_research').values(row('AALI: sawit')).execute();
      await db.updateTable('algo_research').set({ title: 'BBCB: dana' }).where('id', '=', 3).execute();
      await db.deleteFrom('algo_research').where('id', '=', 4).execute();
      expect((await inOrder()).map((r) => [r.id, r.numbered])).toEqual([
        [5, 1],
        [2, 1],
        [1, 1],
        [3, 1],
      ]);
      expect(await rowCount(db, 'algo_research_title_ranks')).toBe(4);
      // Down: the tables numbered by the title's first characters again, and no ranks.
      await migrateTo(db, 'sqlite', '20261206T010000-side-list-copies');
      const left = await sql<{ name: string }>`select name from sqlite_master where name = 'algo_research_title_ranks'`.execute(
        db,
      );
      expect(left.rows).toEqual([]);
      const keys = await sql<{ id: number }>`select rowid & 2147483647 as id from algo_research_fts_live_draft
        where algo_research_fts_live_draft match '"emiten"*' order by rowid`.execute(db);
      expect(keys.rows.map((r) => Number(r.id))).toEqual([5, 2, 1, 3]);
      await db.insertInto('algo_research').values(row('CPIN: pakan')).execute();
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS)('the preview-changes migration on %s', (dialect) => {
  it('counts every change to the account walls and the plans, and forgets them going down', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    const counters = async () =>
      Object.fromEntries(
        (await sql<{ tbl: string; changes: number }>`select tbl, changes from desk_changes order by tbl`.execute(db)).rows.map(
          (r) => [r.tbl, Number(r.changes)],
        ),
      );
    try {
      await migrateTo(db, fresh.db.dialect, '20261201T010000-stock-data-by-ticker');
      expect(Object.keys(await counters())).toEqual(['algo_news', 'algo_research', 'circle_research', 'institution_content']);
      await migrateToLatest(db, fresh.db.dialect);
      expect(await counters()).toMatchObject({ account_walls: 0, subscription_plans: 0 });
      const at = '2026-11-01T00:00:00.000Z';
      const plan = { name: 'Pro', code: 'PRO_30', price: 99_000, duration_days: 30, created_at: at, updated_at: at };
      await db.insertInto('subscription_plans').values(plan).execute();
      await db.updateTable('subscription_plans').set({ name: 'Pro Baru' }).execute();
      await db.deleteFrom('subscription_plans').execute();
      const after = await counters();
      expect(after.subscription_plans).toBe(3);
      expect(after.account_walls).toBe(0);
      await migrateTo(db, fresh.db.dialect, '20261201T010000-stock-data-by-ticker');
      expect(Object.keys(await counters())).toEqual(['algo_news', 'algo_research', 'circle_research', 'institution_content']);
      // The triggers went with their counters: a write to the plans still works.
      await db.insertInto('subscription_plans').values(plan).execute();
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe('the stock-data-by-ticker migration on sqlite', () => {
  it('keeps the daily rows, their ids and counts in ticker order, numbers new rows after them, and goes back down', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = fresh.db.kysely as Kysely<any>;
    const at = '2026-11-01T00:00:00.000Z';
    const day = (ticker: string, date: string, close: number, deleted = false) => ({
      ...flatDay(ticker, date, close),
      created_at: at,
      updated_at: at,
      deleted_at: deleted ? at : null,
    });
    const rows = async () =>
      (
        await sql<{ id: number; ticker: string; date: string }>`select id, ticker, date from stock_data order by id`.execute(db)
      ).rows.map((r) => `${r.id}:${r.ticker}:${r.date}`);
    const total = async () =>
      Number(
        (await sql<{ live: number }>`select live from resource_counts where tbl = 'stock_data' and dim = ''`.execute(db)).rows[0]
          ?.live,
      );
    const schema = async () =>
      (await sql<{ sql: string }>`select sql from sqlite_master where name = 'stock_data'`.execute(db)).rows[0]!.sql;
    try {
      await migrateTo(db, 'sqlite', '20261130T010000-status-search');
      // Each day for every ticker, as daily files arrive; one row in the trash.
      await db
        .insertInto('stock_data')
        .values([
          day('BBRI', '2026-10-01', 5000),
          day('ASII', '2026-10-01', 6000),
          day('BBRI', '2026-10-02', 5025, true),
          day('ASII', '2026-10-02', 6050),
        ])
        .execute();
      await migrateToLatest(db, 'sqlite');
      expect(await schema()).toMatch(/primary key \(ticker, date\)\n\) without rowid$/);
      // Every row keeps its id; a ticker's days are read from the table's own key.
      expect(await rows()).toEqual(['1:BBRI:2026-10-01', '2:ASII:2026-10-01', '3:BBRI:2026-10-02', '4:ASII:2026-10-02']);
      const plan = await sql<{
        detail: string;
      }>`explain query plan select * from stock_data where ticker = 'BBRI' and date between '2026-10-01' and '2026-10-31' order by date desc`.execute(
        db,
      );
      expect(plan.rows.map((r) => r.detail)).toEqual(['SEARCH stock_data USING PRIMARY KEY (ticker=? AND date>? AND date<?)']);
      expect(await total()).toBe(3);
      // The counters still run: a new live row (numbered by its writer) counts, a trashed one restored counts.
      await db
        .insertInto('stock_data')
        .values({ id: 5, ...day('BBCA', '2026-10-01', 9000) })
        .execute();
      await db.updateTable('stock_data').set({ deleted_at: null }).where('id', '=', 3).execute();
      expect(await total()).toBe(5);
      await expect(
        db
          .insertInto('stock_data')
          .values({ id: 5, ...day('TLKM', '2026-10-01', 3000) })
          .execute(),
      ).rejects.toThrow(/UNIQUE/);
      await expect(
        db
          .insertInto('stock_data')
          .values({ id: 6, ...day('BBCA', '2026-10-01', 9100) })
          .execute(),
      ).rejects.toThrow(/UNIQUE/);

      await migrateTo(db, 'sqlite', '20261130T010000-status-search');
      expect(await schema()).toMatch(/^CREATE TABLE stock_data \(\n {2}id integer primary key autoincrement,/i);
      expect(await rows()).toEqual([
        '1:BBRI:2026-10-01',
        '2:ASII:2026-10-01',
        '3:BBRI:2026-10-02',
        '4:ASII:2026-10-02',
        '5:BBCA:2026-10-01',
      ]);
      // The database numbers rows again, after the highest id.
      await db
        .insertInto('stock_data')
        .values(day('TLKM', '2026-10-01', 3000))
        .execute();
      expect((await rows()).at(-1)).toBe('6:TLKM:2026-10-01');
      expect(await total()).toBe(6);
      await migrateToLatest(db, 'sqlite');
      expect(await rows()).toHaveLength(6);
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS)('the scheduled-status migration on %s', (dialect) => {
  it('moves approved records waiting for their time to SCHEDULED, counts and indexes them so, and goes back down', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    const at = '2026-11-01T00:00:00.000Z';
    const row = (n: number, status: string, published: string | null, scheduled: string | null) => ({
      title: `Riset terjadwal ${n}`,
      slug: `riset-terjadwal-${n}`,
      first_summary: 'Ringkasan obligasi',
      body: '<p>Imbal hasil</p>',
      status,
      published_at: published,
      scheduled_at: scheduled,
      created_at: at,
      updated_at: at,
    });
    const statuses = async () =>
      (await db.selectFrom('algo_research').select(['id', 'status']).orderBy('id').execute()).map((r) => `${r.id}:${r.status}`);
    const counted = async (val: string) =>
      Number(
        (
          await db
            .selectFrom('resource_counts')
            .select('live')
            .where('tbl', '=', 'algo_research')
            .where('dim', '=', 'status')
            .where('val', '=', val)
            .executeTakeFirst()
        )?.live ?? 0,
      );
    const inTable = async (table: string) =>
      (
        await sql<{
          id: number;
        }>`select rowid & 2147483647 as id from ${sql.table(table)} where ${sql.table(table)} match '"obligasi"*'`.execute(db)
      ).rows.map((r) => Number(r.id));
    try {
      await migrateTo(db, dialect, '20261207T010000-ranked-search');
      await db
        .insertInto('algo_research')
        .values([
          row(1, 'APPROVED', at, null),
          row(2, 'APPROVED', null, '2026-12-02T02:00:00.000Z'),
          row(3, 'PENDING', null, null),
        ])
        .execute();
      await migrateToLatest(db, dialect);
      expect(await statuses()).toEqual(['1:APPROVED', '2:SCHEDULED', '3:PENDING']);
      expect([await counted('APPROVED'), await counted('SCHEDULED')]).toEqual([1, 1]);
      if (dialect === 'sqlite') {
        expect(await inTable('algo_research_fts_live_scheduled')).toEqual([2]);
        expect(await inTable('algo_research_fts_live_approved')).toEqual([1]);
      }
      await migrateTo(db, dialect, '20261207T010000-ranked-search');
      expect(await statuses()).toEqual(['1:APPROVED', '2:APPROVED', '3:PENDING']);
      expect([await counted('APPROVED'), await counted('SCHEDULED')]).toEqual([2, 0]);
      if (dialect === 'sqlite') expect((await inTable('algo_research_fts_live_approved')).sort()).toEqual([1, 2]);
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the live-indexes migration on %s', (dialect) => {
  it('ends every live list index with the id the list orders by last, leaves unique ones, and goes back down', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    const definition = async (index: string) =>
      (
        await sql<{
          def: string;
        }>`select pg_get_indexdef(c.oid) as def from pg_class c where c.relname = ${index} and c.relkind = 'i'`.execute(db)
      ).rows[0]?.def;
    try {
      await migrateToLatest(db, dialect);
      await migrateTo(db, dialect, '20261216T010000-search-index-no-pending-list');
      expect(await definition('clients_registered_at_live')).toMatch(/\(registered_at\) WHERE \(deleted_at IS NULL\)$/);
      expect(await definition('clients_status_registered_at_live')).toMatch(/\(status, registered_at\) WHERE/);
      // An index made with the id from the start keeps it going down.
      expect(await definition('circle_research_article_title_id_live')).toMatch(/\(article_title, id\) WHERE/);
      const unique = await definition('clients_email_unique');
      await migrateToLatest(db, dialect);
      expect(await definition('clients_registered_at_live')).toMatch(/\(registered_at, id\) WHERE \(deleted_at IS NULL\)$/);
      expect(await definition('clients_status_registered_at_live')).toMatch(/\(status, registered_at, id\) WHERE/);
      expect(await definition('clients_email_unique')).toBe(unique);
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the natural-key migration on %s', (dialect) => {
  it('makes a ticker’s month count from the key’s index alone, keeps the key unique, and goes back down', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    const definition = async () =>
      (
        await sql<{
          def: string;
        }>`select pg_get_indexdef(c.oid) as def from pg_class c where c.relname = 'stock_data_ticker_date_unique'`.execute(db)
      ).rows[0]?.def;
    const day = (date: string, deleted: boolean) => ({
      ...flatDay('BBCA', date, 1),
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      deleted_at: deleted ? '2026-11-02T00:00:00.000Z' : null,
    });
    try {
      await migrateToLatest(db, dialect);
      await migrateTo(db, dialect, '20261217T010000-live-indexes-end-with-id');
      expect(await definition()).toMatch(/USING btree \(ticker, date\)$/);
      await db
        .insertInto('stock_data')
        .values([day('2026-11-02', false), day('2026-11-03', true)])
        .execute();
      await migrateToLatest(db, dialect);
      expect(await definition()).toMatch(/USING btree \(ticker, date\) INCLUDE \(deleted_at\)$/);
      await sql`vacuum analyze stock_data`.execute(db);
      // The key's index is left as the planner's only way in (on one connection, without the
      // date index): a covering index is read alone, without the table.
      await sql`drop index stock_data_date_id_live`.execute(db);
      const plan = await db.connection().execute(async (one) => {
        for (const path of ['seqscan', 'bitmapscan']) await sql`set ${sql.raw(`enable_${path}`)} = off`.execute(one);
        const rows = (
          await sql<{
            'QUERY PLAN': string;
          }>`explain (analyze, costs off) select count(*) from stock_data where deleted_at is null and ticker = 'BBCA' and date >= '2026-11-01' and date <= '2026-11-30'`.execute(
            one,
          )
        ).rows;
        await sql`reset all`.execute(one);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index Only Scan using stock_data_ticker_date_unique/);
      expect(plan).toMatch(/Heap Fetches: 0/);
      // Still the key: a second row of the same ticker and day is refused.
      await expect(db.insertInto('stock_data').values(day('2026-11-02', false)).execute()).rejects.toThrow(/unique/);
      await migrateTo(db, dialect, '20261217T010000-live-indexes-end-with-id');
      expect(await definition()).toMatch(/USING btree \(ticker, date\)$/);
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the counter and actor-key migrations on %s', (dialect) => {
  it('keep every counter as the rows are inserted, changed and trashed on either side of them, and go back down', async () => {
    const fresh = await freshDatabase(dialect);
    const db = fresh.db.kysely as Kysely<any>;
    const stock = (ticker: string, sector: string, board: string, active: number) => ({
      ticker,
      company_name: `${ticker} Tbk`,
      sector,
      board,
      active,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    /** The counters of master stocks, as the lists read them. */
    const counted = async () =>
      (
        await sql<{ dim: string; val: string; live: number }>`
          select dim, val, live from resource_totals where tbl = 'master_stocks' and live <> 0 order by dim, val`.execute(db)
      ).rows.map((r) => `${r.dim}=${r.val}:${r.live}`);
    /** The same counted from the rows themselves. */
    const recounted = async () =>
      (
        await sql<{ dim: string; val: string; live: number }>`
          select '' as dim, '' as val, count(*)::int as live from master_stocks where deleted_at is null
          union all select 'active', active::text, count(*)::int from master_stocks where deleted_at is null group by active
          union all select 'board', board, count(*)::int from master_stocks where deleted_at is null group by board
          union all select 'sector', sector, count(*)::int from master_stocks where deleted_at is null group by sector
          order by dim, val`.execute(db)
      ).rows.map((r) => `${r.dim}=${r.val}:${r.live}`);
    const foreignKeys = async () =>
      (
        await sql<{ name: string }>`
          select conname as name from pg_constraint where conrelid = 'stock_data'::regclass and contype = 'f' order by conname`.execute(
          db,
        )
      ).rows.map((r) => r.name);
    /** The function master stocks' counter triggers call. */
    const countingFunction = async () =>
      (
        await sql<{ name: string }>`
          select p.proname as name from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where t.tgname = 'master_stocks_count_update'`.execute(db)
      ).rows[0]?.name;
    try {
      await migrateToLatest(db, dialect);
      await migrateTo(db, dialect, '20261218T010000-natural-key-carries-liveness');
      expect(await foreignKeys()).toEqual(['stock_data_created_by_fkey', 'stock_data_updated_by_fkey']);
      await db
        .insertInto('master_stocks')
        .values([stock('BBCA', 'Financials', 'MAIN', 1), stock('TLKM', 'Telecom', 'MAIN', 0)])
        .execute();
      await migrateToLatest(db, dialect);
      expect(await foreignKeys()).toEqual([]);
      await db
        .insertInto('master_stocks')
        .values([stock('BBRI', 'Financials', 'DEVELOPMENT', 1), stock('GOTO', 'Technology', 'MAIN', 1)])
        .execute();
      await db.updateTable('master_stocks').set({ active: 1, sector: 'Technology' }).where('ticker', '=', 'TLKM').execute();
      await db
        .updateTable('master_stocks')
        .set({ deleted_at: '2026-11-03T00:00:00.000Z' })
        .where('ticker', '=', 'BBCA')
        .execute();
      await db.deleteFrom('master_stocks').where('ticker', '=', 'GOTO').execute();
      expect(await counted()).toEqual([
        '=:2',
        'active=1:2',
        'board=DEVELOPMENT:1',
        'board=MAIN:1',
        'sector=Financials:1',
        'sector=Technology:1',
      ]);
      expect(await counted()).toEqual(await recounted());
      await migrateTo(db, dialect, '20261218T010000-natural-key-carries-liveness');
      expect(await foreignKeys()).toEqual(['stock_data_created_by_fkey', 'stock_data_updated_by_fkey']);
      await db.updateTable('master_stocks').set({ board: 'MAIN' }).where('ticker', '=', 'BBRI').execute();
      expect(await counted()).toEqual(await recounted());
      // Each table's own counting function (20261221), updates counted by a row trigger that
      // watches the counted columns (20261222), and back down through both.
      await migrateToLatest(db, dialect);
      expect(await countingFunction()).toBe('rc_count_master_stocks_row');
      await db
        .insertInto('master_stocks')
        .values(stock('ASII', 'Industrials', 'MAIN', 0))
        .execute();
      await db.updateTable('master_stocks').set({ active: 1 }).where('ticker', '=', 'ASII').execute();
      await db.updateTable('master_stocks').set({ deleted_at: null }).where('ticker', '=', 'BBCA').execute();
      await db.deleteFrom('master_stocks').where('ticker', '=', 'TLKM').execute();
      expect(await counted()).toEqual(['=:3', 'active=1:3', 'board=MAIN:3', 'sector=Financials:2', 'sector=Industrials:1']);
      expect(await counted()).toEqual(await recounted());
      // An edit of nothing counted moves nothing; one statement changing counted values on several
      // rows (and a trashed row among them) moves each counter by the net change.
      await db.updateTable('master_stocks').set({ company_name: 'Renamed Tbk', active: 1 }).execute();
      expect(await counted()).toEqual(['=:3', 'active=1:3', 'board=MAIN:3', 'sector=Financials:2', 'sector=Industrials:1']);
      await db
        .insertInto('master_stocks')
        .values({ ...stock('UNVR', 'Consumer', 'MAIN', 1), deleted_at: '2026-11-04T00:00:00.000Z' })
        .execute();
      await db.updateTable('master_stocks').set({ active: 0, sector: 'Mixed' }).where('board', '=', 'MAIN').execute();
      expect(await counted()).toEqual(['=:3', 'active=0:3', 'board=MAIN:3', 'sector=Mixed:3']);
      expect(await counted()).toEqual(await recounted());
      await migrateTo(db, dialect, '20261221T010000-counters-planned-once');
      expect(await countingFunction()).toBe('rc_count_master_stocks');
      await db.updateTable('master_stocks').set({ active: 1 }).where('ticker', '=', 'ASII').execute();
      await db.updateTable('master_stocks').set({ deleted_at: null }).where('ticker', '=', 'UNVR').execute();
      expect(await counted()).toEqual(await recounted());
      await migrateTo(db, dialect, '20261220T010000-bulk-rows-actors-unreferenced');
      expect(await countingFunction()).toBe('rc_resource_count_rows');
      await db.updateTable('master_stocks').set({ sector: 'Energy' }).where('ticker', '=', 'ASII').execute();
      expect(await counted()).toEqual(await recounted());
    } finally {
      await fresh.db.close();
      await fresh.drop();
    }
  });
});
