import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Module } from '@rc/contract/modules';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffWith, validBody } from '../resources/resource-helpers.ts';
import { article, circleWorld, submitted } from '../circle/circle-helpers.ts';
import { institutionWorld, report } from '../institution/institution-helpers.ts';
import { createPlans, preview, research } from './preview-helpers.ts';

const AREAS: Array<[area: string, module: Module]> = [
  ['algo-research', 'ALGORESEARCH'],
  ['algo-news', 'ALGONEWS'],
  ['institution-content', 'INSTITUTIONCONTENT'],
  ['circle-research', 'COMMUNITYRESEARCH'],
];

describe.each(DIALECTS)('reader preview: permissions and bad input on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await createPlans(t, owner);
    await addMasterStocks(t, ['BBCA']);
    ids['algo-research'] = (await research(t, owner, ['PRO_30'])).id;
    ids['algo-news'] = (await createRecord(t, owner, 'algo-news', validBody(t, 'algo-news', 1))).id;
    const institution = await institutionWorld(t);
    ids['institution-content'] = (await createRecord(t, owner, 'institution-content', report(institution))).id;
    const world = await circleWorld(t);
    ids['circle-research'] = (await submitted(t, world.key, article(world))).id;
  });
  afterAll(async () => t.close());

  it('needs read on the area’s module: other modules and other actions are refused, guests are asked to sign in', async () => {
    for (const [area, module] of AREAS) {
      const reader = await staffWith(t, { [module]: ['read'] });
      expect((await preview(t, reader, area, ids[area]!, 'GUEST')).statusCode, `${area} with read`).toBe(200);
      const context = await t.call({ method: 'GET', url: `/api/preview/${area}/context`, cookie: reader });
      expect(context.statusCode, `${area} context with read`).toBe(200);

      const writerOnly = await staffWith(t, { [module]: ['write', 'update', 'approval', 'delete'] });
      const others = AREAS.filter(([, m]) => m !== module).map(([, m]) => m);
      const elsewhere = await staffWith(t, Object.fromEntries(others.map((m) => [m, ['read']])));
      for (const cookie of [writerOnly, elsewhere]) {
        const refused = await preview(t, cookie, area, ids[area]!, 'GUEST');
        expect(refused.statusCode, `${area} without read`).toBe(403);
        expect(json(refused).error.message).toBe(`You need the read permission on ${module} for this.`);
        const refusedContext = await t.call({ method: 'GET', url: `/api/preview/${area}/context`, cookie });
        expect(refusedContext.statusCode).toBe(403);
      }
      expect((await t.call({ method: 'GET', url: `/api/preview/${area}/${ids[area]}?as=GUEST` })).statusCode).toBe(401);
    }
  });

  it('the auditor preset (read on content, not on plans or walls) may preview as any plan', async () => {
    const auditor = await staffWith(t, { ALGORESEARCH: ['read', 'approval'] });
    expect((await t.call({ method: 'GET', url: '/api/subscription/list', cookie: auditor })).statusCode).toBe(403);
    const res = await preview(t, auditor, 'algo-research', ids['algo-research']!, 'PRO_30');
    expect(json(res).data).toMatchObject({ walled: false });
  });

  it('an unknown area is a 404 naming the areas that have a preview', async () => {
    for (const url of ['/api/preview/institution-stock-placement/1?as=GUEST', '/api/preview/ad-banner/context']) {
      const res = await t.call({ method: 'GET', url, cookie: owner });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).error.message).toMatch(/preview algo-research, algo-news, institution-content, circle-research/);
    }
  });

  it('an unknown or trashed record is a 404; a bad id is a 400', async () => {
    for (const [area] of AREAS) {
      const missing = await preview(t, owner, area, 999_999, 'GUEST');
      expect(missing.statusCode, area).toBe(404);
      expect(json(missing).error.message).toMatch(/with id 999999/);
    }
    const trashed = await research(t, owner, []);
    expect((await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${trashed.id}`, cookie: owner })).statusCode).toBe(
      200,
    );
    expect((await preview(t, owner, 'algo-research', trashed.id, 'FREE')).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/preview/algo-research/abc?as=GUEST', cookie: owner });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.id).toMatch(/id must be a positive whole number/);
  });

  it('`as` must be GUEST, FREE or a plan code; the message names the choices (plans in pricing order)', async () => {
    const id = ids['algo-research']!;
    for (const as of [undefined, '', 'GOLD', 'PRO']) {
      const res = await preview(t, owner, 'algo-research', id, as);
      expect(res.statusCode, String(as)).toBe(400);
      expect(json(res).error.message).toMatch(/preview as one of GUEST, FREE, NEWS_30, INSTITUTIONAL_30, PRO_30/);
      expect(json(res).error.fields.as).toBe('One of GUEST, FREE, NEWS_30, INSTITUTIONAL_30, PRO_30');
    }
    expect(json(await preview(t, owner, 'algo-research', id, 'GOLD')).error.message).toMatch(/^No reader or plan is called GOLD/);
    expect(json(await preview(t, owner, 'algo-research', id)).error.message).toMatch(/^as is required/);
    const long = await preview(t, owner, 'algo-research', id, 'X'.repeat(61));
    expect(long.statusCode).toBe(400);
    // A bad reader is reported before a missing record, so the caller fixes the call first.
    expect((await preview(t, owner, 'algo-research', 999_999, 'GOLD')).statusCode).toBe(400);
  });
});
