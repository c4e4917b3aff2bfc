import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_AREAS } from '@/modules/search/search-areas.ts';
import { DIALECTS, createTestApp, insertStaff, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffWith } from '../resources/resource-helpers.ts';
import { article, circleWorld, submitted } from '../circle/circle-helpers.ts';

type Group = { area: string; label: string; items: Array<{ id: number; title: string; subtitle?: string; path: string }> };

describe.each(DIALECTS)('command palette search on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, number> = {};

  async function search(cookie: string, query: string): Promise<Group[]> {
    const res = await t.call({ method: 'GET', url: `/api/search?${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as Group[];
  }
  const group = (groups: Group[], area: string) => groups.find((g) => g.area === area);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await addMasterStocks(t, ['BBCA']);
    const now = t.clock.now().toISOString();
    const client = await t.ctx.db.kysely
      .insertInto('clients')
      .values({ fullname: 'Wulan Sari', email: 'wulan.sari@gmail.com', registered_at: now, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.client = client.id;
    ids.staff = await insertStaff(t, 'wulan.hartono@demo.test', { fullname: 'Wulan Hartono' });
    ids.category = (await createRecord(t, owner, 'category', { article_category_name: 'Perbankan Syariah' })).id;
    ids.research = (
      await createRecord(t, owner, 'algo-research', {
        title: 'Riset eksklusif Perbankan Digital',
        first_summary: 'Kualitas aset terjaga.',
        short_description: 'Ringkasan riset perbankan.',
        body: '<p>Isi riset</p>',
        tickers: ['BBCA'],
      })
    ).id;
    ids.news = (
      await createRecord(t, owner, 'algo-news', {
        title: 'IHSG menguat tipis',
        summary: 'Saham energi memimpin.',
        body: '<p>Berita</p>',
      })
    ).id;
    ids.institution = (
      await createRecord(t, owner, 'institution', { name: 'Sekuritas Nusantara', broker_code: 'NS', website: 'https://ns.test' })
    ).id;
    const world = await circleWorld(t);
    ids.contributor = world.contributorId;
    ids.circle = (await submitted(t, world.key, article(world, 'Telkom monetisasi pusat data'))).id;
  });
  afterAll(async () => t.close());

  it('answers every area the owner can read, best match first, each with what matched and where it opens', async () => {
    const groups = await search(owner, 'q=wulan');
    expect(groups.map((g) => g.area).sort()).toEqual(SEARCH_AREAS.map((a) => a.definition.name).sort());
    // Both titles start with the word: those two groups lead, in the palette's area order.
    expect(groups.slice(0, 2).map((g) => g.area)).toEqual(['internal-user', 'client']);
    expect(group(groups, 'client')!.items).toEqual([
      { id: ids.client, title: 'Wulan Sari', subtitle: 'wulan.sari@gmail.com', path: `/client/list?view=${ids.client}` },
    ]);
    expect(group(groups, 'internal-user')!.items).toEqual([
      {
        id: ids.staff,
        title: 'Wulan Hartono',
        subtitle: 'wulan.hartono@demo.test',
        path: `/internal-user/editor/existing/${ids.staff}`,
      },
    ]);
    expect(group(groups, 'category')!.items).toEqual([]);
  });

  it('puts the exact title first, then titles starting with the words, and its group before the others', async () => {
    const research = (title: string) =>
      createRecord(t, owner, 'algo-research', {
        title,
        first_summary: 'Ringkasan.',
        short_description: 'Deskripsi singkat.',
        body: '<p>Isi</p>',
      });
    const exact = (await research('Bank Jago Tumbuh')).id;
    const prefix = (await research('Bank Jago Tumbuh Lebih Cepat')).id;
    // Newer matches, more than a page of them: the exact title is the oldest.
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026]) await research(`Mengapa bank jago tumbuh di ${year}`);
    // An Insight whose title only contains the words.
    await createRecord(t, owner, 'algo-news', { title: 'Saham bank jago tumbuh', summary: 'Ringkas.', body: '<p>Isi</p>' });
    const groups = await search(owner, 'q=bank%20jago%20tumbuh&limit=5');
    expect(groups[0]!.area).toBe('algo-research');
    expect(groups[0]!.items.map((item) => item.id).slice(0, 2)).toEqual([exact, prefix]);
    expect(groups[0]!.items).toHaveLength(5);
    expect(group(groups, 'algo-news')!.items.map((item) => item.title)).toEqual(['Saham bank jago tumbuh']);
  });

  it('finds records of each area by the words of its title or name', async () => {
    const first = async (q: string, area: string) => group(await search(owner, `q=${encodeURIComponent(q)}`), area)!.items[0];
    expect(await first('perbankan syar', 'category')).toMatchObject({
      id: ids.category,
      title: 'Perbankan Syariah',
      path: `/category/editor/existing/${ids.category}`,
    });
    expect(await first('riset digital', 'algo-research')).toMatchObject({
      id: ids.research,
      subtitle: 'Draft',
      path: `/algo-research/editor/existing/${ids.research}`,
    });
    expect(await first('ihsg', 'algo-news')).toMatchObject({ id: ids.news, path: `/algo-news/editor/existing/${ids.news}` });
    expect(await first('sekuritas', 'institution')).toMatchObject({
      id: ids.institution,
      subtitle: 'NS',
      path: `/institution/editor/existing/${ids.institution}`,
    });
    expect(await first('komunitas saham', 'contributor')).toMatchObject({
      id: ids.contributor,
      path: `/contributor/editor/existing/${ids.contributor}`,
    });
    expect(await first('monetisasi', 'circle-research')).toMatchObject({
      id: ids.circle,
      title: 'Telkom monetisasi pusat data',
      subtitle: 'Pending',
      path: `/circle-research-content/editor/existing/${ids.circle}`,
    });
    expect(await first('bbca', 'master-stock')).toMatchObject({
      title: 'BBCA',
      subtitle: 'PT BBCA Tbk',
      path: '/tool/stocks?tab=master-stock&q=BBCA',
    });
  });

  it('never answers an area the caller cannot read: a writter sees no clients or staff', async () => {
    const writter = await t.login('writter@demo.test');
    const groups = await search(writter, 'q=wulan');
    const areas = groups.map((g) => g.area);
    expect(areas).not.toContain('client');
    expect(areas).not.toContain('internal-user');
    expect(areas).toContain('algo-research');
    expect(groups.flatMap((g) => g.items)).toEqual([]);
    // Content the writter may read is found as usual.
    expect(group(await search(writter, 'q=ihsg'), 'algo-news')!.items.map((i) => i.id)).toEqual([ids.news]);
  });

  it('answers exactly the readable areas of a narrow permission set, and none for a caller who reads none', async () => {
    const clientsOnly = await staffWith(t, { USER: ['read'] });
    expect((await search(clientsOnly, 'q=wulan')).map((g) => g.area)).toEqual(['client']);
    const writeWithoutRead = await staffWith(t, { INTERNALUSER: ['update'], ADBANNER: ['read'] });
    expect(await search(writeWithoutRead, 'q=wulan')).toEqual([]);
    const nothing = await staffWith(t, {});
    expect(await search(nothing, 'q=wulan')).toEqual([]);
  });

  it('does not find a record in the trash', async () => {
    const doomed = await createRecord(t, owner, 'category', { article_category_name: 'Kopiluwak Terhapus' });
    expect(group(await search(owner, 'q=kopiluwak'), 'category')!.items.map((i) => i.id)).toEqual([doomed.id]);
    const removed = await t.call({ method: 'DELETE', url: `/api/category/delete/${doomed.id}`, cookie: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(group(await search(owner, 'q=kopiluwak'), 'category')!.items).toEqual([]);
  });

  it('gives at most `limit` records per area, and nothing for words the index cannot hold', async () => {
    for (const n of [1, 2, 3]) await createRecord(t, owner, 'category', { article_category_name: `Lapis Dua ${n}` });
    expect(group(await search(owner, 'q=lapis&limit=2'), 'category')!.items).toHaveLength(2);
    expect(group(await search(owner, 'q=lapis'), 'category')!.items).toHaveLength(3);
    // Trimmed before searching; punctuation alone matches nothing and changes no query.
    expect(group(await search(owner, `q=${encodeURIComponent('  lapis  ')}&limit=1`), 'category')!.items).toHaveLength(1);
    const punctuation = await search(owner, `q=${encodeURIComponent('"*) OR 1=1 --')}`);
    expect(punctuation.flatMap((g) => g.items.filter((i) => i.title.startsWith('Lapis')))).toEqual([]);
  });

  it('refuses bad input with a 400 naming the parameter, and callers who are not signed in', async () => {
    for (const query of [
      '',
      'q=',
      `q=${encodeURIComponent('   ')}`,
      `q=${'a'.repeat(101)}`,
      'q=x&limit=0',
      'q=x&limit=21',
      'q=x&limit=abc',
      'q=x&limit=2.5',
      'q=x&page=2',
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/search?${query}`, cookie: owner });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(json(res).error.code).toBe('VALIDATION');
    }
    expect((await t.call({ method: 'GET', url: `/api/search?q=${'a'.repeat(100)}&limit=20`, cookie: owner })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: 'GET', url: '/api/search?q=wulan' })).statusCode).toBe(401);
  });
});
