import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, validBody } from './resource-helpers.ts';

describe.each(DIALECTS)('resource counts on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const counts = async (name: string) => {
    const res = await t.call({ method: 'GET', url: `/api/${name}/counts`, cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };

  it('counts live records in all and per choice, following edits, the trash and restores', async () => {
    expect(await counts('master-tag')).toEqual({ total: 0, by: { applies_to: { RESEARCH: 0, NEWS: 0, BOTH: 0 } } });
    const research = await createRecord(t, owner, 'master-tag', { ...validBody(t, 'master-tag', 1), applies_to: 'RESEARCH' });
    await createRecord(t, owner, 'master-tag', { ...validBody(t, 'master-tag', 2), applies_to: 'RESEARCH' });
    await createRecord(t, owner, 'master-tag', { ...validBody(t, 'master-tag', 3), applies_to: 'NEWS' });
    expect(await counts('master-tag')).toEqual({ total: 3, by: { applies_to: { RESEARCH: 2, NEWS: 1, BOTH: 0 } } });

    await t.call({ method: 'DELETE', url: `/api/master-tag/delete/${research.id}`, cookie: owner });
    expect(await counts('master-tag')).toEqual({ total: 2, by: { applies_to: { RESEARCH: 1, NEWS: 1, BOTH: 0 } } });
    await t.call({ method: 'POST', url: `/api/master-tag/restore/${research.id}`, cookie: owner });
    expect((await counts('master-tag')).by.applies_to.RESEARCH).toBe(2);
  });

  it('spells boolean choices as the list filter takes them', async () => {
    await createRecord(t, owner, 'category', { ...validBody(t, 'category', 1), active: true });
    await createRecord(t, owner, 'category', { ...validBody(t, 'category', 2), active: false });
    await createRecord(t, owner, 'category', { ...validBody(t, 'category', 3), active: false });
    const answer = await counts('category');
    expect(answer).toEqual({ total: 3, by: { active: { true: 1, false: 2 } } });
    const listed = json(await t.call({ method: 'GET', url: '/api/category/list?active=false', cookie: owner })).data;
    expect(listed.total).toBe(answer.by.active.false);
  });

  it('leaves out reference filters, which may hold thousands of values', async () => {
    const answer = await counts('circle-research');
    expect(Object.keys(answer.by)).toEqual(['status']);
    expect(answer.by.status).toEqual({ DRAFT: 0, PENDING: 0, REQUEST: 0, SCHEDULED: 0, APPROVED: 0, REVISION: 0, REJECTED: 0 });
  });
});
