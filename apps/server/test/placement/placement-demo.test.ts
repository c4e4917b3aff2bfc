import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPlacementDemo } from '@/seed/demo/placement.demo-seed.ts';
import { seedDemo } from '@/seed/demo/demo.seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { listRecords } from '../resources/resource-helpers.ts';

describe.each(DIALECTS)('demo carousel on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.ctx);
    expect(await seedPlacementDemo(t.ctx)).toEqual({ slides: 0 });
    owner = await t.login('owner@demo.test');
  }, 120_000);
  afterAll(async () => t.close());

  it('has a slide of every kind, one waiting for its content, and shows the live ones in order', async () => {
    const slides = await listRecords(t, owner, 'hybrid-slider');
    expect(new Set(slides.map((s) => s.content_type))).toEqual(
      new Set(['ALGORESEARCH', 'ALGONEWS', 'CIRCLE', 'INSTITUTIONCONTENT', 'URL']),
    );
    expect(slides.every((s) => typeof s.title === 'string' && s.title.length > 0)).toBe(true);
    const shown = json(await t.call({ method: 'GET', url: '/api/hybrid-slider/preview', cookie: owner })).data as Array<{
      id: number;
      image: string | null;
    }>;
    expect(shown).toHaveLength(slides.length - 1);
    const waiting = slides.find((s) => !shown.some((x) => x.id === s.id))!;
    const detail = json(await t.call({ method: 'GET', url: `/api/hybrid-slider/detail/${waiting.id}`, cookie: owner })).data;
    expect(detail.warnings).toHaveLength(1);
    const image = shown.map((s) => s.image).find((i) => i?.startsWith('hybrid-slider/'));
    expect((await t.call({ method: 'GET', url: `/media/${image}` })).statusCode).toBe(200);
  });
});
