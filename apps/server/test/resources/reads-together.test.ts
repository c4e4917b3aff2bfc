import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { directSqlite, type Db } from '@/db/database.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic, type DynamicDb } from '@/db/dynamic-db.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

/**
 * The engine reads a page's side lists together (one read transaction on SQLite). Each read must
 * still get its own answer, a failing read must leave the connection as it was, and a write made
 * in between by someone else must be seen by the next reads.
 */
describe.each(DIALECTS)('reads run together on %s', (dialect) => {
  let db: Db;
  let dyn: DynamicDb;
  let drop: () => Promise<void>;
  const queries = new CompiledQueries();
  const valuesOf = (owner: number) => ({
    key: 'values-of',
    build: () =>
      dyn.selectFrom('zz_side').select(['owner_id', 'value']).where('owner_id', '=', slot<number>(0)).orderBy('position'),
    params: [owner],
  });

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(dialect));
    dyn = asDynamic(db.kysely);
    await sql`create table zz_side (owner_id integer not null, position integer not null, value text not null)`.execute(
      db.kysely,
    );
    await sql`insert into zz_side values (1, 2, 'b'), (1, 1, 'a'), (2, 1, 'c')`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('answers each read in the order asked, and leaves no transaction open', async () => {
    const [one, two, none] = await queries.runTogether(dyn, [valuesOf(1), valuesOf(2), valuesOf(3)]);
    expect(one!.map((r) => r.value)).toEqual(['a', 'b']);
    expect(two!.map((r) => r.value)).toEqual(['c']);
    expect(none).toEqual([]);
    if (dialect === 'sqlite') expect(directSqlite(db.kysely)!.native.inTransaction).toBe(false);
  });

  it('a read that fails is reported, and the next write and reads work as before', async () => {
    const broken = { key: 'broken', build: () => dyn.selectFrom('zz_missing').select('value'), params: [] };
    await expect(queries.runTogether(dyn, [valuesOf(1), broken])).rejects.toThrow(/zz_missing/);
    if (dialect === 'sqlite') expect(directSqlite(db.kysely)!.native.inTransaction).toBe(false);
    await sql`insert into zz_side values (2, 2, 'd')`.execute(db.kysely);
    const [one, two] = await queries.runTogether(dyn, [valuesOf(1), valuesOf(2)]);
    expect(one!.map((r) => r.value)).toEqual(['a', 'b']);
    expect(two!.map((r) => r.value)).toEqual(['c', 'd']);
  });

  it('inside a transaction the reads see its own writes', async () => {
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into zz_side values (3, 1, 'e')`.execute(trx);
        const [three] = await queries.runTogether(asDynamic(trx), [valuesOf(3), valuesOf(1)]);
        expect(three!.map((r) => r.value)).toEqual(['e']);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    const [three] = await queries.runTogether(dyn, [valuesOf(3), valuesOf(1)]);
    expect(three).toEqual([]);
  });
});
