import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAlgoContentDemo } from '@/seed/demo/algo-content.demo-seed.ts';
import { seedAnalyticsDemo } from '@/seed/demo/analytics.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from './test-app.ts';
import { seriesUrl } from './analytics-helpers.ts';

type Row = { target_date: string; total: number };

describe.each(DIALECTS)('analytics demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedAnalyticsDemo(t.ctx);
    await seedMasterDataDemo(t.ctx);
    await seedAlgoContentDemo(t.ctx);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const get = async (url: string) => json(await t.call({ method: 'GET', url, cookie: owner })).data;
  const sum = (rows: Row[]) => rows.reduce((n, r) => n + r.total, 0);

  it('fills the count cards', async () => {
    expect((await get('/api/analytic/user/total-verified')).total).toBeGreaterThan(2000);
    expect((await get('/api/analytic/algo-research/total-published')).total).toBeGreaterThan(20);
    expect((await get('/api/analytic/algo-news/total-published')).total).toBeGreaterThan(20);
  });

  it('gives every chart and tab believable data', async () => {
    for (const section of ['CIRCLE', 'INSIGHT', 'INSTITUTION', 'ALGORESEARCH']) {
      for (const period of ['SEVENDAY', 'MONTHLY', 'YEARLY']) {
        for (const audience of ['USER', 'GUEST']) {
          const rows: Row[] = (await get(seriesUrl(section, period, audience))).data;
          expect(
            rows.every((r) => r.total > 0),
            `${section} ${period} ${audience}`,
          ).toBe(true);
        }
      }
    }
    const research = (audience: string) => get(seriesUrl('ALGORESEARCH', 'MONTHLY', audience)).then((d) => sum(d.data));
    const insight = (audience: string) => get(seriesUrl('INSIGHT', 'MONTHLY', audience)).then((d) => sum(d.data));
    expect(await research('USER')).toBeGreaterThan(await research('GUEST'));
    expect(await insight('GUEST')).toBeGreaterThan(await insight('USER'));
    // Growth: each full year above the one before.
    const years: Row[] = (await get(seriesUrl('CIRCLE', 'YEARLY', 'USER'))).data;
    for (let i = 1; i < 4; i++) expect(years[i]!.total).toBeGreaterThan(years[i - 1]!.total);
  });

  it('has a weekly rhythm: weekdays above weekends', async () => {
    const rows = await t.ctx.db.kysely
      .selectFrom('view_rollups')
      .select(['day', 'total'])
      .where('section', '=', 'ALGORESEARCH')
      .where('audience', '=', 'USER')
      .execute();
    const weekend = rows.filter((r) => [0, 6].includes(new Date(r.day).getUTCDay()));
    const weekdays = rows.filter((r) => ![0, 6].includes(new Date(r.day).getUTCDay()));
    const avg = (xs: typeof rows) => xs.reduce((n, r) => n + Number(r.total), 0) / xs.length;
    expect(avg(weekdays)).toBeGreaterThan(1.6 * avg(weekend));
  });

  it('adds nothing when run again', async () => {
    expect(await seedAnalyticsDemo(t.ctx)).toEqual({ clients: 0, rollupDays: 0, events: 0 });
    expect(await seedAlgoContentDemo(t.ctx)).toEqual({ research: 0, news: 0 });
  });
});
