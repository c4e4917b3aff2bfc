import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts } from './resource-helpers.ts';

describe.each(DIALECTS)('master-data demo seed on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const list = async (url: string) => json(await t.call({ method: 'GET', url, cookie: owner })).data;

  it('fills every area once, through the engine, and a second run adds nothing', async () => {
    await seedMasterDataDemo(t.ctx);
    const after = await allCounts(t.ctx);
    await seedMasterDataDemo(t.ctx);
    expect(await allCounts(t.ctx)).toEqual(after);

    const categories = await list('/api/category/list?sortby=sort_order&limit=100');
    expect(categories.total).toBe(12);
    expect(categories.data.slice(0, 2).map((c: { slug: string }) => c.slug)).toEqual(['perbankan', 'energi-tambang']);
    expect((await list('/api/master-tag/list?applies_to=NEWS')).total).toBeGreaterThan(0);
    const plans = (await list('/api/subscription/list')).data;
    expect(plans[0]).toMatchObject({ name: 'Basic', code: 'BASIC_30', price: 99_000, duration_days: 30, modules: ['ALGONEWS'] });
    expect((await list('/api/text-slider/list')).data.map((s: { sort_order: number }) => s.sort_order)).toEqual([1, 2, 3, 4]);
    const banners = (await list('/api/ad-banner/list')).data;
    expect(banners).toHaveLength(4);
    for (const b of banners) {
      const png = fs.readFileSync(path.join(t.uploadsDir, b.desktop_image));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const walls = (await list('/api/account-wall/list')).data;
    expect(walls.find((w: { content_area: string }) => w.content_area === 'ALGONEWS')).toMatchObject({
      enabled: true,
      free_reads: 5,
    });
    const legal = await list('/api/legal-information/list?limit=100');
    expect(legal.total).toBe(8);
    expect(
      (await list('/api/legal-information/list?is_current=true')).data.map((d: { version_number: number }) => d.version_number),
    ).toEqual([2, 2, 2, 2]);
    expect((await list('/api/circle-disclosure/list')).data.map((d: { version_number: number }) => d.version_number)).toEqual([
      2, 1,
    ]);
    const history = await list(`/api/category/history/${categories.data[0].id}`);
    expect(history.data[0]).toMatchObject({ action: 'create', actor: { fullname: 'Ratna Wijaya' }, request_id: 'demo-seed' });
  });
});
