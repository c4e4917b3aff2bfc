import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { seedAlgoContentDemo } from '@/seed/demo/algo-content.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('Exclusive research and Insight demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedMasterDataDemo(t.ctx);
    await seedAlgoContentDemo(t.ctx);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const list = async (name: string, query = '') =>
    json(await t.call({ method: 'GET', url: `/api/${name}/list?limit=100${query}`, cookie: owner })).data.data as Record<
      string,
      any
    >[];

  it.each(['algo-research', 'algo-news'])('%s has every status, several authors, links and rich bodies', async (name) => {
    const rows = await list(name);
    for (const status of CONTENT_STATUSES)
      expect(
        rows.some((r) => r.status === status),
        status,
      ).toBe(true);
    expect(new Set(rows.map((r) => r.writter_id)).size).toBeGreaterThan(1);
    expect(rows.every((r) => r.tickers.length > 0 && r.tags.length > 0 && r.category_id !== null)).toBe(true);
    expect(rows[0]!.body).toMatch(/<h2>.*<ul>.*<table>.*<img src="\/media\/algo-content\//);
    const image = await t.call({ method: 'GET', url: '/media/algo-content/chart-kinerja.png' });
    expect(image.statusCode).toBe(200);
  });

  it.each(['algo-research', 'algo-news'])('%s has changes under review beside their live version', async (name) => {
    const request = (await list(name, '&status=REQUEST'))[0]!;
    const detail = json(await t.call({ method: 'GET', url: `/api/${name}/detail/${request.id}`, cookie: owner })).data;
    expect(detail.workflow.live.title).not.toBe(detail.title);
    expect(detail.workflow.live.tickers).toEqual(detail.tickers);
  });

  it('publishes the scheduled demo items by themselves when their day comes', async () => {
    const scheduled = await list('algo-research', '&status=SCHEDULED');
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((r) => r.scheduled_at && !r.published_at)).toBe(true);
    // Approved means live: nothing in that tab waits for its time.
    expect((await list('algo-research', '&status=APPROVED')).every((r) => r.published_at !== null)).toBe(true);
    t.clock.advance(6 * 24 * 60 * 60_000);
    await t.ctx.jobs.runDue();
    owner = await t.login('owner@demo.test'); // the session ended while the days passed
    const after = (await list('algo-research', '&status=APPROVED')).filter((r) => scheduled.some((s) => s.id === r.id));
    expect(after.length).toBe(scheduled.length);
    expect(after.every((r) => r.published_at !== null)).toBe(true);
  });
});
