import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executeHeld } from '@/db/held-statement.ts';
import { tuneConnection } from '@/db/pg-connection.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

type Note = { id: number; body: string };

// A transaction's `begin` travels with its first statement (decision 055): PostgreSQL only, SQLite
// runs in the process.
describe.runIf(DIALECTS.includes('postgres'))('transactions on postgres', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let pool: pg.Pool;
  let db: Kysely<{ notes: Note }>;
  /** Answers the database finished (ReadyForQuery): one per round trip. */
  let roundTrips = 0;
  let naming = false;
  let limitMs = 0;

  beforeEach(async () => {
    fresh = await freshDatabase('postgres');
    await sql`create table notes (id integer primary key, body text not null)`.execute(fresh.db.kysely);
    await sql`insert into notes values (1, 'first')`.execute(fresh.db.kysely);
    await fresh.db.close();
    pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    pool.on('connect', (client) => {
      tuneConnection(
        pg,
        client,
        () => naming,
        () => limitMs,
      );
      (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', () => roundTrips++);
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    // The connection is open before counting starts.
    await sql`select 1`.execute(db);
    roundTrips = 0;
  });
  afterEach(async () => {
    await db.destroy();
    await fresh.drop();
  });

  const bodies = () =>
    db
      .selectFrom('notes')
      .select('body')
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => r.body));

  for (const named of [false, true]) {
    it(`sends a transaction's begin with its first statement${named ? ', named statements on' : ''}`, async () => {
      naming = named;
      const seen = await db.transaction().execute(async (trx) => {
        const first = await sql<{
          id: number;
          body: string;
          txid: string;
        }>`select id, body, txid_current()::text as txid from notes where id = ${1}`.execute(trx);
        await trx.insertInto('notes').values({ id: 2, body: 'second' }).execute();
        const last = await sql<{ txid: string }>`select txid_current_if_assigned()::text as txid`.execute(trx);
        return { first: first.rows, txid: last.rows[0]!.txid };
      });
      expect(seen.first).toEqual([{ id: 1, body: 'first', txid: seen.txid }]);
      // begin + the first read, the insert, the last read, commit.
      expect(roundTrips).toBe(4);
      expect(await bodies()).toEqual(['first', 'second']);
    });
  }

  it('sends nothing for a transaction that ran no statement', async () => {
    await db.transaction().execute(async () => undefined);
    await expect(
      db.transaction().execute(async () => {
        throw new Error('nothing to do');
      }),
    ).rejects.toThrow('nothing to do');
    expect(roundTrips).toBe(0);
  });

  it('rolls back a transaction whose first statement fails, and the connection goes on', async () => {
    naming = true;
    const failing = () =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, body: 'again' }).execute();
      });
    await expect(failing()).rejects.toMatchObject({ code: '23505' });
    // A failure after a first statement that wrote undoes the write too.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 3, body: 'third' }).execute();
        await trx.insertInto('notes').values({ id: 1, body: 'again' }).execute();
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // The same statement, named after its first failure, fails the same way and no other.
    await expect(failing()).rejects.toMatchObject({ code: '23505' });
    expect(await bodies()).toEqual(['first']);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 4, body: 'fourth' }).execute();
    });
    expect(await bodies()).toEqual(['first', 'fourth']);
  });

  it('fails a first statement that does not parse with its own error each time', async () => {
    naming = true;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`selec ${1}`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '42601' });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`selec ${1}`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '42601' });
    expect(await bodies()).toEqual(['first']);
  });

  it('holds the statement limit inside a transaction begun with its first statement', async () => {
    limitMs = 50;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`select pg_sleep(1)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '57014' });
    limitMs = 0;
    expect(await bodies()).toEqual(['first']);
  });
  it('sends a held statement with the next one, and with the commit when it is the last', async () => {
    naming = true;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ body: 'first, edited' }).where('id', '=', 1).execute();
      await executeHeld(trx, trx.insertInto('notes').values({ id: 2, body: 'second' }));
      // The held insert runs before this read, in the same round trip.
      const seen = await trx.selectFrom('notes').select('body').orderBy('id').execute();
      expect(seen.map((r) => r.body)).toEqual(['first, edited', 'second']);
      await executeHeld(trx, trx.insertInto('notes').values({ id: 3, body: 'third' }));
    });
    // begin + update, held insert + read, held insert + commit.
    expect(roundTrips).toBe(3);
    expect(await bodies()).toEqual(['first, edited', 'second', 'third']);
  });

  it('drops a held statement when its transaction rolls back, and sends it at once outside one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('notes').set({ body: 'lost' }).where('id', '=', 1).execute();
        await executeHeld(trx, trx.insertInto('notes').values({ id: 2, body: 'lost too' }));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['first']);
    roundTrips = 0;
    await executeHeld(db, db.insertInto('notes').values({ id: 5, body: 'fifth' }));
    expect(roundTrips).toBe(1);
    expect(await bodies()).toEqual(['first', 'fifth']);
  });

  it("fails the statement after a held one that fails, with the held one's error, and keeps nothing", async () => {
    naming = true;
    for (const last of ['read', 'commit'] as const) {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 6, body: 'sixth' }).execute();
          await executeHeld(trx, trx.insertInto('notes').values({ id: 1, body: 'taken' }));
          if (last === 'read') await trx.selectFrom('notes').selectAll().execute();
        }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    }
    expect(await bodies()).toEqual(['first']);
    // The connection and its named statements go on.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 6, body: 'sixth' }).execute();
      await trx.selectFrom('notes').selectAll().execute();
    });
    expect(await bodies()).toEqual(['first', 'sixth']);
  });
});
