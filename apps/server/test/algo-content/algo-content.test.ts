import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { algoNewsSchema } from '@rc/contract/resources/algo-news.resource';
import { algoResearchSchema } from '@rc/contract/resources/algo-research.resource';
import { DIALECTS, createTestApp, json, rowCount, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffWith } from '../resources/resource-helpers.ts';

const HOUR = 60 * 60_000;

type People = { writer: string; reviewer: string; owner: string; writerId: number };

/** A research body with every list set. */
const research = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `BBCA: Kualitas Aset Terjaga ${n}`,
  first_summary: 'Kualitas aset terjaga.',
  short_description: 'Ringkasan riset perbankan.',
  body: `<h2>Ringkasan</h2><p>Laba bersih naik ${n} persen.</p>`,
  ...extra,
});

describe.each(DIALECTS)('Exclusive research and Insight on %s', (dialect) => {
  let t: TestApp;
  let p: People;
  let category: number;
  let researchTag: number;
  let newsTag: number;
  let bothTag: number;
  let serial = 0;

  const get = async (cookie: string, url: string) => {
    const res = await t.call({ method: 'GET', url, cookie });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return json(res).data;
  };
  const detail = (name: string, id: number) => get(p.owner, `/api/${name}/detail/${id}`);
  const step = async (cookie: string, name: string, id: number, body: Record<string, unknown>) => {
    const { version } = await detail(name, id);
    return t.call({ method: 'POST', url: `/api/${name}/workflow/${id}`, cookie, payload: { version, ...body } });
  };
  const mustStep = async (cookie: string, name: string, id: number, body: Record<string, unknown>) => {
    const res = await step(cookie, name, id, body);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const update = async (cookie: string, name: string, id: number, patch: Record<string, unknown>) => {
    const current = await detail(name, id);
    const editable = Object.keys((name === 'algo-research' ? algoResearchSchema : algoNewsSchema).shape);
    const body = Object.fromEntries(editable.filter((k) => k in current).map((k) => [k, current[k]]));
    return t.call({
      method: 'PUT',
      url: `/api/${name}/update/${id}`,
      cookie,
      payload: { ...body, ...patch, version: current.version },
    });
  };
  const published = async (area: 'algo-research' | 'algo-news') =>
    (await get(p.owner, `/api/analytic/${area}/total-published`)).total as number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addMasterStocks(t, ['TLKM', 'BBCA', 'ANTM', 'MDKA', 'BBRI', 'BMRI', 'PTBA']);
    const writer = await staffWith(t, { ALGORESEARCH: ['read', 'write', 'update'], ALGONEWS: ['read', 'write', 'update'] });
    p = {
      writer,
      reviewer: await staffWith(t, { ALGORESEARCH: ['read', 'approval'], ALGONEWS: ['read', 'approval'] }),
      owner: await t.login('owner@demo.test'),
      writerId: (await get(writer, '/api/internal-user/profile')).id,
    };
    category = (await createRecord(t, p.owner, 'category', { article_category_name: 'Perbankan', description: 'Bank' })).id;
    researchTag = (await createRecord(t, p.owner, 'master-tag', { name: 'Valuasi', applies_to: 'RESEARCH' })).id;
    newsTag = (await createRecord(t, p.owner, 'master-tag', { name: 'IHSG', applies_to: 'NEWS' })).id;
    bothTag = (await createRecord(t, p.owner, 'master-tag', { name: 'Dividen', applies_to: 'BOTH' })).id;
    for (const code of ['PRO_30', 'BASIC_30']) {
      await createRecord(t, p.owner, 'subscription', { name: code, code, price: 99_000, duration_days: 30 });
    }
  });
  afterAll(async () => t.close());

  it('keeps a research draft with its author, category, tags, tickers and plans in the order given', async () => {
    const created = await createRecord(
      t,
      p.writer,
      'algo-research',
      research(++serial, {
        category_id: category,
        tags: [bothTag, researchTag],
        tickers: ['tlkm', ' BBCA '],
        plans: ['PRO_30'],
      }),
    );
    expect(created).toMatchObject({
      status: 'DRAFT',
      writter_id: p.writerId,
      category_id: category,
      tags: [bothTag, researchTag],
      tickers: ['TLKM', 'BBCA'],
      plans: ['PRO_30'],
      published_at: null,
    });
    expect(await detail('algo-research', created.id)).toMatchObject({ tags: [bothTag, researchTag], tickers: ['TLKM', 'BBCA'] });

    const res = await update(p.writer, 'algo-research', created.id, {
      tags: [researchTag],
      tickers: [],
      plans: ['BASIC_30', 'PRO_30'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ tags: [researchTag], tickers: [], plans: ['BASIC_30', 'PRO_30'] });
    const history = await get(p.owner, `/api/algo-research/history/${created.id}`);
    expect(history.data[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['plans', 'tags', 'tickers']);
  });

  it("shows in lists and details each record's tags, tickers and plans as last written, in order", async () => {
    const created = await createRecord(
      t,
      p.writer,
      'algo-research',
      research(++serial, { tags: [researchTag], tickers: ['TLKM', 'BBCA'], plans: ['PRO_30'] }),
    );
    const bare = await createRecord(t, p.writer, 'algo-research', research(++serial));
    const listed = async (id: number, query = '') => {
      const page = await get(p.owner, `/api/algo-research/list?status=DRAFT&limit=100${query}`);
      return (page.data as Array<Record<string, unknown>>).find((r) => r.id === id);
    };
    const lists = (r: Record<string, unknown> | undefined) => r && { tags: r.tags, tickers: r.tickers, plans: r.plans };
    expect(lists(await listed(created.id))).toEqual({ tags: [researchTag], tickers: ['TLKM', 'BBCA'], plans: ['PRO_30'] });
    expect(lists(await listed(bare.id))).toEqual({ tags: [], tickers: [], plans: [] });

    const res = await update(p.writer, 'algo-research', created.id, { tickers: ['BBCA', 'BBRI', 'TLKM'], plans: [] });
    expect(res.statusCode, res.body).toBe(200);
    const after = { tags: [researchTag], tickers: ['BBCA', 'BBRI', 'TLKM'], plans: [] };
    expect(lists(await listed(created.id))).toEqual(after);
    expect(lists(await listed(created.id, `&query=Terjaga ${serial - 1}&sortby=title&sortdesc=false`))).toEqual(after);
    expect(lists(await detail('algo-research', created.id))).toEqual(after);
    // The rows' copies of the lists (SQLite) are the server's own: no answer carries them.
    expect(Object.keys((await listed(created.id))!).filter((key) => key.endsWith('_copy'))).toEqual([]);
    expect(Object.keys(await detail('algo-research', created.id)).filter((key) => key.endsWith('_copy'))).toEqual([]);

    // An entry written to a side table by anything else (an import, a script) shows as well.
    await t.ctx.db.kysely
      .insertInto('algo_research_tickers' as never)
      .values({ owner_id: bare.id, value: 'PTBA', position: 0 } as never)
      .execute();
    expect(lists(await listed(bare.id))).toEqual({ tags: [], tickers: ['PTBA'], plans: [] });
    expect((await detail('algo-research', bare.id)).tickers).toEqual(['PTBA']);
    await t.ctx.db.kysely
      .deleteFrom('algo_research_tickers' as never)
      .where('owner_id' as never, '=', bare.id as never)
      .execute();
    expect((await listed(bare.id))?.tickers).toEqual([]);
  });

  it('refuses tags of the other area, unknown tags, plans and categories, and bad tickers, writing nothing', async () => {
    const before = await rowCount(t.ctx.db.kysely, 'algo_research');
    const links = await rowCount(t.ctx.db.kysely, 'algo_research_tags');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ tags: [newsTag] }, 'tags', /not for research/],
      [{ tags: [999_999] }, 'tags', /No tag with id 999999/],
      [{ plans: ['GOLD_1'] }, 'plans', /No plan with code GOLD_1/],
      [{ category_id: 999_999 }, 'category_id', /No category/],
      [{ tickers: ['BBCA1'] }, 'tickers', /BBCA1 is not a valid code/],
      [{ tickers: ['BBCA', 'bbca'] }, 'tickers', /twice/],
      [{ tags: ['x'] }, 'tags', /list of ids/],
    ];
    for (const [patch, field, message] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/api/algo-research/create',
        cookie: p.writer,
        payload: research(++serial, patch),
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      // A list item's message names its place (tickers.0); the console shows it under the list.
      const fields = Object.entries(json(res).error.fields as Record<string, string>);
      const hit = fields.find(([key]) => key === field || key.startsWith(`${field}.`));
      expect(hit?.[1], res.body).toMatch(message);
    }
    expect(await rowCount(t.ctx.db.kysely, 'algo_research')).toBe(before);
    expect(await rowCount(t.ctx.db.kysely, 'algo_research_tags')).toBe(links);
    const news = await t.call({
      method: 'POST',
      url: '/api/algo-news/create',
      cookie: p.writer,
      payload: { title: 'IHSG menguat tajam', summary: 'Ringkas', body: '<p>Isi</p>', tags: [researchTag] },
    });
    expect(news.statusCode).toBe(400);
    expect(json(news).error.fields.tags).toMatch(/not for news/);
  });

  it('filters by tag, ticker, plan (or none), category, author and status, and searches the body', async () => {
    const word = `kata${dialect}unik`;
    const tagged = await createRecord(t, p.writer, 'algo-research', {
      ...research(++serial, { tags: [researchTag], tickers: ['ANTM'], plans: ['PRO_30'], category_id: category }),
      body: `<p>Emas ${word} naik</p>`,
    });
    const free = await createRecord(t, p.writer, 'algo-research', research(++serial, { tickers: ['MDKA'] }));
    const ids = async (query: string) =>
      ((await get(p.owner, `/api/algo-research/list?limit=100&${query}`)).data as { id: number }[]).map((r) => r.id);
    expect(await ids(`tickers=ANTM`)).toEqual([tagged.id]);
    expect(await ids(`tags=${researchTag}&tickers=ANTM`)).toEqual([tagged.id]);
    expect(await ids(`plans=PRO_30`)).toContain(tagged.id);
    expect(await ids(`plans=PRO_30`)).not.toContain(free.id);
    expect(await ids(`plans=none`)).toContain(free.id);
    expect(await ids(`plans=none`)).not.toContain(tagged.id);
    expect(await ids(`category_id=${category}&tickers=ANTM`)).toEqual([tagged.id]);
    expect(await ids(`writter_id=${p.writerId}&tickers=MDKA`)).toEqual([free.id]);
    expect(await ids(`query=${word}`)).toEqual([tagged.id]);
    expect(await ids(`status=DRAFT&tickers=MDKA`)).toEqual([free.id]);
    expect(await ids(`status=PENDING&tickers=MDKA`)).toEqual([]);
    const bad = await t.call({ method: 'GET', url: '/api/algo-research/list?tags=abc', cookie: p.owner });
    expect(bad.statusCode).toBe(400);
    const counts = await get(p.owner, '/api/algo-research/counts');
    expect(counts.by.status.DRAFT).toBeGreaterThanOrEqual(2);
  });

  it('searches within a status in every sort order, with the total of all matches on every page', async () => {
    const word = `riset${dialect}cari`;
    const made: Array<{ id: number; title: string }> = [];
    for (const n of [3, 1, 4, 2, 5]) {
      const record = await createRecord(t, p.writer, 'algo-research', {
        ...research(++serial),
        title: `Cari ${n} ${word}`,
      });
      made.push({ id: record.id as number, title: record.title as string });
    }
    // One of them pending, one in the trash: neither is a live draft.
    const [pending, trashed] = [made[0]!, made[1]!];
    await mustStep(p.writer, 'algo-research', pending.id, { action: 'submit' });
    const deleted = await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${trashed.id}`, cookie: p.owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const drafts = made.filter((r) => r !== pending && r !== trashed);
    const page = async (query: string) =>
      (await get(p.owner, `/api/algo-research/list?query=${word}&status=DRAFT&limit=2&${query}`)) as {
        data: { id: number }[];
        total: number;
      };
    const byTitle = [...drafts].sort((a, b) => a.title.localeCompare(b.title)).map((r) => r.id);
    const first = await page('sortby=title&sortdesc=false&page=1');
    const second = await page('sortby=title&sortdesc=false&page=2');
    expect([...first.data, ...second.data].map((r) => r.id)).toEqual(byTitle);
    expect([first.total, second.total]).toEqual([3, 3]);
    const newest = await page('sortby=created_at&sortdesc=true&page=1');
    expect(newest.data.map((r) => r.id)).toEqual([drafts[2]!.id, drafts[1]!.id]);
    for (const sort of ['updated_at', 'published_at']) expect((await page(`sortby=${sort}&page=1`)).total).toBe(3);
    // Past the last page: nothing to show, but the total still says how many there are.
    const beyond = await page('sortby=title&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(3);
    const pendingOnly = await get(p.owner, `/api/algo-research/list?query=${word}&status=PENDING`);
    expect((pendingOnly.data as { id: number }[]).map((r) => r.id)).toEqual([pending.id]);
    const inTrash = await get(p.owner, `/api/algo-research/list?query=${word}&trashed=true&sortby=title`);
    expect((inTrash.data as { id: number }[]).map((r) => r.id)).toEqual([trashed.id]);
    // A tab searched alone may be read by walking the sort's index; with one more filter (the same
    // author, so the same records) every match is checked instead. Both read the same pages.
    for (const sort of ['title', 'created_at', 'updated_at', 'published_at']) {
      for (const [desc, n] of [
        ['false', 1],
        ['true', 2],
      ] as const) {
        const alone = await page(`sortby=${sort}&sortdesc=${desc}&page=${n}`);
        const filtered = await page(`sortby=${sort}&sortdesc=${desc}&page=${n}&writter_id=${p.writerId}`);
        expect(alone).toEqual(filtered);
        expect(alone.total).toBe(3);
      }
    }
    const everyTab = await get(p.owner, `/api/algo-research/list?query=${word}&sortby=title&limit=10`);
    expect((everyTab.data as { id: number }[]).map((r) => r.id).sort()).toEqual([...drafts, pending].map((r) => r.id).sort());
    expect(everyTab.total).toBe(4);
  });

  /** A title-sorted draft search's page, alone (read from the index) or with one more filter (every match checked). */
  const titlePage = async (word: string, query: string) =>
    (await get(p.owner, `/api/algo-research/list?query=${word}&status=DRAFT&sortby=title&${query}`)) as {
      data: { id: number; title: string }[];
      total: number;
    };

  /** Every page of every size, both ways: the same as the checked list's, each record once. */
  const expectEveryPageExact = async (word: string, ids: readonly number[]) => {
    for (const limit of [1, 2, 3, 5, 10]) {
      for (const desc of ['false', 'true']) {
        const seen: number[] = [];
        for (let n = 1; n <= Math.ceil(ids.length / limit) + 1; n++) {
          const alone = await titlePage(word, `sortdesc=${desc}&limit=${limit}&page=${n}`);
          const checked = await titlePage(word, `sortdesc=${desc}&limit=${limit}&page=${n}&writter_id=${p.writerId}`);
          expect(alone, `limit ${limit}, page ${n}, desc ${desc}`).toEqual(checked);
          expect(alone.total).toBe(ids.length);
          seen.push(...alone.data.map((r) => r.id));
        }
        expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }
    }
  };

  /** On SQLite, whether every live record's title rank (decision 033) follows (title, id) order. */
  const ranksInTitleOrder = async () => {
    if (dialect !== 'sqlite') return true;
    const out = await sql<{ n: number }>`select count(*) as n from (
        select r.rank, lag(r.rank) over (order by a.title, a.id) as before
        from algo_research a join algo_research_title_ranks r on r.id = a.id where a.deleted_at is null)
      where rank < before`.execute(t.ctx.db.kysely);
    return Number(out.rows[0]?.n) === 0;
  };

  it('pages a title-sorted search in exact title order when many titles begin alike', async () => {
    // On SQLite a tab's index numbers its entries by each record's rank in title order (decision
    // 033): titles alike, in another case, past Latin-1, or the same title twice keep their order.
    // Every page must match the one read by checking every match (one more filter).
    const word = `urut${dialect}judul`;
    const titles = ['Bank A', 'Bank B', 'bank c', 'Banking', 'BANK', 'Bank A', 'Ab', 'Aa', 'Ékuitas', 'Émiten'];
    const more = ['Ōtsuka', 'Œa', 'Ōz', '日本', '日経', 'Z', 'Bank'];
    const ids: number[] = [];
    for (const title of [...titles, ...more]) {
      const record = await createRecord(t, p.writer, 'algo-research', { ...research(++serial), title: `${title} ${word}` });
      ids.push(record.id as number);
    }
    await expectEveryPageExact(word, ids);
    const all = (await titlePage(word, `sortdesc=false&limit=100`)).data.map((r) => r.title.replace(` ${word}`, ''));
    expect(all.slice(0, 3)).toEqual(['Aa', 'Ab', 'BANK']);
    expect(all.indexOf('Bank A')).toBeLessThan(all.indexOf('Bank B'));
    expect(all.lastIndexOf('Bank A') - all.indexOf('Bank A')).toBe(1);
    // A renamed record moves to its new place.
    const saved = await update(p.writer, 'algo-research', ids[7]!, { title: `Zz ${word}` });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectEveryPageExact(word, ids);
    const renamed = (await titlePage(word, `sortdesc=false&limit=100`)).data.map((r) => r.title.replace(` ${word}`, ''));
    expect(renamed.slice(0, 2)).toEqual(['Ab', 'BANK']);
    expect(renamed.indexOf('Zz')).toBe(renamed.indexOf('Z') + 1);
    expect(await ranksInTitleOrder()).toBe(true);
  });

  it('keeps a title-sorted search exact where new titles crowd between two others', async () => {
    // Each title lands between the last one and "c": on SQLite the room between two ranks halves
    // every time until neighbours share a rank, and the list then orders those by their titles.
    const word = `sela${dialect}rapat`;
    const ids: number[] = [];
    const add = async (title: string) => {
      const record = await createRecord(t, p.writer, 'algo-research', { ...research(++serial), title: `Sela ${word} ${title}` });
      ids.push(record.id as number);
    };
    await add('a');
    await add('c');
    for (let n = 1; n <= 36; n++) await add('b'.repeat(n));
    // Newer records between older ones that share a rank: their ids no longer follow the titles.
    for (let n = 35; n >= 30; n--) await add(`${'b'.repeat(n)}a`);
    if (dialect === 'sqlite') {
      const shared = await sql<{ n: number }>`select count(*) - count(distinct r.rank) as n from algo_research a
        join algo_research_title_ranks r on r.id = a.id where a.title like ${`Sela ${word} %`}`.execute(t.ctx.db.kysely);
      expect(Number(shared.rows[0]?.n)).toBeGreaterThan(0);
    }
    await expectEveryPageExact(word, ids);
    const titles = (await titlePage(word, 'sortdesc=false&limit=100')).data.map((r) => r.title.replace(`Sela ${word} `, ''));
    const bs = Array.from({ length: 36 }, (_, i) => 'b'.repeat(i + 1));
    expect(titles).toEqual(['a', ...[...bs, ...bs.slice(29, 35).map((b) => `${b}a`)].sort(), 'c']);
    // Out of the trash after others took its place: still in order.
    const moved = ids[2]!;
    expect((await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${moved}`, cookie: p.owner })).statusCode).toBe(200);
    await add('b');
    expect((await t.call({ method: 'POST', url: `/api/algo-research/restore/${moved}`, cookie: p.owner })).statusCode).toBe(200);
    await expectEveryPageExact(word, ids);
    expect(await ranksInTitleOrder()).toBe(true);
  });

  it('finds a record in the tab of its status as it moves through the workflow, the trash and edits', async () => {
    const word = `pindah${dialect}tab`;
    const { id } = (await createRecord(t, p.writer, 'algo-news', {
      title: `Berita ${word}`,
      summary: 'Ringkas',
      body: '<p>Isi berita</p>',
    })) as { id: number };
    const found = async (query: string) =>
      ((await get(p.owner, `/api/algo-news/list?query=${word}&${query}`)).data as { id: number }[]).map((r) => r.id);
    const tabs = async () => ({
      all: await found(''),
      draft: await found('status=DRAFT'),
      pending: await found('status=PENDING'),
      trash: await found('trashed=true'),
    });
    expect(await tabs()).toEqual({ all: [id], draft: [id], pending: [], trash: [] });
    await mustStep(p.writer, 'algo-news', id, { action: 'submit' });
    expect(await tabs()).toEqual({ all: [id], draft: [], pending: [id], trash: [] });
    const deleted = await t.call({ method: 'DELETE', url: `/api/algo-news/delete/${id}`, cookie: p.owner });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await tabs()).toEqual({ all: [], draft: [], pending: [], trash: [id] });
    const back = await t.call({ method: 'POST', url: `/api/algo-news/restore/${id}`, cookie: p.owner });
    expect(back.statusCode, back.body).toBe(200);
    expect(await tabs()).toEqual({ all: [id], draft: [], pending: [id], trash: [] });
    // Sent back for revision, then the words change: the old ones find nothing, the new ones the record.
    await mustStep(p.reviewer, 'algo-news', id, { action: 'request_revision', note: 'Sumber kurang jelas.' });
    expect(await found('status=REVISION')).toEqual([id]);
    const saved = await update(p.writer, 'algo-news', id, { title: `Berita baru ganti${word}` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await found('status=REVISION')).toEqual([]);
    const renamed = (await get(p.owner, `/api/algo-news/list?query=ganti${word}&status=REVISION`)).data as { id: number }[];
    expect(renamed.map((r) => r.id)).toEqual([id]);
  });

  it('exports the list with its lists as text', async () => {
    const res = await t.call({ method: 'GET', url: '/api/algo-research/export.csv?tickers=ANTM', cookie: p.owner });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/ANTM/);
  });

  it('goes from draft to published through the workflow, and the dashboard counts it at once', async () => {
    const before = await published('algo-research');
    const { id } = await createRecord(t, p.writer, 'algo-research', research(++serial, { tags: [researchTag] }));
    await mustStep(p.writer, 'algo-research', id, { action: 'submit' });
    // Maker–checker: the author cannot approve even when given approval.
    const self = await staffWith(t, { ALGORESEARCH: ['read', 'write', 'update', 'approval'] });
    const own = await createRecord(t, self, 'algo-research', research(++serial));
    await mustStep(self, 'algo-research', own.id, { action: 'submit' });
    const refused = await step(self, 'algo-research', own.id, { action: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.message).toMatch(/maker-checker/);

    const revision = await mustStep(p.reviewer, 'algo-research', id, { action: 'request_revision', note: 'Tambahkan data NIM.' });
    expect(revision).toMatchObject({ status: 'REVISION', response_note: 'Tambahkan data NIM.' });
    expect(await published('algo-research')).toBe(before);
    await mustStep(p.writer, 'algo-research', id, { action: 'submit' });
    const approved = await mustStep(p.reviewer, 'algo-research', id, { action: 'approve' });
    expect(approved.status).toBe('APPROVED');
    expect(approved.published_at).not.toBeNull();
    expect(await published('algo-research')).toBe(before + 1);
  });

  it('keeps the live version, lists included, while a change is reviewed, and restores it when the change is rejected', async () => {
    const { id } = await createRecord(t, p.writer, 'algo-news', {
      title: 'Rupiah menguat tajam',
      summary: 'Rupiah menguat.',
      body: '<p>Isi awal</p>',
      tags: [newsTag],
      tickers: ['BBRI'],
      is_breaking: true,
    });
    await mustStep(p.writer, 'algo-news', id, { action: 'submit' });
    await mustStep(p.reviewer, 'algo-news', id, { action: 'approve' });
    const count = await published('algo-news');

    const res = await update(p.writer, 'algo-news', id, {
      title: 'Rupiah menguat tajam (revisi)',
      tags: [bothTag],
      tickers: ['BMRI'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = await detail('algo-news', id);
    expect(pending).toMatchObject({ status: 'REQUEST', title: 'Rupiah menguat tajam (revisi)', tags: [bothTag] });
    expect(pending.workflow.live).toMatchObject({ title: 'Rupiah menguat tajam', tags: [newsTag], tickers: ['BBRI'] });
    // Still published while the change is reviewed.
    expect(await published('algo-news')).toBe(count);

    await mustStep(p.reviewer, 'algo-news', id, { action: 'reject', note: 'Judul lama lebih tepat.' });
    const kept = await detail('algo-news', id);
    expect(kept).toMatchObject({
      status: 'APPROVED',
      title: 'Rupiah menguat tajam',
      tags: [newsTag],
      tickers: ['BBRI'],
      is_breaking: true,
    });
    expect(await published('algo-news')).toBe(count);
  });

  it('publishes a scheduled approval by itself at its time, and the count follows', async () => {
    const before = await published('algo-research');
    const { id } = await createRecord(t, p.writer, 'algo-research', research(++serial));
    await mustStep(p.writer, 'algo-research', id, { action: 'submit' });
    const at = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const scheduled = await mustStep(p.reviewer, 'algo-research', id, { action: 'approve', scheduled_at: at });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', published_at: null, scheduled_at: at });
    expect(await published('algo-research')).toBe(before);
    t.clock.advance(HOUR + 1000);
    await t.ctx.jobs.runDue();
    expect(await detail('algo-research', id)).toMatchObject({ status: 'APPROVED', published_at: t.clock.now().toISOString() });
    expect(await published('algo-research')).toBe(before + 1);
  });

  it('trashes and restores a record with its lists', async () => {
    const { id } = await createRecord(t, p.writer, 'algo-research', research(++serial, { tickers: ['PTBA'] }));
    const del = await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${id}`, cookie: p.owner });
    expect(del.statusCode, del.body).toBe(200);
    const trashed = (await get(p.owner, '/api/algo-research/list?trashed=true&tickers=PTBA')).data;
    expect(trashed.map((r: { id: number }) => r.id)).toEqual([id]);
    const back = await t.call({ method: 'POST', url: `/api/algo-research/restore/${id}`, cookie: p.owner });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).data.tickers).toEqual(['PTBA']);
  });
});
