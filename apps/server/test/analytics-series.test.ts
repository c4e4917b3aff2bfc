import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from './test-app.ts';
import { newApiKey, postEvents, seriesUrl, signInWithReads } from './analytics-helpers.ts';

type Row = { target_date: string; total: number; action: string };

describe.each(DIALECTS)('view series on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    key = await newApiKey(t);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.ctx.db.kysely.deleteFrom('view_events').execute();
    await t.ctx.db.kysely.deleteFrom('view_rollups').execute();
    await t.ctx.db.kysely.deleteFrom('view_rollups_monthly').execute();
  });

  /** Move the test clock to `iso` (it only moves forward) and sign in again: the old session has expired. */
  const setClock = async (iso: string) => {
    const delta = Date.parse(iso) - t.clock.now().getTime();
    if (delta < 0) throw new Error(`clock cannot go back to ${iso}`);
    t.clock.advance(delta);
    owner = await t.login('owner@demo.test');
  };
  const send = async (events: Array<Record<string, unknown>>) => {
    const res = await postEvents(t, key, { events });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.rejected).toEqual([]);
  };
  const views = (occurred_at: string, n = 1, extra: Record<string, unknown> = {}) =>
    Array.from({ length: n }, () => ({ section: 'INSIGHT', content_id: 3, audience: 'USER', occurred_at, ...extra }));
  const series = async (period: string, section = 'INSIGHT', audience = 'USER', cookie = owner): Promise<Row[]> => {
    const res = await t.call({ method: 'GET', url: seriesUrl(section, period, audience), cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.data;
  };

  it('answers 7 days, 12 months and 5 years, oldest first, with gaps as ENTER 0', async () => {
    // 2026-11-22T09:00Z, the test clock's start.
    await send(views('2026-11-22T08:00:00Z', 3));
    await send(views('2026-11-18T23:59:59Z', 2));
    const week = await series('SEVENDAY');
    expect(week.map((r) => r.target_date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week.map((r) => r.total)).toEqual([0, 0, 2, 0, 0, 0, 3]);
    expect(week.every((r) => r.action === 'ENTER')).toBe(true);

    const months = await series('MONTHLY');
    expect(months).toHaveLength(12);
    expect(months[0]!.target_date).toBe('2025-12-01');
    expect(months[11]).toEqual({ target_date: '2026-11-01', total: 5, action: 'ENTER' });
    expect(months.slice(0, 11).every((r) => r.total === 0 && r.action === 'ENTER')).toBe(true);

    const years = await series('YEARLY');
    expect(years.map((r) => r.target_date)).toEqual(['2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']);
    expect(years.map((r) => r.total)).toEqual([0, 0, 0, 0, 5]);
  });

  it('keeps audiences and sections apart and gives one row per action', async () => {
    await send([
      ...views('2026-11-21T10:00:00Z', 4),
      ...views('2026-11-21T10:00:00Z', 2, { action: 'SHARE' }),
      ...views('2026-11-21T10:00:00Z', 5, { audience: 'GUEST' }),
      ...views('2026-11-21T10:00:00Z', 6, { section: 'CIRCLE' }),
    ]);
    const day = (rows: Row[]) => rows.filter((r) => r.target_date === '2026-11-21');
    expect(day(await series('SEVENDAY'))).toEqual([
      { target_date: '2026-11-21', total: 4, action: 'ENTER' },
      { target_date: '2026-11-21', total: 2, action: 'SHARE' },
    ]);
    expect(day(await series('SEVENDAY', 'INSIGHT', 'GUEST'))).toEqual([{ target_date: '2026-11-21', total: 5, action: 'ENTER' }]);
    expect(day(await series('SEVENDAY', 'CIRCLE', 'USER'))).toEqual([{ target_date: '2026-11-21', total: 6, action: 'ENTER' }]);
    expect(day(await series('SEVENDAY', 'ALGORESEARCH', 'USER'))).toEqual([
      { target_date: '2026-11-21', total: 0, action: 'ENTER' },
    ]);
  });

  it('reads roll-ups only: the answer stands when raw events are gone', async () => {
    await send(views('2026-11-20T10:00:00Z', 3));
    const first = await series('SEVENDAY');
    await t.ctx.db.kysely.deleteFrom('view_events').execute();
    expect(await series('SEVENDAY')).toEqual(first);
  });

  // These move the clock forward, so they run in date order after the tests above.
  it('fills gaps across a month edge (28 February → 1 March) and counts a month from its first day', async () => {
    await setClock('2027-03-01T00:30:00Z');
    await send([...views('2027-02-28T23:59:59Z', 2), ...views('2027-03-01T00:10:00Z', 1), ...views('2026-03-31T12:00:00Z', 7)]);
    await send(views('2026-04-01T00:00:00Z', 4));
    const week = await series('SEVENDAY');
    expect(week.map((r) => [r.target_date, r.total])).toEqual([
      ['2027-02-23', 0],
      ['2027-02-24', 0],
      ['2027-02-25', 0],
      ['2027-02-26', 0],
      ['2027-02-27', 0],
      ['2027-02-28', 2],
      ['2027-03-01', 1],
    ]);
    const months = await series('MONTHLY');
    expect(months.map((r) => r.target_date)).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    // 31 March 2026 falls before the window; 1 April is its first day.
    expect(months.map((r) => r.total)).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1]);
  });

  it('fills gaps across a year edge and counts a year from 1 January', async () => {
    await setClock('2028-01-01T00:05:00Z');
    await send([...views('2027-12-31T23:59:00Z', 3), ...views('2028-01-01T00:01:00Z', 2), ...views('2024-01-01T00:00:00Z', 9)]);
    await send(views('2023-12-31T23:00:00Z', 5));
    const years = await series('YEARLY');
    expect(years.map((r) => [r.target_date, r.total])).toEqual([
      ['2024-01-01', 9],
      ['2025-01-01', 0],
      ['2026-01-01', 0],
      ['2027-01-01', 3],
      ['2028-01-01', 2],
    ]);
    const months = await series('MONTHLY');
    expect(months[0]!.target_date).toBe('2027-02-01');
    expect(months.slice(-2).map((r) => [r.target_date, r.total])).toEqual([
      ['2027-12-01', 3],
      ['2028-01-01', 2],
    ]);
    const week = await series('SEVENDAY');
    expect(week.map((r) => r.target_date)).toEqual([
      '2027-12-26',
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
    ]);
  });

  it('includes 29 February in a leap year', async () => {
    await setClock('2028-03-02T12:00:00Z');
    await send(views('2028-02-29T12:00:00Z', 1));
    const week = await series('SEVENDAY');
    expect(week.map((r) => r.target_date)).toEqual([
      '2028-02-25',
      '2028-02-26',
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
    expect(week[4]!.total).toBe(1);
  });

  it('answers 400 naming the unknown section, period or audience', async () => {
    for (const [section, period, audience, field] of [
      ['PODCAST', 'SEVENDAY', 'USER', 'section'],
      ['insight', 'SEVENDAY', 'USER', 'section'],
      ['INSIGHT', 'WEEKLY', 'USER', 'period'],
      ['INSIGHT', 'MONTHLY', 'MEMBER', 'audience'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: seriesUrl(section, period, audience), cookie: owner });
      expect(res.statusCode).toBe(400);
      const body = json(res).error;
      expect(body.fields).toHaveProperty(field);
      expect(body.message).toContain(`Unknown ${field}`);
      expect(body.message).toMatch(/must be one of/);
    }
  });

  it('needs the section’s analytics permission, in either spelling, and a session', async () => {
    const insightOnly = await signInWithReads(t, 'insight-analyst@demo.test', ['ALGONEWSANALYTIC']);
    const circleAlias = await signInWithReads(t, 'circle-analyst@demo.test', ['CIRCLE_ANALYTIC']);
    const nothing = await signInWithReads(t, 'no-analytics@demo.test', ['ALGONEWS', 'COMMUNITYRESEARCH']);
    const status = async (section: string, cookie: string | undefined) =>
      (await t.call({ method: 'GET', url: seriesUrl(section, 'SEVENDAY', 'GUEST'), cookie })).statusCode;

    expect(await status('INSIGHT', insightOnly)).toBe(200);
    for (const section of ['CIRCLE', 'INSTITUTION', 'ALGORESEARCH']) expect(await status(section, insightOnly)).toBe(403);
    expect(await status('CIRCLE', circleAlias)).toBe(200);
    expect(await status('INSIGHT', circleAlias)).toBe(403);
    for (const section of ['CIRCLE', 'INSIGHT', 'INSTITUTION', 'ALGORESEARCH']) {
      expect(await status(section, nothing)).toBe(403);
      expect(await status(section, owner)).toBe(200);
      expect(await status(section, undefined)).toBe(401);
    }
    const denied = await t.call({ method: 'GET', url: seriesUrl('INSTITUTION', 'YEARLY', 'USER'), cookie: insightOnly });
    expect(json(denied).error.message).toContain('INSTITUTIONANALYTIC');
  });
});
