import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from './test-app.ts';
import { signInWithReads } from './analytics-helpers.ts';

const CALLS = {
  USERANALYTIC: '/api/analytic/user/total-verified',
  ALGORESEARCHANALYTIC: '/api/analytic/algo-research/total-published',
  ALGONEWSANALYTIC: '/api/analytic/algo-news/total-published',
} as const;

describe.each(DIALECTS)('dashboard counts on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const total = async (url: string, cookie = owner) => {
    const res = await t.call({ method: 'GET', url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.total;
  };
  const stamp = '2026-01-05T03:00:00.000Z';

  it('answers 0 on an empty platform', async () => {
    for (const url of Object.values(CALLS)) expect(await total(url)).toBe(0);
  });

  it('counts verified clients that are not deleted', async () => {
    const client = (email: string, verified: boolean, deleted = false) => ({
      fullname: 'Siti Rahayu',
      email,
      phone: null,
      verified_at: verified ? stamp : null,
      status: 'ACTIVE',
      registered_at: stamp,
      last_login: null,
      plan_code: null,
      plan_started_at: null,
      plan_ends_at: null,
      created_at: stamp,
      updated_at: stamp,
      created_by: null,
      updated_by: null,
      deleted_at: deleted ? stamp : null,
    });
    await t.ctx.db.kysely
      .insertInto('clients')
      .values([
        client('a@example.id', true),
        client('b@example.id', true),
        { ...client('c@example.id', true), status: 'SUSPENDED' },
        client('d@example.id', false),
        client('e@example.id', true, true),
      ])
      .execute();
    expect(await total(CALLS.USERANALYTIC)).toBe(3);
  });

  it('counts research and news that readers can see: approved or awaiting a change, published, not deleted', async () => {
    const future = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const items: Array<[string, string | null, string | null]> = [
      ['APPROVED', stamp, null],
      ['REQUEST', stamp, null],
      ['APPROVED', future, null],
      ['APPROVED', stamp, stamp],
      ['DRAFT', null, null],
      ['PENDING', null, null],
      ['REJECTED', null, null],
    ];
    for (const table of ['algo_research', 'algo_news'] as const) {
      await t.ctx.db.kysely
        .insertInto(table)
        .values(
          items.map(([status, published_at, deleted_at], i) => ({
            title: `Judul ${i}`,
            slug: `judul-${i}`,
            status,
            published_at,
            deleted_at,
            thumbnail: null,
            body: null,
            writter_id: null,
            auditor_id: null,
            scheduled_at: null,
            created_at: stamp,
            updated_at: stamp,
            created_by: null,
            updated_by: null,
          })),
        )
        .execute();
    }
    expect(await total(CALLS.ALGORESEARCHANALYTIC)).toBe(2);
    expect(await total(CALLS.ALGONEWSANALYTIC)).toBe(2);
  });

  it('gives each count only to holders of its analytics read permission', async () => {
    for (const [module, url] of Object.entries(CALLS)) {
      const holder = await signInWithReads(t, `${module.toLowerCase()}@demo.test`, [module]);
      expect((await t.call({ method: 'GET', url, cookie: holder })).statusCode).toBe(200);
      for (const [other, otherUrl] of Object.entries(CALLS)) {
        if (other === module) continue;
        const denied = await t.call({ method: 'GET', url: otherUrl, cookie: holder });
        expect(denied.statusCode).toBe(403);
        expect(json(denied).error.message).toContain(other);
      }
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
    const aliases = await signInWithReads(t, 'aliases@demo.test', [
      'USER_ANALYTIC',
      'ALGO_RESEARCH_ANALYTIC',
      'ALGO_NEWS_ANALYTIC',
    ]);
    for (const url of Object.values(CALLS)) expect((await t.call({ method: 'GET', url, cookie: aliases })).statusCode).toBe(200);
  });
});
