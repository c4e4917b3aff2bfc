import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAlgoContentDemo } from '@/seed/demo/algo-content.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { seedStocksDemo } from '@/seed/demo/stocks.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('Stocks demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedMasterDataDemo(t.ctx);
    await seedStocksDemo(t.ctx);
    await seedAlgoContentDemo(t.ctx);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const get = async (url: string) => json(await t.call({ method: 'GET', url, cookie: owner })).data;

  it('has the LQ45 stocks, the LQ45 and IDX30 indices and a year of daily data, once', async () => {
    expect((await get('/api/master-stock/list?limit=100')).total).toBe(45);
    const indices = (await get('/api/stock-index/list')).data;
    expect(indices.map((i: { code: string; tickers: string[] }) => [i.code, i.tickers.length])).toEqual([
      ['IDX30', 30],
      ['LQ45', 45],
    ]);
    const bbca = await get('/api/stock-data/list?ticker=BBCA&limit=100');
    expect(bbca.total).toBeGreaterThan(250);
    for (const day of bbca.data) expect(day.low <= day.close && day.close <= day.high).toBe(true);
    await seedStocksDemo(t.ctx);
    expect((await get('/api/master-stock/list')).total).toBe(45);
  });

  it('names only master stocks in the demo research and news', async () => {
    const known = new Set((await get('/api/master-stock/list?limit=100')).data.map((s: { ticker: string }) => s.ticker));
    for (const area of ['algo-research', 'algo-news']) {
      const rows = (await get(`/api/${area}/list?limit=100`)).data as { tickers: string[] }[];
      const tickers = rows.flatMap((r) => r.tickers);
      expect(tickers.length, area).toBeGreaterThan(0);
      expect(
        tickers.filter((x) => !known.has(x)),
        area,
      ).toEqual([]);
    }
  });
});
