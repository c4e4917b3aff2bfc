import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '@/context.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, allCounts, createRecord, editable, multipart, staffWith, validBody } from './resource-helpers.ts';

describe.each(DIALECTS)('settings, versions, ordering and area hooks on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const get = async (url: string, cookie = owner) => json(await t.call({ method: 'GET', url, cookie })).data;
  const put = (url: string, payload: unknown, cookie = owner) =>
    t.call({ method: 'PUT', url, cookie, payload: payload as never });

  it('account wall: one settings record per content area, edited with its version, no create or trash', async () => {
    const walls = await get('/api/account-wall/list');
    expect(walls.data.map((w: { content_area: string }) => w.content_area)).toEqual([
      'ALGONEWS',
      'ALGORESEARCH',
      'CIRCLE',
      'INSTITUTION',
    ]);
    const circle = walls.data.find((w: { content_area: string }) => w.content_area === 'CIRCLE');
    const saved = await put(`/api/account-wall/update/${circle.id}`, {
      ...editable('account-wall', circle),
      enabled: true,
      free_reads: 2,
    });
    expect(json(saved).data).toMatchObject({ content_area: 'CIRCLE', enabled: true, free_reads: 2, version: 2 });
    const stale = await put(`/api/account-wall/update/${circle.id}`, { ...editable('account-wall', circle), free_reads: 9 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current.free_reads).toBe(2);
    const renamed = await put(`/api/account-wall/update/${circle.id}`, {
      ...editable('account-wall', json(saved).data),
      content_area: 'ALGONEWS',
    });
    expect(json(renamed).error.fields.content_area).toMatch(/Unknown field/);
    for (const [method, url] of [
      ['POST', '/api/account-wall/create'],
      ['DELETE', `/api/account-wall/delete/${circle.id}`],
      ['GET', '/api/account-wall/export.csv'],
    ] as const) {
      expect((await t.call({ method, url, cookie: owner })).statusCode, url).toBe(404);
    }
    expect((await get(`/api/account-wall/history/${circle.id}`)).data[0].changes).toHaveLength(2);
  });

  it('legal information: publishing makes the next version, old ones stay readable, one is current', async () => {
    const v1 = await createRecord(t, owner, 'legal-information', {
      ...validBody(t, 'legal-information'),
      document_type: 'PRIVACY_POLICY',
    });
    expect(v1).toMatchObject({ version_number: 1, is_current: true });
    const published = await put(`/api/legal-information/update/${v1.id}`, {
      ...editable('legal-information', v1),
      content: '<p>Versi baru</p>',
      change_note: 'UU PDP',
    });
    expect(published.statusCode).toBe(200);
    const v2 = json(published).data;
    expect(v2).toMatchObject({
      version_number: 2,
      is_current: true,
      content: '<p>Versi baru</p>',
      document_type: 'PRIVACY_POLICY',
    });
    expect(v2.id).not.toBe(v1.id);
    expect(await get(`/api/legal-information/detail/${v1.id}`)).toMatchObject({
      version_number: 1,
      is_current: false,
      content: v1.content,
    });
    const history = await get(`/api/legal-information/history/${v2.id}`);
    expect(history.data[0]).toMatchObject({ action: 'publish', note: `Replaces version 1 (id ${v1.id})` });

    // Another editor still holding version 1 is told a newer version exists, and shown it.
    const stale = await put(`/api/legal-information/update/${v1.id}`, {
      ...editable('legal-information', v1),
      content: '<p>Lama</p>',
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current).toMatchObject({ id: v2.id, version_number: 2 });
    const moved = await put(`/api/legal-information/update/${v2.id}`, {
      ...editable('legal-information', v2),
      document_type: 'DISCLAIMER',
    });
    expect(moved.statusCode).toBe(400);
    expect(json(moved).error.fields.document_type).toMatch(/Keep PRIVACY_POLICY/);

    const other = await createRecord(t, owner, 'legal-information', {
      ...validBody(t, 'legal-information'),
      document_type: 'DISCLAIMER',
    });
    expect(other.version_number).toBe(1);
    const versions = await get('/api/legal-information/list?document_type=PRIVACY_POLICY&sortby=version_number&sortdesc=true');
    expect(versions.data.map((v: { version_number: number; is_current: boolean }) => [v.version_number, v.is_current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await get('/api/legal-information/list?is_current=true')).total).toBe(2);

    // Trashing the current version makes the previous one current again; restoring reverses it.
    await t.call({ method: 'DELETE', url: `/api/legal-information/delete/${v2.id}`, cookie: owner });
    expect(await get(`/api/legal-information/detail/${v1.id}`)).toMatchObject({ is_current: true });
    await t.call({ method: 'POST', url: `/api/legal-information/restore/${v2.id}`, cookie: owner });
    expect(await get(`/api/legal-information/detail/${v1.id}`)).toMatchObject({ is_current: false });
    expect(await get(`/api/legal-information/detail/${v2.id}`)).toMatchObject({ is_current: true });
  });

  it('circle disclosure: "new" creates the next version number and only the newest is current', async () => {
    for (let n = 1; n <= 3; n++) await createRecord(t, owner, 'circle-disclosure', validBody(t, 'circle-disclosure', n));
    const list = await get('/api/circle-disclosure/list');
    expect(list.data.map((v: { version_number: number; is_current: boolean }) => [v.version_number, v.is_current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
  });

  it('text slider: new lines go last; reorder saves the dragged order atomically and is audited', async () => {
    const [a, b, c] = [
      await createRecord(t, owner, 'text-slider', { text: 'A' }),
      await createRecord(t, owner, 'text-slider', { text: 'B' }),
      await createRecord(t, owner, 'text-slider', { text: 'C' }),
    ];
    expect([a.sort_order, b.sort_order, c.sort_order]).toEqual([1, 2, 3]);
    const res = await put('/api/text-slider/reorder', { ids: [c.id, a.id, b.id] });
    expect(json(res).data).toEqual({ ids: [c.id, a.id, b.id], affected: 3 });
    const order = async () => (await get('/api/text-slider/list')).data.map((r: { text: string }) => r.text).join('');
    expect(await order()).toBe('CAB');
    expect((await put('/api/text-slider/reorder', { ids: [b.id, a.id] })).statusCode).toBe(200);
    expect(await order()).toBe('CBA');
    const history = await get(`/api/text-slider/history/${c.id}`);
    expect(history.data[0]).toMatchObject({
      action: 'reorder',
      changes: [{ field: 'sort_order', label: 'Order', before: 3, after: 1 }],
    });
    // The order is the server's: an edit sent with an old version after a reorder is a conflict.
    expect((await put(`/api/text-slider/update/${a.id}`, { ...editable('text-slider', a), text: 'A2' })).statusCode).toBe(409);
    const sent = await put(`/api/text-slider/update/${c.id}`, {
      ...editable('text-slider', (await get(`/api/text-slider/detail/${c.id}`)) as never),
      sort_order: 99,
    });
    expect(json(sent).error.fields.sort_order).toMatch(/Unknown field/);
  });

  it('subscription: what a plan unlocks needs SUBSCRIPTION_MODULE; the detail counts active subscribers', async () => {
    const pricing = await staffWith(t, { SUBSCRIPTION: ['read', 'write', 'update'] });
    const before = await allCounts(t.ctx);
    const refused = await t.call({
      method: 'POST',
      url: '/api/subscription/create',
      cookie: pricing,
      payload: { ...validBody(t, 'subscription', 7), modules: ['ALGORESEARCH'] },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(json(refused).error.message).toMatch(/SUBSCRIPTION_MODULE/);
    expect(await allCounts(t.ctx)).toEqual(before);
    const plan = await createRecord(t, pricing, 'subscription', {
      ...validBody(t, 'subscription', 7),
      features: ['Berita harian'],
    });
    expect(plan.modules).toEqual([]);
    const unlock = await put(
      `/api/subscription/update/${plan.id}`,
      { ...editable('subscription', plan), modules: ['ALGONEWS'] },
      pricing,
    );
    expect(unlock.statusCode).toBe(403);
    const repriced = await put(
      `/api/subscription/update/${plan.id}`,
      { ...editable('subscription', plan), price: 109_000 },
      pricing,
    );
    expect(json(repriced).data).toMatchObject({ price: 109_000, features: ['Berita harian'] });
    const granted = await put(`/api/subscription/update/${plan.id}`, {
      ...editable('subscription', json(repriced).data),
      modules: ['ALGONEWS', 'ALGORESEARCH'],
    });
    expect(json(granted).data.modules).toEqual(['ALGONEWS', 'ALGORESEARCH']);

    const now = iso(t.clock.now());
    const client = (email: string, ends: string | null) => ({
      fullname: 'Klien',
      email,
      phone: null,
      verified_at: now,
      registered_at: now,
      last_login: null,
      plan_code: plan.code,
      plan_started_at: now,
      plan_ends_at: ends,
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
      deleted_at: null,
    });
    await t.ctx.db.kysely
      .insertInto('clients')
      .values([
        client('a@klien.test', '2099-01-01T00:00:00.000Z'),
        client('b@klien.test', '2020-01-01T00:00:00.000Z'),
        client('c@klien.test', null),
      ])
      .execute();
    expect(await get(`/api/subscription/detail/${plan.id}`)).toMatchObject({ code: plan.code, active_subscribers: 2 });
  });

  it('ad banner: upload the images, then save the banner that references them', async () => {
    const upload = async (field: string) => {
      const res = await t.call({
        method: 'POST',
        url: `/api/ad-banner/upload/${field}`,
        cookie: owner,
        ...multipart('file', 'banner.png', 'image/png', PNG),
      });
      expect(res.statusCode).toBe(200);
      return json(res).data.path as string;
    };
    const desktop = await upload('desktop_image');
    const mobile = await upload('mobile_image');
    const banner = await createRecord(t, owner, 'ad-banner', {
      ...validBody(t, 'ad-banner'),
      desktop_image: desktop,
      mobile_image: mobile,
      end_at: '2026-12-31T23:59:59+07:00',
    });
    expect(banner).toMatchObject({
      desktop_image: desktop,
      mobile_image: mobile,
      end_at: '2026-12-31T16:59:59.000Z',
      impressions: 0,
      clicks: 0,
      open_in_new_tab: true,
    });
    const counters = await put(`/api/ad-banner/update/${banner.id}`, { ...editable('ad-banner', banner), clicks: 1000 });
    expect(json(counters).error.fields.clicks).toMatch(/Unknown field/);
  });
});
