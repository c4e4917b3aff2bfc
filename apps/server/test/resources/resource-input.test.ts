import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, allCounts, createRecord, editable, multipart, validBody } from './resource-helpers.ts';

type Case = [label: string, payload: unknown, fields: Record<string, RegExp>];

describe.each(DIALECTS)('resource engine refuses bad input on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let category: Record<string, any>;
  let slider: Record<string, any>;
  let banner: Record<string, unknown>;
  const files = () => (fs.existsSync(t.uploadsDir) ? fs.readdirSync(t.uploadsDir, { recursive: true }).length : 0);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    category = await createRecord(t, owner, 'category', validBody(t, 'category'));
    slider = await createRecord(t, owner, 'text-slider', validBody(t, 'text-slider'));
    await createRecord(t, owner, 'subscription', validBody(t, 'subscription'));
    banner = validBody(t, 'ad-banner');
  });
  afterAll(async () => t.close());

  /** Run calls that must all be refused, then prove that no table and no upload changed. */
  async function refusedWithoutWriting(run: () => Promise<void>) {
    const before = await allCounts(t.ctx);
    const filesBefore = files();
    const detailBefore = json(await t.call({ method: 'GET', url: `/api/category/detail/${category.id}`, cookie: owner })).data;
    await run();
    expect(await allCounts(t.ctx)).toEqual(before);
    expect(files()).toBe(filesBefore);
    expect(json(await t.call({ method: 'GET', url: `/api/category/detail/${category.id}`, cookie: owner })).data).toEqual(
      detailBefore,
    );
  }

  async function expectFields(method: 'POST' | 'PUT', url: string, cases: Case[]) {
    for (const [label, payload, fields] of cases) {
      const res = await t.call({ method, url, cookie: owner, payload: payload as never });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      for (const [key, pattern] of Object.entries(fields))
        expect(String(json(res).error.fields?.[key]), `${label}: ${res.body}`).toMatch(pattern);
    }
  }

  it('create: unknown fields, wrong types, too long text, bad links, dates and image paths', async () => {
    const long = 'x'.repeat(101);
    await refusedWithoutWriting(async () => {
      await expectFields('POST', '/api/category/create', [
        ['empty', {}, { article_category_name: /Name is required/ }],
        ['number as text', { article_category_name: 42 }, { article_category_name: /must be text/ }],
        ['too long', { article_category_name: long }, { article_category_name: /at most 100 characters/ }],
        ['unknown field', { article_category_name: 'Bank', colour: 'red' }, { colour: /Unknown field/ }],
        ['system field', { article_category_name: 'Bank', id: 5, version: 3 }, { id: /Unknown field/, version: /Unknown field/ }],
        ['boolean', { article_category_name: 'Bank', active: 'yes' }, { active: /true or false/ }],
        ['fraction', { article_category_name: 'Bank', sort_order: 1.5 }, { sort_order: /whole number/ }],
        ['slug', { article_category_name: 'Bank', slug: 'Bank Umum!' }, { slug: /a-z, 0-9/ }],
        ['path escape', { article_category_name: 'Bank', icon: '../../etc/passwd' }, { icon: /uploaded through this form/ }],
        ['missing upload', { article_category_name: 'Bank', icon: 'category/0000.png' }, { icon: /no uploaded image/ }],
      ]);
      await expectFields('POST', '/api/subscription/create', [
        [
          'promo not lower',
          { ...validBody(t, 'subscription', 9), promo_price: 120_000 },
          { promo_price: /lower than the price/ },
        ],
        ['negative price', { ...validBody(t, 'subscription', 9), price: -1 }, { price: /cannot be negative/ }],
        ['cents', { ...validBody(t, 'subscription', 9), price: 99_000.5 }, { price: /whole rupiah/ }],
        ['code', { ...validBody(t, 'subscription', 9), code: 'BA SIC' }, { code: /A-Z, 0-9/ }],
        ['unknown module', { ...validBody(t, 'subscription', 9), modules: ['CASINO'] }, { 'modules.0': /may only hold/ }],
        ['taken code', { ...validBody(t, 'subscription', 1) }, { code: /already uses this code/ }],
        [
          'too many lines',
          { ...validBody(t, 'subscription', 9), features: Array.from({ length: 21 }, (_, i) => `F${i}`) },
          { features: /at most 20 lines/ },
        ],
      ]);
      await expectFields('POST', '/api/ad-banner/create', [
        ['end before start', { ...banner, end_at: '2026-10-01T00:00:00Z' }, { end_at: /after the start/ }],
        ['script link', { ...banner, target_url: 'javascript:alert(1)' }, { target_url: /http/ }],
        ['placement', { ...banner, placement: 'FOOTER' }, { placement: /one of: HOME_TOP/ }],
        ['no image', { ...banner, desktop_image: undefined }, { desktop_image: /required/ }],
      ]);
      await expectFields('POST', '/api/text-slider/create', [
        ['date', { text: 'x', start_at: 'besok pagi' }, { start_at: /date and time/ }],
      ]);
      const list = await t.call({ method: 'POST', url: '/api/category/create', cookie: owner, payload: [1, 2] as never });
      expect(list.statusCode).toBe(400);
    });
  });

  it('update: missing or wrong version, bad ids, bad values', async () => {
    await refusedWithoutWriting(async () => {
      const url = `/api/category/update/${category.id}`;
      const { version: _version, ...fields } = editable('category', category);
      await expectFields('PUT', url, [
        ['no version', fields, { version: /send the version/ }],
        ['text version', { ...fields, version: 'latest' }, { version: /send the version/ }],
        ['huge version', { ...fields, version: 2 ** 40 }, { version: /at most 2147483647/ }],
        ['unknown field', { ...fields, version: 1, deleted_at: null }, { deleted_at: /Unknown field/ }],
        ['too long', { ...fields, version: 1, description: 'x'.repeat(501) }, { description: /at most 500/ }],
      ]);
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999']) {
        const res = await t.call({
          method: 'PUT',
          url: `/api/category/update/${id}`,
          cookie: owner,
          payload: { ...fields, version: 1 },
        });
        expect(res.statusCode, id).toBe(400);
        expect(json(res).error.fields.id).toMatch(/positive whole number/);
      }
    });
  });

  it('list and export: unknown sort and filter names, bad paging, named in the answer', async () => {
    await refusedWithoutWriting(async () => {
      const cases: Array<[string, Record<string, RegExp>]> = [
        ['sortby=password_hash', { sortby: /Sort by one of: article_category_name, sort_order, created_at, updated_at/ }],
        ['sortby=article_category_name;drop', { sortby: /Sort by one of/ }],
        ['colour=red', { colour: /Unknown parameter. Filters: active; other parameters: page, limit/ }],
        ['active=maybe', { active: /true or false/ }],
        ['limit=1000', { limit: /1 to 100/ }],
        ['page=0', { page: /1 to 10000/ }],
        ['page=two', { page: /1 to 10000/ }],
        ['trashed=yes', { trashed: /true or false/ }],
        [`query=${'a'.repeat(201)}`, { query: /at most 200/ }],
      ];
      for (const [qs, fields] of cases) {
        // The export ignores paging: it always sends every row.
        for (const call of /^(page|limit)=/.test(qs) ? ['list'] : ['list', 'export.csv']) {
          const res = await t.call({ method: 'GET', url: `/api/category/${call}?${qs}`, cookie: owner });
          expect(res.statusCode, `${call}?${qs}`).toBe(400);
          for (const [key, pattern] of Object.entries(fields)) expect(json(res).error.fields[key], qs).toMatch(pattern);
        }
      }
      const tags = await t.call({ method: 'GET', url: '/api/master-tag/list?applies_to=ALL', cookie: owner });
      expect(json(tags).error.fields.applies_to).toMatch(/one of: RESEARCH, NEWS, BOTH/);
      const walls = await t.call({ method: 'GET', url: '/api/account-wall/list?query=x', cookie: owner });
      expect(json(walls).error.fields.query).toMatch(/cannot be searched/);
      const history = await t.call({ method: 'GET', url: `/api/category/history/${category.id}?page=0`, cookie: owner });
      expect(history.statusCode).toBe(400);
    });
  });

  it('search text is only text: SQL and full-text operators find nothing and break nothing', async () => {
    await refusedWithoutWriting(async () => {
      for (const query of [
        "'; drop table research_categories; --",
        '" OR 1=1 --',
        '"AND*(',
        'NEAR(perbankan bank, 2)',
        'article_category_name:Perbankan',
        '*',
        '-perbankan',
        '^perbankan',
        '%_%',
        "perbankan' OR 'a'='a",
        '\\',
        '😀',
        '½ Ⅻ 日本語 straße İstanbul ²',
        '_',
        'x'.repeat(200),
      ]) {
        const res = await t.call({ method: 'GET', url: `/api/category/list?query=${encodeURIComponent(query)}`, cookie: owner });
        expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
        expect(json(res).data.total, query).toBeLessThanOrEqual(1);
      }
      const both = await t.call({
        method: 'GET',
        url: `/api/category/list?query=${encodeURIComponent('("perbankan" 1*)')}`,
        cookie: owner,
      });
      expect(json(both).data.total).toBe(1);
    });
    const still = await t.call({ method: 'GET', url: '/api/category/list', cookie: owner });
    expect(json(still).data.total).toBe(1);
  });

  it('bulk and reorder selections: empty, wrong types, duplicates, too many', async () => {
    await refusedWithoutWriting(async () => {
      for (const url of ['/api/category/bulk-delete', '/api/category/bulk-restore']) {
        await expectFields('POST', url, [
          ['empty', { ids: [] }, { ids: /at least one/ }],
          ['text ids', { ids: ['1'] }, { 'ids.0': /must be a number/ }],
          ['twice', { ids: [category.id, category.id] }, { ids: /selected twice/ }],
          ['huge id', { ids: [2 ** 40] }, { 'ids.0': /at most 2147483647/ }],
          ['too many', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { ids: /at most 500/ }],
          ['unknown field', { ids: [category.id], force: true }, { force: /Unknown field/ }],
        ]);
      }
      await expectFields('PUT', '/api/text-slider/reorder', [['not a list', { ids: slider.id }, { ids: /list of record ids/ }]]);
      const missing = await t.call({
        method: 'PUT',
        url: '/api/text-slider/reorder',
        cookie: owner,
        payload: { ids: [slider.id, 424242] },
      });
      expect(missing.statusCode).toBe(404);
      const noOrder = await t.call({
        method: 'PUT',
        url: '/api/category/reorder',
        cookie: owner,
        payload: { ids: [category.id] },
      });
      expect(noOrder.statusCode).toBe(404);
    });
  });

  it('uploads: judged by content, name and size; a refusal stores no file', async () => {
    const upload = (field: string, parts: ReturnType<typeof multipart>) =>
      t.call({ method: 'POST', url: `/api/category/upload/${field}`, cookie: owner, ...parts });
    await refusedWithoutWriting(async () => {
      const renamed = await upload('icon', multipart('file', 'annual-report.pdf', 'application/pdf', PNG));
      expect(renamed.statusCode).toBe(415);
      expect(json(renamed).error.message).toMatch(/named "\.pdf" but holds a PNG image/);
      const text = await upload('icon', multipart('file', 'icon.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
      expect(text.statusCode).toBe(415);
      expect(json(text).error.message).toMatch(/not a JPEG, PNG or WebP/);
      const big = await upload(
        'icon',
        multipart('file', 'icon.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(600 * 1024)])),
      );
      expect(big.statusCode).toBe(413);
      expect(json(big).error.message).toMatch(/larger than 512 KB/);
      const part = await upload('icon', multipart('image', 'icon.png', 'image/png', PNG));
      expect(part.statusCode).toBe(400);
      const field = await upload('slug', multipart('file', 'icon.png', 'image/png', PNG));
      expect(field.statusCode).toBe(404);
      expect(json(field).error.message).toMatch(/Fields that do: icon\./);
      const notMultipart = await t.call({
        method: 'POST',
        url: '/api/category/upload/icon',
        cookie: owner,
        payload: { file: 'x' },
      });
      expect(notMultipart.statusCode).toBe(415);
    });
    const ok = await upload('icon', multipart('file', 'logo.PNG', 'application/octet-stream', PNG));
    expect(ok.statusCode).toBe(200);
    const stored = json(ok).data;
    expect(stored).toMatchObject({
      path: expect.stringMatching(/^category\/[\w-]+\.png$/),
      url: `/media/${stored.path}`,
      mime: 'image/png',
      bytes: PNG.length,
    });
    expect(fs.readFileSync(path.join(t.uploadsDir, stored.path)).equals(PNG)).toBe(true);
    const media = await t.app.inject({ method: 'GET', url: stored.url });
    expect(media.statusCode).toBe(200);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/category/update/${category.id}`,
      cookie: owner,
      payload: { ...editable('category', category), icon: stored.path },
    });
    expect(json(edited).data.icon).toBe(stored.path);
    category = json(edited).data;
  });

  it('rich text is sanitised before it is stored; markup with no text left is refused', async () => {
    const dirty =
      '<h2 onclick="steal()">Pengungkapan</h2><script>alert(1)</script><style>p{}</style><p style="color:red">Risiko <a href="javascript:alert(1)">x</a> <a href="https://ojk.go.id" target="_blank">OJK</a></p><img src="https://evil.test/x.png"><img src="/media/ad-banner/a.png" onerror="x()"><iframe src="https://evil.test"></iframe><table><tr><td colspan="2">ok</td></tr></table>';
    const created = await createRecord(t, owner, 'circle-disclosure', { content: dirty, effective_from: '2026-11-01T00:00:00Z' });
    expect(created.content).toBe(
      '<h2>Pengungkapan</h2><p>Risiko <a>x</a> <a target="_blank" href="https://ojk.go.id" rel="noopener noreferrer">OJK</a></p><img src="/media/ad-banner/a.png" /><table><tr><td colspan="2">ok</td></tr></table>',
    );
    await refusedWithoutWriting(async () => {
      await expectFields('POST', '/api/circle-disclosure/create', [
        [
          'only script',
          { content: '<script>alert(1)</script><p> </p>', effective_from: '2026-11-01T00:00:00Z' },
          { content: /no text left/ },
        ],
        [
          'too long',
          { content: `<p>${'x'.repeat(100_001)}</p>`, effective_from: '2026-11-01T00:00:00Z' },
          { content: /too long/ },
        ],
      ]);
    });
  });
});
