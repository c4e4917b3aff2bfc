import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemo } from '@/seed/demo/demo.seed.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Debian's `sqlite3` (3.40 on Debian 12): what an operator has at hand. `.ci/run` installs it. */
const SYSTEM_SQLITE = ['/usr/bin/sqlite3', '/usr/local/bin/sqlite3'].find((file) => fs.existsSync(file));

/** Run statements with the system's sqlite3 on the file and answer its JSON rows. */
function systemSqlite(file: string, statement: string): Record<string, unknown>[] {
  const out = execFileSync(SYSTEM_SQLITE!, ['-bail', '-json', file, statement], { encoding: 'utf8', stdio: 'pipe' });
  return out.trim() ? (JSON.parse(out) as Record<string, unknown>[]) : [];
}

/**
 * The full-text tables of the status-scoped search (decision 031) are contentless FTS5 tables that
 * delete by rowid (`contentless_delete`, FTS5 of SQLite 3.43): an older sqlite3 reads the file, its
 * schema and their stored segments, but cannot search them. They hold no data of their own.
 */
const SEARCH_ONLY = /_fts_(live_[a-z]+|trash)$/;

describe('the SQLite database file in the system’s sqlite3', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await seedDemo(t.ctx);
    file = t.url.slice('sqlite:'.length);
  }, 60_000);
  afterAll(async () => t?.close());

  it('is installed (apt-get install sqlite3; .ci/run installs it)', () => {
    expect(SYSTEM_SQLITE, 'no sqlite3 in /usr/bin or /usr/local/bin').toBeDefined();
  });

  it('opens the migrated, seeded database, finds it intact and reads every table with the same rows', async () => {
    const [version] = systemSqlite(file, 'select sqlite_version() as version');
    expect(version!.version).toMatch(/^3\.\d+\./);
    expect(systemSqlite(file, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);

    const tables = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name`.execute(
      t.ctx.db.kysely,
    );
    expect(tables.rows.length).toBeGreaterThan(100);
    // Every table but the search-only ones, read in one statement; then each of those on its own.
    const searchOnly = tables.rows.filter((table) => /contentless_delete=1/.test(table.sql));
    const readable = tables.rows.filter((table) => !searchOnly.includes(table));
    const counts = systemSqlite(
      file,
      readable.map(({ name }) => `select '${name}' as name, count(*) as n from "${name}"`).join(' union all '),
    );
    const ours: Record<string, number> = {};
    for (const { name } of readable) {
      const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(t.ctx.db.kysely);
      ours[name] = Number(row.rows[0]!.n);
    }
    expect(Object.fromEntries(counts.map((row) => [row.name, Number(row.n)]))).toEqual(ours);
    expect(searchOnly.map((table) => table.name).filter((name) => !SEARCH_ONLY.test(name))).toEqual([]);
    for (const { name } of searchOnly) {
      expect(() => systemSqlite(file, `select count(*) from "${name}"`), name).toThrow(/contentless_delete/);
      const segments = systemSqlite(file, `select count(*) as n from "${name}_data"`);
      expect(Number(segments[0]!.n), name).toBeGreaterThan(0);
    }
    // Demo data is there to read: the copies of Exclusive research's lists among it.
    const copies = systemSqlite(file, 'select tickers_copy from algo_research where tickers_copy is not null limit 1');
    expect(JSON.parse(String(copies[0]!.tickers_copy))).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]{4}$/)]));
  });

  it('keeps a record’s copy of its list, in position order, when that sqlite3 writes the side table', async () => {
    const [record] = systemSqlite(file, 'select id from algo_research order by id limit 1');
    const id = Number(record!.id);
    systemSqlite(
      file,
      `delete from algo_research_tickers where owner_id = ${id};
       insert into algo_research_tickers (owner_id, value, position) values (${id}, 'TLKM', 2), (${id}, 'BBCA', 0), (${id}, 'BBRI', 1);`,
    );
    const copy = async () => {
      const row = await sql<{ tickers_copy: string }>`select tickers_copy from algo_research where id = ${id}`.execute(
        t.ctx.db.kysely,
      );
      return JSON.parse(row.rows[0]!.tickers_copy) as string[];
    };
    expect(await copy()).toEqual(['BBCA', 'BBRI', 'TLKM']);
    systemSqlite(file, `update algo_research_tickers set position = 3 where owner_id = ${id} and value = 'BBCA'`);
    expect(await copy()).toEqual(['BBRI', 'TLKM', 'BBCA']);
    systemSqlite(file, `delete from algo_research_tickers where owner_id = ${id}`);
    expect(await copy()).toEqual([]);
  });
});
