import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_EVENT_TOTAL } from '@rc/contract/circle';
import { createCircleRepository } from '@/modules/circle/circle.repository.ts';
import { sql } from 'kysely';
import { CIRCLE_CHANNEL, createCircleChangeFeed } from '@/modules/circle/circle-change.feed.ts';
import { openDatabase } from '@/db/database.ts';
import { BASIC, DIALECTS, createTestApp, type TestApp } from '../test-app.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { openEventStream } from '../event-stream-helpers.ts';
import { article, circleWorld, respond, submitted, type CircleWorld } from './circle-helpers.ts';

/** Read `total` events off a server-sent event stream as they come. */
const openStream = async (url: string, cookie: string) => {
  const stream = await openEventStream(url, cookie, CIRCLE_EVENT_TOTAL, (data) => data.totalRequest as number);
  return { ...stream, totals: stream.values };
};

describe.each(DIALECTS)('Circle pending-total events on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('streams the total on connect and whenever it changes, only when it changes', async () => {
    const auditor = await t.login('auditor@demo.test');
    const stream = await openStream(`${base}/api/circle-research/events`, auditor);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await stream.next(1)).toBe(0);
    const { id } = await submitted(t, world.key, article(world));
    expect(await stream.next(2)).toBe(1);
    await submitted(t, world.key, article(world, 'BBNI: Restrukturisasi Kredit Rampung'));
    expect(await stream.next(3)).toBe(2);
    // A change that does not move the total sends nothing: the next event is the next change's
    // (events arrive in order, so one sent in between would come first).
    await submitted(t, world.key, { ...article(world, 'TLKM: Monetisasi Data Center Makin Terlihat'), id });
    expect((await respond(t, auditor, id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await stream.next(4)).toBe(1);
    expect(stream.totals).toEqual([0, 1, 2, 1]);
    stream.close();
  });

  it('needs a session and read on COMMUNITYRESEARCH', async () => {
    const anonymous = await fetch(`${base}/api/circle-research/events`, { headers: { authorization: BASIC } });
    expect(anonymous.status).toBe(401);
    const noRead = await staffWith(t, { COMMUNITYRESEARCH: ['approval', 'update'] });
    const denied = await fetch(`${base}/api/circle-research/events`, { headers: { authorization: BASIC, cookie: noRead } });
    expect(denied.status).toBe(403);
    const noHeader = await fetch(`${base}/api/circle-research/events`, {
      headers: { cookie: await t.login('auditor@demo.test') },
    });
    expect(noHeader.status).toBe(401);
  });

  if (dialect === 'postgres')
    it('another API node hears each committed change through LISTEN/NOTIFY, and none of a rolled-back one', async () => {
      // A second node: its own connection pool and feed on the same database.
      const db = openDatabase(t.ctx.config.databaseUrl);
      const totals: number[] = [];
      const feed = createCircleChangeFeed({
        db,
        databaseUrl: t.ctx.config.databaseUrl,
        readTotal: () => createCircleRepository(db.kysely, db.dialect).pendingTotal(),
        log: t.app.log,
      });
      const until = async (check: () => boolean) => {
        const deadline = Date.now() + 3000;
        while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      };
      try {
        await feed.start();
        expect(feed.hearsEverything()).toBe(true);
        const { total } = await feed.subscribe((n) => totals.push(n));
        await submitted(t, world.key, article(world, 'JSMR: Tarif Tol Naik Bertahap'));
        await until(() => totals.length > 0);
        expect(totals).toEqual([total + 1]);
        // A change that rolls back on the first node is never heard of on this one.
        await t.ctx.db.kysely
          .transaction()
          .execute(async (trx) => {
            await sql`select pg_notify(${CIRCLE_CHANNEL}, '')`.execute(trx);
            throw new Error('roll back');
          })
          .catch(() => undefined);
        // A committed change after it: heard in commit order, so the rolled-back one would come first.
        await submitted(t, world.key, article(world, 'ADRO: Dividen Final Lebih Besar'));
        await until(() => totals.length > 1);
        expect(totals).toEqual([total + 1, total + 2]);
      } finally {
        await feed.close();
        await db.close();
      }
    });
});
