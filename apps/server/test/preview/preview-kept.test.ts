import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, editable } from '../resources/resource-helpers.ts';
import { PLANS, createPlans, previewed, research, setWall } from './preview-helpers.ts';

/**
 * A preview answer is kept while nothing it was read from has changed: these prove that every kind
 * of change shows at once, on the node that made it and on another node of the same database.
 */
describe.each(DIALECTS)('kept reader previews on %s', (dialect) => {
  let t: TestApp;
  let other: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second API node on the same database: its writes reach the first only through the database.
    other = await createTestApp(dialect, { database: t.url, seed: false });
    owner = await t.login('owner@demo.test');
    await createPlans(t, owner);
    await addMasterStocks(t, ['BBCA']);
    await setWall(t, owner, 'ALGORESEARCH', true);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const update = async (node: TestApp, name: string, record: Record<string, unknown>, changes: Record<string, unknown>) => {
    const res = await node.call({
      method: 'PUT',
      url: `/api/${name}/update/${record.id}`,
      cookie: owner,
      payload: { ...editable(name, record), ...changes },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  it('the same question twice gives the same answer; an edit of the record shows at once', async () => {
    const record = await research(t, owner, [PLANS.pro.code]);
    const first = await previewed(t, owner, 'algo-research', record.id, 'GUEST');
    expect(await previewed(t, owner, 'algo-research', record.id, 'GUEST')).toEqual(first);
    await update(t, 'algo-research', record, { title: 'Riset BBCA yang diperbarui' });
    expect(await previewed(t, owner, 'algo-research', record.id, 'GUEST')).toMatchObject({
      title: 'Riset BBCA yang diperbarui',
      walled: true,
    });
  });

  it('the area’s wall turned off on another node shows at once', async () => {
    const record = await research(t, owner, [PLANS.pro.code]);
    expect(await previewed(t, owner, 'algo-research', record.id, 'GUEST')).toMatchObject({ walled: true });
    const walls = json(await other.call({ method: 'GET', url: '/api/account-wall/list', cookie: owner })).data.data;
    const wall = walls.find((w: { content_area: string }) => w.content_area === 'ALGORESEARCH');
    await update(other, 'account-wall', wall, { enabled: false });
    try {
      expect(await previewed(t, owner, 'algo-research', record.id, 'GUEST')).toMatchObject({
        wall_enabled: false,
        walled: false,
      });
    } finally {
      await setWall(t, owner, 'ALGORESEARCH', true);
    }
    expect(await previewed(t, owner, 'algo-research', record.id, 'GUEST')).toMatchObject({ walled: true });
  });

  it('a plan that stops unlocking the area, changed on another node, stops its readers at once', async () => {
    const plan = json(await t.call({ method: 'GET', url: '/api/subscription/list?limit=50', cookie: owner })).data.data.find(
      (p: { code: string }) => p.code === PLANS.pro.code,
    );
    const record = await research(t, owner, [PLANS.pro.code]);
    expect(await previewed(t, owner, 'algo-research', record.id, PLANS.pro.code)).toMatchObject({ walled: false });
    const changed = await update(other, 'subscription', plan, { modules: ['ALGONEWS'] });
    try {
      expect(await previewed(t, owner, 'algo-research', record.id, PLANS.pro.code)).toMatchObject({
        walled: true,
        paid_html: null,
      });
    } finally {
      await update(t, 'subscription', changed, { modules: PLANS.pro.modules });
    }
  });

  it('a record moved to the trash on another node is a 404 at once', async () => {
    const record = await research(t, owner, []);
    expect(await previewed(t, owner, 'algo-research', record.id, 'FREE')).toMatchObject({ walled: false });
    const removed = await other.call({ method: 'DELETE', url: `/api/algo-research/delete/${record.id}`, cookie: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await t.call({ method: 'GET', url: `/api/preview/algo-research/${record.id}?as=FREE`, cookie: owner });
    expect(res.statusCode).toBe(404);
  });
});
