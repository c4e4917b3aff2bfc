import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, editable, staffWith, validBody } from '../resources/resource-helpers.ts';
import { article, articleIn, circleWorld, submitted, type CircleWorld } from '../circle/circle-helpers.ts';
import { PLANS, createPlans, preview, previewed, research, setWall } from './preview-helpers.ts';

const BODY = '<p>Target harga Rp 11.000 dengan rekomendasi beli.</p>';

describe.each(DIALECTS)('reader preview by entitlement on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let world: CircleWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await createPlans(t, owner);
    await addMasterStocks(t, ['BBCA']);
    world = await circleWorld(t);
    for (const area of ['ALGORESEARCH', 'ALGONEWS', 'CIRCLE']) await setWall(t, owner, area, true);
  });
  afterAll(async () => t.close());

  it('the wall stops a guest when the area’s wall is on: free part and wall, no paid part', async () => {
    const { id } = await research(t, owner, [PLANS.pro.code]);
    const answer = await previewed(t, owner, 'algo-research', id, 'GUEST');
    expect(answer).toMatchObject({
      area: 'algo-research',
      id,
      as: 'GUEST',
      reader_label: 'Guest',
      status: 'DRAFT',
      proposed_change: false,
      summaries: ['Kualitas aset terjaga.', 'Margin bunga bersih stabil.'],
      short_description: 'Ringkasan riset perbankan.',
      required_plans: ['PRO_30'],
      wall_enabled: true,
      walled: true,
      reason: 'SIGN_IN_REQUIRED',
      paid_html: null,
      wall: {
        title: 'Dinding ALGORESEARCH',
        body: 'Berlangganan untuk membaca ALGORESEARCH.',
        cta_label: 'Lihat paket',
        cta_url: 'https://example.com/langganan',
        free_reads: 2,
      },
    });
    expect(answer.title).toMatch(/^Riset eksklusif BBCA/);
    expect(answer.explanation).toMatch(/guest reads 2 articles in 30 days, then sees the wall/);
    expect(JSON.stringify(answer)).not.toContain('Target harga');
  });

  it('a guest reads everything when the area’s wall is off', async () => {
    const { id } = await research(t, owner, [PLANS.pro.code]);
    await setWall(t, owner, 'ALGORESEARCH', false);
    try {
      const answer = await previewed(t, owner, 'algo-research', id, 'GUEST');
      expect(answer).toMatchObject({ wall_enabled: false, walled: false, reason: 'WALL_OFF', wall: null, paid_html: BODY });
    } finally {
      await setWall(t, owner, 'ALGORESEARCH', true);
    }
    // The next preview reads the wall again: nothing is cached.
    expect(await previewed(t, owner, 'algo-research', id, 'GUEST')).toMatchObject({ walled: true });
  });

  it('a free reader reads a record that requires no plan, but not one that requires a plan', async () => {
    const free = await research(t, owner, []);
    expect(await previewed(t, owner, 'algo-research', free.id, 'FREE')).toMatchObject({
      as: 'FREE',
      reader_label: 'Free reader',
      required_plans: [],
      walled: false,
      reason: 'NO_PLAN_REQUIRED',
      paid_html: BODY,
    });
    const paid = await research(t, owner, [PLANS.pro.code]);
    const answer = await previewed(t, owner, 'algo-research', paid.id, 'FREE');
    expect(answer).toMatchObject({ walled: true, reason: 'PLAN_REQUIRED', paid_html: null });
    expect(answer.explanation).toBe('It requires Pro: a reader without a plan sees the wall.');
  });

  it('a plan that unlocks the module and is listed reads the paid part; others are stopped', async () => {
    const { id } = await research(t, owner, [PLANS.pro.code, PLANS.news.code]);
    expect(await previewed(t, owner, 'algo-research', id, 'PRO_30')).toMatchObject({
      as: 'PRO_30',
      reader_label: 'Pro subscriber',
      walled: false,
      reason: 'PLAN_UNLOCKS',
      wall: null,
      paid_html: BODY,
    });
    // Listed, but it does not unlock Exclusive research.
    expect(await previewed(t, owner, 'algo-research', id, 'NEWS_30')).toMatchObject({
      walled: true,
      reason: 'MODULE_NOT_UNLOCKED',
      paid_html: null,
    });
    // Unlocks Exclusive research, but this record does not list it.
    expect(await previewed(t, owner, 'algo-research', id, 'institutional_30')).toMatchObject({
      as: 'INSTITUTIONAL_30',
      walled: true,
      reason: 'PLAN_NOT_LISTED',
      paid_html: null,
    });
  });

  it('an inactive plan can still be previewed (its subscribers keep it); a trashed one cannot', async () => {
    const plan = await createRecord(t, owner, 'subscription', {
      name: 'Pro Lama',
      code: 'PRO_OLD',
      price: 99_000,
      duration_days: 30,
      modules: ['ALGORESEARCH'],
      active: false,
    });
    const { id } = await research(t, owner, ['PRO_OLD']);
    expect(await previewed(t, owner, 'algo-research', id, 'PRO_OLD')).toMatchObject({ walled: false, paid_html: BODY });
    const context = json(await t.call({ method: 'GET', url: '/api/preview/algo-research/context', cookie: owner })).data;
    expect(context.plans.find((p: { code: string }) => p.code === 'PRO_OLD')).toMatchObject({ active: false });
    await t.call({ method: 'DELETE', url: `/api/subscription/delete/${plan.id}`, cookie: owner });
    expect((await preview(t, owner, 'algo-research', id, 'PRO_OLD')).statusCode).toBe(400);
  });

  it('Insight requires no plan: the wall stops guests only, and off lets them read', async () => {
    const sent = validBody(t, 'algo-news', 7);
    const news = await createRecord(t, owner, 'algo-news', sent);
    const guest = await previewed(t, owner, 'algo-news', news.id, 'GUEST');
    expect(guest).toMatchObject({
      area: 'algo-news',
      summaries: ['Saham perbankan memimpin.'],
      short_description: null,
      required_plans: [],
      walled: true,
      paid_html: null,
      wall: { title: 'Dinding ALGONEWS' },
    });
    expect(await previewed(t, owner, 'algo-news', news.id, 'FREE')).toMatchObject({
      walled: false,
      paid_html: sent.body,
    });
    // Institutional does not unlock Insight, but Insight requires no plan: a signed-in reader reads it.
    expect(await previewed(t, owner, 'algo-news', news.id, 'INSTITUTIONAL_30')).toMatchObject({ walled: false });
    await setWall(t, owner, 'ALGONEWS', false);
    try {
      expect(await previewed(t, owner, 'algo-news', news.id, 'GUEST')).toMatchObject({ walled: false, reason: 'WALL_OFF' });
    } finally {
      await setWall(t, owner, 'ALGONEWS', true);
    }
  });

  it('Circle: the first content is free, the second is walled for guests and read by signed-in readers', async () => {
    const { id } = await submitted(t, world.key, article(world));
    const guest = await previewed(t, owner, 'circle-research', id, 'GUEST');
    expect(guest).toMatchObject({
      area: 'circle-research',
      title: 'TLKM: Monetisasi Data Center Mulai Terlihat',
      summaries: ['Pendapatan data center tumbuh 24% yoy.', 'Margin EBITDA stabil di 51%.'],
      free_html: '<p>Bagian gratis: pendapatan <strong>data center</strong> naik.</p>',
      walled: true,
      paid_html: null,
      wall: { title: 'Dinding CIRCLE' },
    });
    expect(await previewed(t, owner, 'circle-research', id, 'FREE')).toMatchObject({
      walled: false,
      paid_html: '<p>Bagian berbayar: valuasi dan target harga.</p>',
    });
  });

  it('a change waiting for approval is previewed as proposed (what goes live when it is approved)', async () => {
    const id = await articleIn(t, world, 'REQUEST', 'BBRI: Kredit Mikro Tumbuh');
    const answer = await previewed(t, owner, 'circle-research', id, 'PRO_30');
    expect(answer).toMatchObject({ status: 'REQUEST', proposed_change: true, title: 'BBRI: Kredit Mikro Tumbuh (revisi)' });

    // Exclusive research too: approved by a reviewer, then edited by its writer.
    const reviewer = await staffWith(t, { ALGORESEARCH: ['read', 'approval'] });
    const record = await research(t, owner, [PLANS.pro.code]);
    const step = async (cookie: string, action: string, version: number) => {
      const res = await t.call({
        method: 'POST',
        url: `/api/algo-research/workflow/${record.id}`,
        cookie,
        payload: { action, version },
      });
      if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
      return json(res).data;
    };
    const submittedRecord = await step(owner, 'submit', record.version);
    const approved = await step(reviewer, 'approve', submittedRecord.version);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/algo-research/update/${record.id}`,
      cookie: owner,
      payload: {
        ...editable('algo-research', approved),
        title: 'BBCA: Kualitas Aset Membaik',
        body: '<p>Target harga dinaikkan ke Rp 12.000.</p>',
      },
    });
    expect(json(edited).data.status).toBe('REQUEST');
    expect(await previewed(t, reviewer, 'algo-research', record.id, 'PRO_30')).toMatchObject({
      status: 'REQUEST',
      proposed_change: true,
      title: 'BBCA: Kualitas Aset Membaik',
      paid_html: '<p>Target harga dinaikkan ke Rp 12.000.</p>',
    });
  });

  it('rich text is sent as it was stored: sanitised', async () => {
    const { id } = await research(t, owner, [], {
      body: '<p onclick="steal()">Aman<script>alert(1)</script></p><img src="https://evil.test/x.png"><a href="javascript:alert(1)">x</a>',
    });
    const answer = await previewed(t, owner, 'algo-research', id, 'FREE');
    expect(answer.paid_html).toContain('Aman');
    expect(answer.paid_html).not.toMatch(/script|onclick|evil\.test|javascript:/);
  });

  it('the context call gives the area’s wall and the live plans in pricing order', async () => {
    const res = await t.call({ method: 'GET', url: '/api/preview/circle-research/context', cookie: owner });
    expect(res.statusCode).toBe(200);
    const { data } = json(res);
    expect(data.area).toBe('circle-research');
    expect(data.wall).toMatchObject({ enabled: true, title: 'Dinding CIRCLE', free_reads: 2 });
    expect(data.plans.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['PRO_30', 'NEWS_30']));
    expect(data.plans.find((p: { code: string }) => p.code === 'PRO_30')).toEqual({
      code: 'PRO_30',
      name: 'Pro',
      active: true,
      modules: ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'],
    });
  });
});
