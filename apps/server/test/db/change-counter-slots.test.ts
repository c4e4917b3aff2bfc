import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';
import { createRecord, validBody } from '../resources/resource-helpers.ts';

// PostgreSQL's change counters are in slots (decision 046); SQLite has one writer.
describe.runIf(DIALECTS.includes('postgres'))('change counters and live totals on postgres', () => {
  let t: TestApp;
  let clients: pg.Client[];
  beforeEach(async () => {
    t = await createTestApp('postgres');
    clients = [];
  });
  afterEach(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await t.close();
  });

  const connect = async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    clients.push(client);
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    return { client, slot: pid % 16 };
  };
  const changes = async () => {
    const { rows } = await sql<{
      n: number | string;
    }>`select sum(changes) as n from desk_changes where tbl = 'subscription_plans'`.execute(t.ctx.db.kysely);
    return Number(rows[0]!.n);
  };

  it('two writers of one table on different connections do not wait for each other, and every change is counted', async () => {
    const owner = await t.login('owner@demo.test');
    const a = await createRecord(t, owner, 'subscription', validBody(t, 'subscription', 801));
    const b = await createRecord(t, owner, 'subscription', validBody(t, 'subscription', 802));
    const before = await changes();
    const first = await connect();
    let second = await connect();
    while (second.slot === first.slot) second = await connect();

    await first.client.query('begin');
    await first.client.query('update subscription_plans set description = $1 where id = $2', ['first', a.id]);
    // The first writer holds its transaction open: the second commits all the same.
    const started = performance.now();
    await second.client.query('update subscription_plans set description = $1 where id = $2', ['second', b.id]);
    // Taking turns, it would wait for the first writer's commit, which comes after it: never.
    expect(performance.now() - started).toBeLessThan(5000);
    await first.client.query('commit');
    expect(await changes()).toBe(before + 2);
  });

  it('two writers adding to one counted table do not wait for each other, and the list total counts both', async () => {
    const owner = await t.login('owner@demo.test');
    const total = async () => {
      const res = await t.call({ method: 'GET', url: '/api/master-tag/list?limit=1', cookie: owner });
      return (JSON.parse(res.body) as { data: { total: number } }).data.total;
    };
    await createRecord(t, owner, 'master-tag', validBody(t, 'master-tag', 810));
    const before = await total();
    const first = await connect();
    let second = await connect();
    while (second.slot === first.slot) second = await connect();
    const insert = (client: pg.Client, name: string) =>
      client.query(
        `insert into master_tags (name, slug, applies_to, created_at, updated_at) values ($1, lower(replace($1, ' ', '-')), 'BOTH', now()::text, now()::text)`,
        [name],
      );

    await first.client.query('begin');
    await insert(first.client, 'Slot Pertama');
    const started = performance.now();
    await insert(second.client, 'Slot Kedua');
    // Taking turns, it would wait for the first writer's commit, which comes after it: never.
    expect(performance.now() - started).toBeLessThan(5000);
    await first.client.query('commit');
    // A write through the API on this node forgets kept answers; these two came around it.
    await createRecord(t, owner, 'master-tag', validBody(t, 'master-tag', 811));
    expect(await total()).toBe(before + 3);
    const slots = await sql<{
      n: number | string;
    }>`select count(*) as n from resource_count_slots where tbl = 'master_tags' and dim = ''`.execute(t.ctx.db.kysely);
    expect(Number(slots.rows[0]!.n)).toBeGreaterThanOrEqual(2);
  });
});
