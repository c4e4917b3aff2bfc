import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDES_READ_SCOPE } from '@rc/contract/resources/hybrid-slider.resource';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, placeImage, staffWith } from '../resources/resource-helpers.ts';
import { articleIn, circleWorld } from '../circle/circle-helpers.ts';
import { institutionWorld, report } from '../institution/institution-helpers.ts';

describe.each(DIALECTS)('content placement (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let key: string;
  const ids = { research: 0, draft: 0, news: 0, circle: 0, institution: 0 };

  const publish = async (table: 'algo_research' | 'algo_news' | 'institution_content', id: number) =>
    t.ctx.db.kysely
      .updateTable(table)
      .set({ status: 'APPROVED', published_at: t.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    ids.research = (
      await createRecord(t, owner, 'algo-research', {
        title: 'BBCA: Kualitas Aset Tetap Terjaga',
        first_summary: 'NIM stabil.',
        short_description: 'Ringkasan.',
        body: '<p>Isi.</p>',
      })
    ).id;
    ids.draft = (
      await createRecord(t, owner, 'algo-research', {
        title: 'Draf Riset Belum Terbit',
        first_summary: 'Belum.',
        short_description: 'Belum.',
        body: '<p>Isi.</p>',
      })
    ).id;
    ids.news = (
      await createRecord(t, owner, 'algo-news', {
        title: 'IHSG Menguat di Sesi Pagi',
        summary: 'Bank memimpin.',
        body: '<p>x</p>',
      })
    ).id;
    await publish('algo_research', ids.research);
    await publish('algo_news', ids.news);
    const circle = await circleWorld(t);
    ids.circle = await articleIn(t, circle, 'APPROVED', 'TLKM: Data Center');
    await t.ctx.db.kysely
      .updateTable('circle_research')
      .set({ published_at: t.clock.now().toISOString() })
      .where('id', '=', ids.circle)
      .execute();
    const world = await institutionWorld(t);
    ids.institution = (await createRecord(t, owner, 'institution-content', report(world))).id;
    await publish('institution_content', ids.institution);
    key = (await createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock }).create('Situs publik', [SLIDES_READ_SCOPE])).key;
  });
  afterAll(() => t.close());

  const start = '2026-11-01T00:00:00Z';
  const carousel = async (at?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/hybrid-slider${at ? `?at=${at}` : ''}`,
      headers: { 'x-api-key': key },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Array<{ id: number; title: string; link: string; content_type: string }>;
  };

  it('makes slides of every kind; a slide takes its content’s title, and an outside link needs its own', async () => {
    const made: Record<string, any> = {};
    for (const [type, id] of [
      ['ALGORESEARCH', ids.research],
      ['ALGONEWS', ids.news],
      ['CIRCLE', ids.circle],
      ['INSTITUTIONCONTENT', ids.institution],
    ] as const) {
      made[type] = await createRecord(t, owner, 'hybrid-slider', { content_type: type, content_id: id, start_at: start });
    }
    expect(made.ALGORESEARCH.title).toBe('BBCA: Kualitas Aset Tetap Terjaga');
    expect(made.CIRCLE.title).toBe('TLKM: Data Center');
    const bare = await t.call({
      method: 'POST',
      url: '/api/hybrid-slider/create',
      cookie: owner,
      payload: { content_type: 'URL', start_at: start },
    });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(json(bare).error.fields).sort()).toEqual(['image', 'title', 'url']);
    const link = await createRecord(t, owner, 'hybrid-slider', {
      content_type: 'URL',
      url: 'https://example.com/webinar',
      title: 'Webinar Outlook 2027',
      image: placeImage(t),
      start_at: start,
    });
    const missing = await t.call({
      method: 'POST',
      url: '/api/hybrid-slider/create',
      cookie: owner,
      payload: { content_type: 'ALGONEWS', content_id: 987_654, start_at: start },
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).error.fields.content_id).toContain('987654');

    const shown = await carousel();
    expect(shown.map((s) => s.content_type)).toEqual(['ALGORESEARCH', 'ALGONEWS', 'CIRCLE', 'INSTITUTIONCONTENT', 'URL']);
    expect(shown[0]!.link).toBe('http://console.test/research/bbca-kualitas-aset-tetap-terjaga');
    expect(shown[4]).toMatchObject({ id: link.id, link: 'https://example.com/webinar', title: 'Webinar Outlook 2027' });
  });

  it('shows only live slides with live content, and warns in the editor why one would not show', async () => {
    const draftSlide = await createRecord(t, owner, 'hybrid-slider', {
      content_type: 'ALGORESEARCH',
      content_id: ids.draft,
      start_at: start,
    });
    const detail = json(await t.call({ method: 'GET', url: `/api/hybrid-slider/detail/${draftSlide.id}`, cookie: owner })).data;
    expect(detail.content).toMatchObject({ title: 'Draf Riset Belum Terbit', status: 'DRAFT' });
    expect(detail.warnings[0]).toContain('not published');
    expect((await carousel()).map((s) => s.id)).not.toContain(draftSlide.id);

    const later = await createRecord(t, owner, 'hybrid-slider', {
      content_type: 'ALGONEWS',
      content_id: ids.news,
      start_at: '2026-12-01T00:00:00Z',
      end_at: '2026-12-31T00:00:00Z',
    });
    expect((await carousel()).map((s) => s.id)).not.toContain(later.id);
    expect((await carousel('2026-12-15T00:00:00Z')).map((s) => s.id)).toContain(later.id);
    expect((await carousel('2027-01-15T00:00:00Z')).map((s) => s.id)).not.toContain(later.id);

    // Unpublishing or trashing the content takes its slides off at once.
    await t.ctx.db.kysely
      .updateTable('algo_news')
      .set({ deleted_at: t.clock.now().toISOString() })
      .where('id', '=', ids.news)
      .execute();
    expect((await carousel()).some((s) => s.content_type === 'ALGONEWS')).toBe(false);
    const trashed = json(await t.call({ method: 'GET', url: `/api/hybrid-slider/detail/${later.id}`, cookie: owner })).data;
    expect(trashed.warnings[0]).toContain('trash');
    await t.ctx.db.kysely.updateTable('algo_news').set({ deleted_at: null }).where('id', '=', ids.news).execute();
  });

  it('reorders atomically', async () => {
    const list = json(await t.call({ method: 'GET', url: '/api/hybrid-slider/list?limit=100', cookie: owner })).data
      .data as Array<{ id: number }>;
    const reversed = list.map((s) => s.id).reverse();
    const res = await t.call({ method: 'PUT', url: '/api/hybrid-slider/reorder', cookie: owner, payload: { ids: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await carousel()).map((s) => s.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    const bad = await t.call({
      method: 'PUT',
      url: '/api/hybrid-slider/reorder',
      cookie: owner,
      payload: { ids: [...reversed, 999_999] },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const after = json(await t.call({ method: 'GET', url: '/api/hybrid-slider/list?limit=100', cookie: owner })).data
      .data as Array<{ id: number }>;
    expect(after.map((s) => s.id)).toEqual(reversed);
  });

  it('keeps the title, subtitle and image to METADATAHYBRIDSLIDER update', async () => {
    const placer = await staffWith(t, { HYBRIDSLIDER: ['read', 'write', 'update'], ALGORESEARCH: ['read'] });
    const made = await createRecord(t, placer, 'hybrid-slider', {
      content_type: 'ALGORESEARCH',
      content_id: ids.research,
      start_at: start,
    });
    expect(made.title).toBe('BBCA: Kualitas Aset Tetap Terjaga');
    const override = await t.call({
      method: 'POST',
      url: '/api/hybrid-slider/create',
      cookie: placer,
      payload: { content_type: 'ALGORESEARCH', content_id: ids.research, start_at: start, subtitle: 'Baca sekarang' },
    });
    expect(override.statusCode).toBe(403);
    expect(json(override).error.message).toContain('METADATAHYBRIDSLIDER');
    const edit = await t.call({
      method: 'PUT',
      url: `/api/hybrid-slider/update/${made.id}`,
      cookie: placer,
      payload: {
        content_type: 'ALGORESEARCH',
        content_id: ids.research,
        start_at: start,
        title: 'Judul Lain',
        version: made.version,
      },
    });
    expect(edit.statusCode).toBe(403);
    const editor = await staffWith(t, { HYBRIDSLIDER: ['read', 'update'], METADATAHYBRIDSLIDER: ['update'] });
    const ok = await t.call({
      method: 'PUT',
      url: `/api/hybrid-slider/update/${made.id}`,
      cookie: editor,
      payload: {
        content_type: 'ALGORESEARCH',
        content_id: ids.research,
        start_at: start,
        title: 'Judul Lain',
        subtitle: 'Baca',
        version: made.version,
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await carousel()).find((s) => s.id === made.id)).toMatchObject({ title: 'Judul Lain' });
  });

  it('answers the public call only to a key with the slides:read scope', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/hybrid-slider' })).statusCode).toBe(401);
    const other = (await createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock }).create('Lain')).key;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/hybrid-slider', headers: { 'x-api-key': other } })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/hybrid-slider?at=besok', headers: { 'x-api-key': key } });
    expect(bad.statusCode).toBe(400);
    // Staff preview the same carousel with read on HYBRIDSLIDER, for any date.
    const preview = await t.call({ method: 'GET', url: '/api/hybrid-slider/preview?at=2026-12-15T00:00:00Z', cookie: owner });
    expect(json(preview).data).toEqual(await carousel('2026-12-15T00:00:00Z'));
    const stranger = await staffWith(t, { TEXTSLIDER: ['read'] });
    expect((await t.call({ method: 'GET', url: '/api/hybrid-slider/preview', cookie: stranger })).statusCode).toBe(403);
  });
});
