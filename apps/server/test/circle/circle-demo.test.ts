import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { seedCircleDemo } from '@/seed/demo/circle.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts } from '../resources/resource-helpers.ts';
import { directPendingCount, totalRequest } from './circle-helpers.ts';

describe.each(DIALECTS)('Circle demo seed on %s', (dialect) => {
  let t: TestApp;
  let auditor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedMasterDataDemo(t.ctx);
    auditor = await t.login('auditor@demo.test');
  });
  afterAll(async () => t.close());

  const get = async (url: string) => json(await t.call({ method: 'GET', url, cookie: auditor })).data;

  it('fills the queue once: a few hundred articles in every status, contributors with sub-accounts; a second run adds nothing', async () => {
    await seedCircleDemo(t.ctx);
    const after = await allCounts(t.ctx);
    await seedCircleDemo(t.ctx);
    expect(await allCounts(t.ctx)).toEqual(after);

    expect((await get('/api/circle-research/circle/list')).total).toBeGreaterThanOrEqual(300);
    // Moderators answer contributors at once: the demo schedules no Circle publication.
    for (const status of CONTENT_STATUSES.filter((s) => s !== 'SCHEDULED'))
      expect((await get(`/api/circle-research/circle/list?status=${status}`)).total, status).toBeGreaterThan(3);
    expect((await get('/api/circle-research/circle/list?trashed=1')).total).toBeGreaterThan(0);
    const pending = await totalRequest(t, auditor);
    expect(pending).toBeGreaterThan(30);
    expect(pending).toBe(await directPendingCount(t));

    const contributors = await get('/api/contributor/list?limit=100');
    expect(contributors.total).toBeGreaterThanOrEqual(6);
    expect((await get('/api/contributor/list?status=SUSPENDED')).total).toBe(1);
    const first = contributors.data.find((c: any) => c.fullname === 'Komunitas Saham Nusantara');
    expect((await get(`/api/sub-account-contributor/list?contributor_id=${first.id}`)).total).toBe(3);
  });

  it('gives each article the history its status implies, and realistic names and bodies', async () => {
    const request = (await get('/api/circle-research/circle/list?status=REQUEST&limit=1')).data[0];
    const history = (await get(`/api/circle-research/logs/history/${request.id}`)).data;
    const actions = history.map((e: any) => e.action).reverse();
    expect(actions[0]).toBe('create');
    expect(actions).toContain('approve');
    expect(actions.at(-1)).toBe('request-change');
    const preview = await get(`/api/circle-research/circle/preview/${request.id}`);
    expect(preview.live).not.toBeNull();
    expect(preview.category.article_category_name).toBeTruthy();
    expect(preview.writter.email).toMatch(/@/);
    expect(preview.first_content).toMatch(/^<p>/);

    const titles = (await get('/api/circle-research/circle/list?limit=100')).data.map((i: any) => i.article_title);
    expect(titles.some((title: string) => /^[A-Z]{4}: /.test(title))).toBe(true);
    const tlkm = await get('/api/circle-research/circle/list?query=monetisasi%20data%20center');
    expect(tlkm.data[0].article_title).toBe('TLKM: Monetisasi Data Center Mulai Terlihat');
    const rejected = (await get('/api/circle-research/circle/list?status=REJECTED&limit=1')).data[0];
    expect(rejected.response_note).toBeTruthy();
    const approved = (await get('/api/circle-research/circle/list?status=APPROVED&limit=1')).data[0];
    expect(approved.published_at).toBeTruthy();
    expect(approved.auditor).not.toBeNull();
  });
});
