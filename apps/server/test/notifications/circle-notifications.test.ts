import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { article, circleWorld, respond, submitted, type CircleWorld } from '../circle/circle-helpers.ts';

const circleNotices = async (t: TestApp, cookie: string, id: number) =>
  (
    json(await t.call({ method: 'GET', url: '/api/notification/list?area=circle-research&limit=100', cookie })).data
      .data as Array<Record<string, unknown>>
  ).filter((n) => n.record_id === id);

describe.each(DIALECTS)('Circle submissions reach the reviewers, on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  let reviewer: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
    reviewer = await staffWith(t, { COMMUNITYRESEARCH: ['read', 'approval'] });
    reader = await staffWith(t, { COMMUNITYRESEARCH: ['read'] });
  });
  afterAll(async () => t.close());

  it('a contributor’s new article tells every Circle reviewer, and nobody who only reads', async () => {
    const { id } = await submitted(t, world.key, article(world, 'BBRI: Kredit Mikro Tumbuh Lagi'));
    const [notice] = await circleNotices(t, reviewer, id);
    expect(notice).toMatchObject({
      kind: 'submitted',
      area: 'circle-research',
      area_label: expect.any(String),
      title: 'BBRI: Kredit Mikro Tumbuh Lagi',
      path: `/circle-research-content/editor/existing/${id}`,
    });
    expect(await circleNotices(t, world.owner, id)).toHaveLength(1);
    expect(await circleNotices(t, reader, id)).toEqual([]);
    // The reviewer's answer has no staff author to tell: the contributor's site learns by its own call.
    expect((await respond(t, reviewer, id, { status: 'APPROVED' })).statusCode).toBeLessThan(300);
    expect(await circleNotices(t, reviewer, id)).toHaveLength(1);
  });
});
