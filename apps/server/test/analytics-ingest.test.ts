import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from './test-app.ts';
import { analyticsCounts, newApiKey, postEvents } from './analytics-helpers.ts';

const MINUTE = 60 * 1000;

describe.each(DIALECTS)('view event ingestion on %s', (dialect) => {
  let t: TestApp;
  let key: string;
  const at = (offsetMs = 0) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const event = (extra: Record<string, unknown> = {}) => ({
    section: 'ALGORESEARCH',
    content_id: 7,
    audience: 'USER',
    action: 'ENTER',
    occurred_at: at(-MINUTE),
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    key = await newApiKey(t);
  });
  afterAll(async () => t.close());

  it('stores a good batch with the key alone and moves the roll-ups with it', async () => {
    const before = await analyticsCounts(t);
    const res = await postEvents(t, key, {
      events: [event(), event({ audience: 'GUEST', action: undefined }), event({ occurred_at: '2026-11-22T15:30:00+07:00' })],
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ accepted: 3, rejected: [] });
    const after = await analyticsCounts(t);
    expect(after.events - before.events).toBe(3);
    expect(after.viewTotal - before.viewTotal).toBe(3);
    const stored = await t.ctx.db.kysely.selectFrom('view_events').selectAll().orderBy('id').execute();
    // The default action, and the offset turned into UTC.
    expect(stored.map((e) => e.action)).toContain('ENTER');
    expect(stored.map((e) => e.occurred_at)).toContain('2026-11-22T08:30:00.000Z');
    const sender = await t.ctx.db.kysely.selectFrom('public_api_keys').select('last_used_at').executeTakeFirstOrThrow();
    expect(sender.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('answers 401 without a key, with an unknown key and with a revoked key, and writes nothing', async () => {
    const before = await analyticsCounts(t);
    const missing = await postEvents(t, undefined, { events: [event()] });
    expect(missing.statusCode).toBe(401);
    expect(json(missing).error.message).toMatch(/X-Api-Key/);
    // The key with its last character changed (a random key may already end in any given text).
    const wrong = await postEvents(t, `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`, { events: [event()] });
    expect(wrong.statusCode).toBe(401);

    const revokedKey = await newApiKey(t, 'old partner');
    expect((await postEvents(t, revokedKey, { events: [event()] })).statusCode).toBe(200);
    const keys = createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock });
    const id = (await keys.list()).find((k) => k.name === 'old partner')!.id;
    await keys.revoke(id);
    const revoked = await postEvents(t, revokedKey, { events: [event()] });
    expect(revoked.statusCode).toBe(401);
    expect(json(revoked).error.message).toMatch(/revoked/);
    expect((await analyticsCounts(t)).events).toBe(before.events + 1);
  });

  it('does not take the console session or client header instead of a key', async () => {
    const cookie = await t.login('owner@demo.test');
    const res = await t.call({ method: 'POST', url: '/api/public/events', cookie, payload: { events: [event()] } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a batch over 1,000 events with 413 and an empty or malformed batch with 400, writing nothing', async () => {
    const before = { ...(await analyticsCounts(t)), ...(await tableCounts(t.ctx)) };
    const big = await postEvents(t, key, { events: Array.from({ length: 1001 }, () => event()) });
    expect(big.statusCode).toBe(413);
    expect(json(big).error.message).toMatch(/at most 1,000 events; this one has 1,001/);
    const empty = await postEvents(t, key, { events: [] });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).error.message).toMatch(/empty/);
    for (const payload of [[event()], { event: [event()] }, { events: event() }, { events: [event()], extra: 1 }]) {
      const res = await postEvents(t, key, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect({ ...(await analyticsCounts(t)), ...(await tableCounts(t.ctx)) }).toEqual(before);
  });

  it('keeps the good events of a mixed batch and names each bad one by index, field and reason', async () => {
    const before = await analyticsCounts(t);
    const batch = [
      event(),
      event({ section: 'PODCAST' }),
      event({ occurred_at: at(6 * MINUTE) }),
      event({ occurred_at: at(4 * MINUTE) }),
      event({ occurred_at: '2021-11-21T08:59:00Z' }),
      event({ content_id: 0 }),
      event({ content_id: '12' }),
      event({ action: 'enter' }),
      event({ occurred_at: '2026-11-22 09:00' }),
      event({ audience: undefined }),
      event({ acton: 'SHARE' }),
      'not an event',
      event({ section: 'CIRCLE', audience: 'GUEST', action: 'SHARE' }),
    ];
    const res = await postEvents(t, key, { events: batch });
    expect(res.statusCode).toBe(200);
    const { accepted, rejected } = json(res).data;
    expect(accepted).toBe(3);
    expect(rejected.map((r: { index: number; field: string }) => [r.index, r.field])).toEqual([
      [1, 'section'],
      [2, 'occurred_at'],
      [4, 'occurred_at'],
      [5, 'content_id'],
      [6, 'content_id'],
      [7, 'action'],
      [8, 'occurred_at'],
      [9, 'audience'],
      [10, 'acton'],
      [11, '_'],
    ]);
    const reason = (index: number) => rejected.find((r: { index: number }) => r.index === index).reason;
    expect(reason(1)).toMatch(/one of ALGORESEARCH, INSIGHT, INSTITUTION, CIRCLE/);
    expect(reason(2)).toMatch(/more than 5 minutes ahead/);
    expect(reason(4)).toMatch(/more than 5 years old/);
    expect(reason(10)).toMatch(/unknown field/);
    expect((await analyticsCounts(t)).events).toBe(before.events + 3);
  });

  it('refuses with 400 and writes nothing when no event of the batch is good', async () => {
    const before = await analyticsCounts(t);
    const res = await postEvents(t, key, { events: [event({ section: 'NOPE' }), event({ occurred_at: at(60 * MINUTE) })] });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toMatchObject({
      'events.0.section': expect.stringMatching(/one of/),
      'events.1.occurred_at': expect.stringMatching(/ahead/),
    });
    expect(await analyticsCounts(t)).toEqual(before);
  });

  it('keeps roll-ups equal to a direct count of the raw events after random concurrent batches', async () => {
    const sections = ['ALGORESEARCH', 'INSIGHT', 'INSTITUTION', 'CIRCLE'];
    const audiences = ['GUEST', 'USER'];
    const actions = ['ENTER', 'ENTER', 'ENTER', 'SHARE', 'BOOKMARK'];
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
    const batches = Array.from({ length: 12 }, () =>
      Array.from({ length: 1 + Math.floor(rand() * 400) }, () =>
        event({
          section: pick(sections),
          audience: pick(audiences),
          action: pick(actions),
          content_id: 1 + Math.floor(rand() * 50),
          occurred_at: at(-Math.floor(rand() * 60 * 24 * 60) * MINUTE),
        }),
      ),
    );
    // Four senders at once, as the bench does.
    for (let i = 0; i < batches.length; i += 4) {
      const answers = await Promise.all(batches.slice(i, i + 4).map((events) => postEvents(t, key, { events })));
      for (const a of answers) expect(a.statusCode).toBe(200);
    }
    const db = t.ctx.db.kysely;
    const direct = await db
      .selectFrom('view_events')
      .select((eb) => [
        eb.fn<string>('substr', ['occurred_at', eb.val(1), eb.val(10)]).as('day'),
        'section',
        'audience',
        'action',
        eb.fn.countAll<number>().as('total'),
      ])
      .groupBy(['day', 'section', 'audience', 'action'])
      .execute();
    const rollups = await db.selectFrom('view_rollups').select(['day', 'section', 'audience', 'action', 'total']).execute();
    const keyOf = (r: { day: string; section: string; audience: string; action: string }) =>
      `${r.day}|${r.section}|${r.audience}|${r.action}`;
    const asMap = (rows: Array<{ day: string; section: string; audience: string; action: string; total: number }>) =>
      Object.fromEntries(rows.map((r) => [keyOf(r), Number(r.total)]));
    expect(asMap(rollups)).toEqual(asMap(direct));
    expect(Object.keys(asMap(rollups)).length).toBeGreaterThan(100);

    const directMonths = await db
      .selectFrom('view_events')
      .select((eb) => [
        eb.fn<string>('substr', ['occurred_at', eb.val(1), eb.val(7)]).as('month'),
        'section',
        'audience',
        'action',
        eb.fn.countAll<number>().as('total'),
      ])
      .groupBy(['month', 'section', 'audience', 'action'])
      .execute();
    const months = await db
      .selectFrom('view_rollups_monthly')
      .select(['month', 'section', 'audience', 'action', 'total'])
      .execute();
    expect(asMap(months.map((m) => ({ ...m, day: m.month })))).toEqual(
      asMap(directMonths.map((m) => ({ ...m, day: `${m.month}-01` }))),
    );
  });
});
