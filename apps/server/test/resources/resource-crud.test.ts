import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { allCounts, createRecord, editable, updateRecord, validBody } from './resource-helpers.ts';

describe.each(DIALECTS)('resource engine calls on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.call({ method: 'GET', url, cookie: owner });

  it('creates (201), reads, lists, edits and keeps the audit history with a field diff', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: owner,
      payload: { article_category_name: 'Energi & Tambang', description: 'Batu bara dan nikel' },
    });
    expect(created.statusCode).toBe(201);
    const record = json(created).data;
    expect(record).toMatchObject({
      article_category_name: 'Energi & Tambang',
      slug: 'energi-tambang',
      active: true,
      sort_order: 0,
      version: 1,
      deleted_at: null,
      icon: null,
    });
    expect(json(await get(`/api/category/detail/${record.id}`)).data).toEqual(record);

    const updated = await t.call({
      method: 'PUT',
      url: `/api/category/update/${record.id}`,
      cookie: owner,
      payload: { ...editable('category', record), article_category_name: 'Energi, Tambang & Migas', active: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).data).toMatchObject({
      article_category_name: 'Energi, Tambang & Migas',
      slug: 'energi-tambang',
      active: false,
      version: 2,
    });

    const history = json(await get(`/api/category/history/${record.id}`)).data;
    expect(history.total).toBe(2);
    const [edit, create] = history.data;
    expect(edit).toMatchObject({
      action: 'update',
      actor: { fullname: 'Ratna Wijaya' },
      request_id: updated.headers['x-request-id'],
    });
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'article_category_name', label: 'Name', before: 'Energi & Tambang', after: 'Energi, Tambang & Migas' },
        { field: 'active', label: 'Active', before: true, after: false },
      ]),
    );
    expect(edit.changes).toHaveLength(2);
    expect(create).toMatchObject({ action: 'create', request_id: created.headers['x-request-id'] });
  });

  it('saving an unchanged form is not an edit: same version, no audit entry', async () => {
    const record = await createRecord(t, owner, 'category', validBody(t, 'category', 50));
    const before = await allCounts(t.ctx);
    const res = await t.call({
      method: 'PUT',
      url: `/api/category/update/${record.id}`,
      cookie: owner,
      payload: editable('category', record),
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.version).toBe(record.version);
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('answers a stale version with 409 and the current record, leaving it unchanged', async () => {
    const record = await createRecord(t, owner, 'category', validBody(t, 'category', 2));
    const first = await t.call({
      method: 'PUT',
      url: `/api/category/update/${record.id}`,
      cookie: owner,
      payload: { ...editable('category', record), description: 'Versi pertama' },
    });
    expect(first.statusCode).toBe(200);
    const saved = json(first).data;
    const before = await allCounts(t.ctx);
    const stale = await t.call({
      method: 'PUT',
      url: `/api/category/update/${record.id}`,
      cookie: owner,
      payload: { ...editable('category', record), description: 'Versi kedua' },
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Someone else saved') });
    expect(json(stale).current).toEqual(saved);
    expect(json(await get(`/api/category/detail/${record.id}`)).data).toEqual(saved);
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('answers an edit with the record as it is stored', async () => {
    const record = await createRecord(t, owner, 'category', validBody(t, 'category', 3));
    const res = await updateRecord(t, owner, 'category', record, { description: 'Ditulis ulang', active: false, sort_order: 7 });
    expect(res.statusCode).toBe(200);
    const answered = json(res).data;
    expect(answered).toMatchObject({ description: 'Ditulis ulang', active: false, sort_order: 7, version: record.version + 1 });
    expect(json(await get(`/api/category/detail/${record.id}`)).data).toEqual(answered);
  });

  it('two saves of the same version at once: one lands, the other is told to reload, one audit entry', async () => {
    const record = await createRecord(t, owner, 'category', validBody(t, 'category', 4));
    const save = (description: string) => updateRecord(t, owner, 'category', record, { description });
    const answers = await Promise.all([save('Dari meja pertama'), save('Dari meja kedua')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const landed = json(answers.find((a) => a.statusCode === 200)!).data;
    const refused = json(answers.find((a) => a.statusCode === 409)!);
    expect(landed.version).toBe(record.version + 1);
    expect(refused.current).toEqual(landed);
    expect(json(await get(`/api/category/detail/${record.id}`)).data).toEqual(landed);
    const history = json(await get(`/api/category/history/${record.id}`)).data;
    expect(history.data.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(history.data[0].changes).toEqual([
      { field: 'description', label: 'Description', before: record.description, after: landed.description },
    ]);
  });

  it('two records given the same slug at once: one save lands, the other is refused and changes nothing', async () => {
    const [one, two] = [
      await createRecord(t, owner, 'category', validBody(t, 'category', 5)),
      await createRecord(t, owner, 'category', validBody(t, 'category', 6)),
    ];
    const before = await allCounts(t.ctx);
    const answers = await Promise.all(
      [one, two].map((record) => updateRecord(t, owner, 'category', record, { slug: 'rebutan-slug' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    // Whether the other save saw the first one's slug before or after it was written, it says so.
    expect(json(answers.find((a) => a.statusCode === 400)!).error.message).toMatch(
      /already in use|took one of these unique values/,
    );
    const [landed, refused] = answers[0]!.statusCode === 200 ? [one, two] : [two, one];
    expect(json(await get(`/api/category/detail/${landed.id}`)).data.slug).toBe('rebutan-slug');
    expect(json(await get(`/api/category/detail/${refused.id}`)).data).toMatchObject({
      slug: refused.slug,
      version: refused.version,
    });
    expect(await allCounts(t.ctx)).toEqual({
      ...before,
      audit_log: before.audit_log! + 1,
      category_versions: before.category_versions! + 1,
    });
  });

  it('soft delete hides a record, the trash lists it, restore brings it back (GET and POST)', async () => {
    const record = await createRecord(t, owner, 'category', { article_category_name: 'Properti Komersial' });
    const listed = () => get('/api/category/list?limit=100').then((r) => json(r).data.data.map((c: { id: number }) => c.id));
    const trash = () => get('/api/category/list?trashed=1&limit=100').then((r) => json(r).data);
    expect(await listed()).toContain(record.id);

    const deleted = await t.call({ method: 'DELETE', url: `/api/category/delete/${record.id}`, cookie: owner });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted).data.deleted_at).toBe(t.clock.now().toISOString());
    expect(await listed()).not.toContain(record.id);
    expect((await trash()).data.map((c: { id: number }) => c.id)).toContain(record.id);
    expect(json(await get(`/api/category/detail/${record.id}`)).data.deleted_at).not.toBeNull();
    const editTrashed = await t.call({
      method: 'PUT',
      url: `/api/category/update/${record.id}`,
      cookie: owner,
      payload: editable('category', json(deleted).data),
    });
    expect(editTrashed.statusCode).toBe(409);
    expect(json(editTrashed).error.message).toMatch(/trash/);

    const restored = await get(`/api/category/restore/${record.id}`);
    expect(restored.statusCode).toBe(200);
    expect(json(restored).data.deleted_at).toBeNull();
    expect(await listed()).toContain(record.id);
    await t.call({ method: 'DELETE', url: `/api/category/delete/${record.id}`, cookie: owner });
    const posted = await t.call({ method: 'POST', url: `/api/category/restore/${record.id}`, cookie: owner });
    expect(json(posted).data.deleted_at).toBeNull();
    const actions = json(await get(`/api/category/history/${record.id}`)).data.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['restore', 'delete', 'restore', 'delete', 'create']);
  });

  it('pages, sorts, filters and searches with totals that match', async () => {
    const names = ['Makro Ekonomi', 'Konsumer Primer', 'Teknologi Digital', 'Telekomunikasi', 'Kesehatan'];
    for (const [i, n] of names.entries())
      await createRecord(t, owner, 'master-tag', { name: n, applies_to: i % 2 ? 'NEWS' : 'RESEARCH' });
    const all = json(await get('/api/master-tag/list?sortby=name&limit=2&page=2')).data;
    expect(all).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(all.data.map((r: { name: string }) => r.name)).toEqual(['Makro Ekonomi', 'Teknologi Digital']);
    const desc = json(await get('/api/master-tag/list?sortby=name&sortdesc=true&limit=1')).data;
    expect(desc.data[0].name).toBe('Telekomunikasi');
    expect(desc.total).toBe(5);
    const news = json(await get('/api/master-tag/list?applies_to=NEWS')).data;
    expect(news.total).toBe(2);
    expect(news.data.every((r: { applies_to: string }) => r.applies_to === 'NEWS')).toBe(true);
    const search = json(await get('/api/master-tag/list?query=TEKNO')).data;
    expect(search.data.map((r: { name: string }) => r.name)).toEqual(['Teknologi Digital']);
    const words = json(await get('/api/master-tag/list?query=konsumer%20prim&applies_to=NEWS')).data;
    expect(words.total).toBe(1);
    const paged = json(await get('/api/master-tag/list?applies_to=RESEARCH&limit=1&page=2')).data;
    expect(paged).toMatchObject({ total: 3, page: 2 });
    const deflt = json(await get('/api/master-tag/list')).data;
    expect(deflt.limit).toBe(10);
    const beyond = json(await get('/api/master-tag/list?page=50&limit=2')).data;
    expect(beyond).toMatchObject({ data: [], total: 5, page: 50 });
    const beyondFiltered = json(await get('/api/master-tag/list?page=9&applies_to=NEWS')).data;
    expect(beyondFiltered).toMatchObject({ data: [], total: 2 });
  });

  it('exports the filtered list as CSV, streamed, with formula cells neutralised', async () => {
    await createRecord(t, owner, 'master-tag', { name: '=HYPERLINK("http://evil")', applies_to: 'NEWS' });
    await createRecord(t, owner, 'master-tag', { name: '@SUM(A1), "quoted"', applies_to: 'NEWS' });
    const res = await get('/api/master-tag/export.csv?applies_to=NEWS&sortby=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="master-tag-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,slug,applies_to,created_at,updated_at,deleted_at,version');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""http://evil"")"`))).toBe(true);
    expect(lines.some((l) => l.includes(`"'@SUM(A1), ""quoted"""`))).toBe(true);
    expect(lines.slice(1).every((l) => l.includes(',NEWS,'))).toBe(true);
    const bad = await get('/api/master-tag/export.csv?applies_to=ALL');
    expect(bad.statusCode).toBe(400);
  });

  it('bulk deletes and restores a selection in one transaction, all or nothing', async () => {
    const a = await createRecord(t, owner, 'text-slider', validBody(t, 'text-slider', 1));
    const b = await createRecord(t, owner, 'text-slider', validBody(t, 'text-slider', 2));
    const before = await allCounts(t.ctx);
    const missing = await t.call({
      method: 'POST',
      url: '/api/text-slider/bulk-delete',
      cookie: owner,
      payload: { ids: [a.id, 999_999] },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error.message).toMatch(/999999.*nothing was changed/);
    expect(await allCounts(t.ctx)).toEqual(before);

    const res = await t.call({
      method: 'POST',
      url: '/api/text-slider/bulk-delete',
      cookie: owner,
      payload: { ids: [a.id, b.id] },
    });
    expect(json(res).data).toEqual({ ids: [a.id, b.id], affected: 2 });
    expect(json(await get('/api/text-slider/list?trashed=1')).data.total).toBe(2);
    const again = await t.call({ method: 'POST', url: '/api/text-slider/bulk-delete', cookie: owner, payload: { ids: [a.id] } });
    expect(json(again).data).toEqual({ ids: [], affected: 0 });
    const back = await t.call({
      method: 'POST',
      url: '/api/text-slider/bulk-restore',
      cookie: owner,
      payload: { ids: [b.id, a.id] },
    });
    expect(json(back).data.affected).toBe(2);
    expect(json(await get('/api/text-slider/list')).data.total).toBe(2);
  });

  it('answers 404 for unknown ids on every id call, and writes nothing', async () => {
    const before = await allCounts(t.ctx);
    for (const [method, url] of [
      ['GET', '/api/category/detail/987654'],
      ['GET', '/api/category/history/987654'],
      ['DELETE', '/api/category/delete/987654'],
      ['GET', '/api/category/restore/987654'],
      ['POST', '/api/category/restore/987654'],
    ] as const) {
      const res = await t.call({ method, url, cookie: owner });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).error.message).toMatch(/No category with id 987654/);
    }
    const put = await t.call({
      method: 'PUT',
      url: '/api/category/update/987654',
      cookie: owner,
      payload: { article_category_name: 'X', version: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(await allCounts(t.ctx)).toEqual(before);
  });

  it('makes slugs unique per resource, keeps typed ones, refuses a taken typed slug', async () => {
    const one = await createRecord(t, owner, 'category', { article_category_name: 'Infrastruktur' });
    // A different name that makes the same slug (names readers see must differ: see resource-unique-names).
    const two = await createRecord(t, owner, 'category', { article_category_name: 'Infrastruktur.' });
    const three = await createRecord(t, owner, 'category', { article_category_name: 'Infrastruktur!' });
    expect([one.slug, two.slug, three.slug]).toEqual(['infrastruktur', 'infrastruktur-2', 'infrastruktur-3']);
    const typed = await createRecord(t, owner, 'category', { article_category_name: 'Jalan Tol', slug: 'Tol-Trans-Jawa' });
    expect(typed.slug).toBe('tol-trans-jawa');
    const taken = await t.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: owner,
      payload: { article_category_name: 'X', slug: 'infrastruktur' },
    });
    expect(taken.statusCode).toBe(400);
    expect(json(taken).error.fields.slug).toMatch(/already uses this slug/);
    // An edit onto another record's slug is refused too, and nothing changes; its own slug it keeps.
    const edit = (slug: string, version: number) =>
      t.call({
        method: 'PUT',
        url: `/api/category/update/${two.id}`,
        cookie: owner,
        payload: { article_category_name: 'Infrastruktur.', slug, version },
      });
    const onto = await edit('infrastruktur', two.version as number);
    expect(onto.statusCode).toBe(400);
    expect(json(onto).error.fields.slug).toMatch(/already uses this slug/);
    // Someone else's save is told first: the form is stale whatever it holds.
    expect((await edit('infrastruktur', (two.version as number) + 1)).statusCode).toBe(409);
    const kept = await edit('infrastruktur-2', two.version as number);
    expect(kept.statusCode).toBe(200);
    expect(json(kept).data).toMatchObject({ slug: 'infrastruktur-2', version: two.version });
    const sameTag = await createRecord(t, owner, 'master-tag', { name: 'Infrastruktur' });
    expect(sameTag.slug).toBe('infrastruktur');
  });

  it('pages a broad search (thousands of matches) with the same order and total as a narrow one', async () => {
    const now = t.clock.now().toISOString();
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      name: `Sektor Umum ${String(i).padStart(4, '0')}`,
      slug: `sektor-umum-${i}`,
      applies_to: i % 3 === 0 ? 'NEWS' : 'BOTH',
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
      deleted_at: i % 700 === 1 ? now : null,
    }));
    for (let i = 0; i < rows.length; i += 300)
      await t.ctx.db.kysely
        .insertInto('master_tags')
        .values(rows.slice(i, i + 300))
        .execute();
    const broad = json(await get('/api/master-tag/list?query=umum&sortby=name&page=3&limit=10')).data;
    expect(broad.total).toBe(2097);
    expect(broad.data.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Sektor Umum ${String(21 + i).padStart(4, '0')}`),
    );
    const narrow = json(await get('/api/master-tag/list?query=umum%200001&sortby=name')).data;
    expect(narrow.total).toBe(0);
    const filtered = json(await get('/api/master-tag/list?query=sektor&applies_to=NEWS&sortby=name&sortdesc=true&limit=5')).data;
    expect(filtered.total).toBe(699);
    expect(filtered.data[0].name).toBe('Sektor Umum 2097');
  });

  it('shows the same rows paged by 10 as by 100, on the first pages and the deep ones alike', async () => {
    // On PostgreSQL the first pages (offsets up to 400) carry their limit and offset in the
    // statement's text and deeper pages bind them: the pages on either side must still meet.
    const now = t.clock.now().toISOString();
    const rows = Array.from({ length: 650 }, (_, i) => ({
      name: `Halaman ${String(i).padStart(3, '0')}`,
      slug: `halaman-${i}`,
      applies_to: 'BOTH',
      created_at: now,
      updated_at: now,
      created_by: null,
      updated_by: null,
    }));
    await t.ctx.db.kysely.insertInto('master_tags').values(rows).execute();
    const page = async (limit: number, n: number) =>
      json(await get(`/api/master-tag/list?sortby=name&limit=${limit}&page=${n}`)).data as {
        total: number;
        data: Array<{ id: number }>;
      };
    const byHundred = [await page(100, 4), await page(100, 5), await page(100, 6)];
    const byTen = await Promise.all(Array.from({ length: 30 }, (_, i) => page(10, 31 + i)));
    const ids = (pages: Array<{ data: Array<{ id: number }> }>) => pages.flatMap((p) => p.data.map((r) => r.id));
    expect(ids(byHundred)).toHaveLength(300);
    expect(new Set(ids(byHundred)).size).toBe(300);
    expect(ids(byTen)).toEqual(ids(byHundred));
    const totals = new Set([...byHundred, ...byTen].map((p) => p.total));
    expect(totals.size).toBe(1);
  });
});
