import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/database.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

// Named prepared statements are PostgreSQL's (decision 045); SQLite keeps its statements prepared.
describe.runIf(DIALECTS.includes('postgres'))('named statements on postgres', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  beforeEach(async () => {
    fresh = await freshDatabase('postgres');
    db = fresh.db;
    await sql`create table notes (id integer primary key, body text)`.execute(db.kysely);
    await sql`insert into notes values (1, 'first')`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.close();
    await fresh.drop();
  });

  const prepared = (trx: typeof db.kysely) =>
    sql<{ statement: string }>`select statement from pg_prepared_statements`
      .execute(trx)
      .then((r) => r.rows.map((row) => row.statement));

  it('parses a statement once per connection once the migrations have run, and never a bulk one', async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .selectFrom('notes' as never)
        .selectAll()
        .where('id' as never, '=', 1 as never)
        .execute();
      expect(await prepared(trx)).toEqual([]);
    });
    db.nameStatements();
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++)
        await trx
          .selectFrom('notes' as never)
          .selectAll()
          .where('id' as never, '=', 1 as never)
          .execute();
      const many = Array.from({ length: 80 }, (_, i) => i + 10);
      await trx
        .selectFrom('notes' as never)
        .selectAll()
        .where('id' as never, 'in', many as never)
        .execute();
      const statements = await prepared(trx);
      expect(statements.filter((s) => s.includes('from "notes" where "id" = $1'))).toHaveLength(1);
      expect(statements.some((s) => s.includes(' in ('))).toBe(false);
    });
  });

  it('names afresh a statement whose result a schema change altered', async () => {
    db.nameStatements();
    const read = () =>
      db.kysely
        .selectFrom('notes' as never)
        .selectAll()
        .execute() as Promise<Record<string, unknown>[]>;
    expect(await read()).toEqual([{ id: 1, body: 'first' }]);
    await sql`alter table notes add column tag text`.execute(db.kysely);
    // Each connection that had it named fails it once at most, then answers with the new column.
    const failures: string[] = [];
    let rows: Record<string, unknown>[] | undefined;
    for (let i = 0; i < 12 && !rows; i++)
      rows = await read().catch((err: { code?: string }) => void failures.push(err.code ?? '?'));
    expect(rows).toEqual([{ id: 1, body: 'first', tag: null }]);
    expect(failures.every((code) => code === '0A000')).toBe(true);
  });
});
