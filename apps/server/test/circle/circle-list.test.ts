import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { editable } from '../resources/resource-helpers.ts';
import {
  article,
  articleIn,
  circleState,
  circleWorld,
  directPendingCount,
  submitted,
  totalRequest,
  type CircleWorld,
} from './circle-helpers.ts';

describe.each(DIALECTS)('Circle moderation list on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  let auditor: string;
  const ids: Record<string, number> = {};
  const list = async (query = '') => {
    const res = await t.call({ method: 'GET', url: `/api/circle-research/circle/list${query}`, cookie: auditor });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { data: any[]; total: number; page: number; limit: number };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
    auditor = await t.login('auditor@demo.test');
    const plan: Array<[string, string]> = [
      ['PENDING', 'TLKM: Monetisasi Data Center Mulai Terlihat'],
      ['PENDING', 'BBCA: Dana Murah Tetap Jadi Andalan'],
      ['REQUEST', 'BBRI: Kredit Mikro Kembali Tumbuh'],
      ['APPROVED', 'ANTM: Harga Emas Mendukung Laba'],
      ['REVISION', 'ADRO: Transisi ke Energi Hijau'],
      ['REJECTED', 'GOTO: Jalan Panjang Menuju Laba'],
      ['DRAFT', 'ICBP: Mi Instan Tahan Banting'],
    ];
    for (const [status, title] of plan) {
      t.clock.advance(60_000);
      ids[title.slice(0, 4)] = await articleIn(t, world, status, title);
    }
  });
  afterAll(async () => t.close());

  it('defaults to page 1, 10 rows, newest first, every status, with the fields of section 3', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, limit: 10, total: 7 });
    expect(page.data.map((i) => i.article_title.slice(0, 4))).toEqual(['ICBP', 'GOTO', 'ADRO', 'ANTM', 'BBRI', 'BBCA', 'TLKM']);
    const item = page.data.find((i) => i.article_title.startsWith('TLKM'))!;
    for (const key of [
      'id',
      'article_title',
      'thumbnail',
      'article_category_id',
      'first_summary',
      'second_summary',
      'third_summary',
      'short_description',
      'status',
      'writter_id',
      'auditor_id',
      'article_slug',
      'updated_at',
      'deleted_at',
      'published_at',
      'created_at',
      'category',
      'writter',
      'totalRequest',
      'content_type',
      'du',
      'first_content',
      'second_content',
    ])
      expect(item, key).toHaveProperty(key);
    expect(item.category).toEqual({ id: world.categoryId, article_category_name: expect.stringMatching(/^Telekomunikasi/) });
    expect(item.writter).toEqual({
      id: world.contributorId,
      fullname: expect.stringMatching(/^Komunitas/),
      email: expect.stringMatching(/@ksn\.test$/),
    });
    expect(item.totalRequest).toBe(1);
    // Bodies are not sent in lists.
    expect(item.first_content).toBeNull();
  });

  it('the specification’s empty parameters mean the defaults', async () => {
    const page = await list('?page=1&limit=10&sortdesc=&status=&query=');
    expect(page.total).toBe(7);
  });

  it('filters by status, searches and sorts, alone and together', async () => {
    expect((await list('?status=PENDING')).data.map((i) => i.status)).toEqual(['PENDING', 'PENDING']);
    expect((await list('?status=REQUEST')).data).toHaveLength(1);
    expect((await list('?query=kredit')).data.map((i) => i.article_title)).toEqual([
      'BBRI: Kredit Mikro Kembali Tumbuh (revisi)',
    ]);
    // Prefix search over title, summaries and description ("telk" finds "Telkom" in the description).
    expect((await list('?query=telk')).total).toBeGreaterThanOrEqual(1);
    const bySearchAndStatus = await list('?status=PENDING&query=dana%20murah');
    expect(bySearchAndStatus.data.map((i) => i.article_title)).toEqual(['BBCA: Dana Murah Tetap Jadi Andalan']);
    const oldestFirst = await list('?sortdesc=false');
    expect(oldestFirst.data[0].article_title.slice(0, 4)).toBe('TLKM');
    const byTitle = await list('?sortby=article_title&sortdesc=false');
    expect(byTitle.data.map((i) => i.article_title.slice(0, 4))).toEqual([
      'ADRO',
      'ANTM',
      'BBCA',
      'BBRI',
      'GOTO',
      'ICBP',
      'TLKM',
    ]);
    const combined = await list('?status=PENDING&query=pendapatan&sortby=article_title&sortdesc=true&limit=1&page=2');
    expect(combined).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(combined.data[0].article_title.slice(0, 4)).toBe('BBCA');
  });

  it('pages: page 2 of size 3, a page beyond the end is empty with the total', async () => {
    expect((await list('?limit=3&page=2')).data.map((i) => i.article_title.slice(0, 4))).toEqual(['ANTM', 'BBRI', 'BBCA']);
    expect(await list('?limit=3&page=9')).toMatchObject({ data: [], total: 7 });
  });

  it('lists one contributor’s articles', async () => {
    const other = await circleWorld(t);
    await submitted(t, other.key, article(other, 'PTBA: Dividen Jumbo Lagi'));
    expect((await list(`?writter_id=${other.contributorId}`)).data.map((i) => i.article_title)).toEqual([
      'PTBA: Dividen Jumbo Lagi',
    ]);
    expect((await list(`?writter_id=${world.contributorId}`)).total).toBe(7);
  });

  it('repeated lists never go stale: names are read fresh and any change to an article drops the cached ids', async () => {
    const first = await list('?status=PENDING&query=pendapatan');
    expect(await list('?status=PENDING&query=pendapatan')).toEqual(first);
    const contributor = json(
      await t.call({ method: 'GET', url: `/api/contributor/detail/${world.contributorId}`, cookie: world.owner }),
    ).data;
    const body = editable('contributor', contributor);
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/contributor/update/${contributor.id}`,
      cookie: world.owner,
      payload: { ...body, fullname: 'Komunitas Saham Nusantara (baru)' },
    });
    expect(renamed.statusCode).toBe(200);
    const mine = (await list('?status=PENDING&query=pendapatan')).data.filter((i) => i.writter_id === world.contributorId);
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) expect(item.writter.fullname).toBe('Komunitas Saham Nusantara (baru)');
    const answered = mine[0].id;
    const res = await t.call({
      method: 'PUT',
      url: `/api/circle-research/circle/response-approval/${answered}`,
      cookie: auditor,
      payload: { status: 'REVISION', note: 'Lengkapi data.' },
    });
    expect(res.statusCode).toBe(200);
    const after = await list('?status=PENDING&query=pendapatan');
    expect(after.total).toBe(first.total - 1);
    expect(after.data.map((i) => i.id)).not.toContain(answered);
    // Put it back for the other tests.
    await submitted(t, world.key, { ...article(world, mine[0].article_title), id: answered });
  });

  it('a kept list follows a change written by another node, which this one never hears of', async () => {
    const first = await list('?status=PENDING&query=pendapatan');
    expect(await list('?status=PENDING&query=pendapatan')).toEqual(first);
    // Another node's write: straight to the table, no notice to this node's feed.
    const moved = first.data[0].id;
    await t.ctx.db.kysely
      .updateTable('circle_research')
      .set({ status: 'REVISION', version: sql`version + 1` })
      .where('id', '=', moved)
      .execute();
    const after = await list('?status=PENDING&query=pendapatan');
    expect(after.total).toBe(first.total - 1);
    expect(after.data.map((i) => i.id)).not.toContain(moved);
    await t.ctx.db.kysely
      .updateTable('circle_research')
      .set({ status: 'PENDING', version: sql`version + 1` })
      .where('id', '=', moved)
      .execute();
    expect((await list('?status=PENDING&query=pendapatan')).total).toBe(first.total);
  });

  it('refuses bad parameters with a message naming what is allowed', async () => {
    for (const [query, field, message] of [
      ['?status=PUBLISHED', 'status', /one of: DRAFT, PENDING, REQUEST, SCHEDULED, APPROVED, REVISION, REJECTED/],
      ['?page=0', 'page', /whole number/],
      ['?limit=1000', 'limit', /from 1 to 100/],
      ['?sortby=first_content', 'sortby', /created_at, updated_at, published_at, article_title/],
      ['?sortdesc=maybe', 'sortdesc', /true or false/],
      ['?colour=red', 'colour', /Unknown parameter/],
      [`?query=${'x'.repeat(201)}`, 'query', /at most 200/],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `/api/circle-research/circle/list${query}`, cookie: auditor });
      expect(res.statusCode, query).toBe(400);
      expect(json(res).error.fields[field], query).toMatch(message);
    }
  });

  it('search text cannot change the query', async () => {
    const all = (await list()).total;
    for (const q of ["'; drop table circle_research; --", '"AND*(', 'NEAR(', '%', ':*&|!']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/circle-research/circle/list?query=${encodeURIComponent(q)}`,
        cookie: auditor,
      });
      expect(res.statusCode, q).toBe(200);
    }
    expect((await list()).total).toBe(all);
  });

  it('delete hides an article from the list and from the badge; restore brings it back in its status', async () => {
    const id = ids.BBCA!;
    const before = await totalRequest(t, auditor);
    const deleted = await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).data).toMatchObject({ id, status: 'PENDING', deleted_at: expect.any(String) });
    expect((await list()).data.map((i) => i.id)).not.toContain(id);
    expect((await list('?trashed=1')).data.map((i) => i.id)).toContain(id);
    expect(await totalRequest(t, auditor)).toBe(before - 1);
    // Deleting again changes nothing.
    const state = await circleState(t);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner })).statusCode,
    ).toBe(200);
    expect(await circleState(t)).toEqual(state);

    const restored = await t.call({ method: 'GET', url: `/api/circle-research/circle/restore/${id}`, cookie: world.owner });
    expect(restored.statusCode).toBe(200);
    expect(json(restored).data).toMatchObject({ id, status: 'PENDING', deleted_at: null });
    expect((await list()).data.map((i) => i.id)).toContain(id);
    expect(await totalRequest(t, auditor)).toBe(before);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/circle-research/circle/delete/999999', cookie: world.owner })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/circle-research/circle/restore/abc', cookie: world.owner })).statusCode,
    ).toBe(400);
  });

  it('total-request equals a direct count of live PENDING and REQUEST articles, through every change', async () => {
    expect(await totalRequest(t, auditor)).toBe(await directPendingCount(t));
    const id = await articleIn(t, world, 'PENDING', 'MDKA: Nikel dan Emas Bersinar');
    expect(await totalRequest(t, auditor)).toBe(await directPendingCount(t));
    await t.call({
      method: 'PUT',
      url: `/api/circle-research/circle/response-approval/${id}`,
      cookie: auditor,
      payload: { status: 'APPROVED' },
    });
    expect(await totalRequest(t, auditor)).toBe(await directPendingCount(t));
    await submitted(t, world.key, { ...article(world, 'MDKA: Nikel dan Emas Makin Bersinar'), id });
    expect(await totalRequest(t, auditor)).toBe(await directPendingCount(t));
    await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner });
    expect(await totalRequest(t, auditor)).toBe(await directPendingCount(t));
  });

  it('preview carries both parts, the names and the current disclosure; the content calls one part each', async () => {
    await t.call({
      method: 'POST',
      url: '/api/circle-disclosure/create',
      cookie: world.owner,
      payload: { content: '<p>Bukan rekomendasi jual atau beli.</p>', effective_from: '2026-01-01T00:00:00Z' },
    });
    const id = ids.TLKM!;
    const preview = json(await t.call({ method: 'GET', url: `/api/circle-research/circle/preview/${id}`, cookie: auditor })).data;
    expect(preview).toMatchObject({
      id,
      first_content: expect.stringContaining('Bagian gratis'),
      second_content: expect.stringContaining('Bagian berbayar'),
      disclosure: { content: '<p>Bukan rekomendasi jual atau beli.</p>', version_number: 1 },
      live: null,
    });
    const request = json(
      await t.call({ method: 'GET', url: `/api/circle-research/circle/preview/${ids.BBRI}`, cookie: auditor }),
    ).data;
    expect(request.live).toEqual({ article_title: 'BBRI: Kredit Mikro Kembali Tumbuh', short_description: expect.any(String) });
    const first = json(
      await t.call({ method: 'GET', url: `/api/circle-research/circle/first-content/${id}`, cookie: auditor }),
    ).data;
    expect(first).toEqual({ id, article_title: expect.any(String), content: expect.stringContaining('Bagian gratis') });
    const second = json(
      await t.call({ method: 'GET', url: `/api/circle-research/circle/second-content/${id}`, cookie: auditor }),
    ).data;
    expect(second.content).toContain('Bagian berbayar');
    expect((await t.call({ method: 'GET', url: '/api/circle-research/circle/preview/424242', cookie: auditor })).statusCode).toBe(
      404,
    );
  });
});
