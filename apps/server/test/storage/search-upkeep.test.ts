import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  forgetSearchIndexSamples,
  mergeSearchIndexes,
  MERGE_FROM_SEGMENTS,
  searchIndexes,
  segmentsOf,
} from '@/resources/search/sqlite-fts5-upkeep.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord } from '../resources/resource-helpers.ts';

describe('the search indexes kept merged on sqlite', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  /** What a staff member sees searching research: the page and its total, in title order. */
  async function search(query: string): Promise<{ total: number; titles: string[] }> {
    const res = await t.call({
      method: 'GET',
      url: `/api/algo-research/list?query=${query}&status=DRAFT&sortby=title&sortdesc=false&page=2&limit=5`,
      cookie: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = json(res);
    return { total: data.total, titles: (data.data as Array<{ title: string }>).map((r) => r.title) };
  }

  /** Categories, searched through the table kit's index (its text read back from the table). */
  async function categories(query: string): Promise<{ total: number; names: string[] }> {
    const res = await t.call({ method: 'GET', url: `/api/category/list?query=${query}&limit=100`, cookie: owner });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = json(res);
    return {
      total: data.total,
      names: (data.data as Array<{ article_category_name: string }>).map((r) => r.article_category_name),
    };
  }

  const everything = async () => ({
    kopi: await search('kopi'),
    teh: await search('teh'),
    naik: await search('naik'),
    arabika: await categories('arabika'),
  });

  it('merges an index written by many changes into one segment, and searches answer the same', async () => {
    // Each record is its own transaction, so its entries are a segment of their own until FTS5
    // merges four of one size.
    const indexes = ['algo_research_fts_live_draft', 'research_categories_fts'];
    const fewest = async () => Math.min(...(await Promise.all(indexes.map((index) => segmentsOf(t.ctx.db, index)))));
    let n = 0;
    while ((n < 15 || (await fewest()) < MERGE_FROM_SEGMENTS + 2) && n < 80) {
      n++;
      await createRecord(t, owner, 'algo-research', {
        title: `Kopi ${String.fromCharCode(90 - (n % 26))}${n} sektor konsumer`,
        first_summary: n % 3 === 0 ? 'Permintaan kopi naik.' : 'Permintaan teh turun.',
        short_description: 'Ringkasan.',
        body: '<p>Isi</p>',
      });
      await createRecord(t, owner, 'category', { article_category_name: `Kopi ${n} ${n % 2 ? 'arabika' : 'robusta'}` });
    }
    expect(await fewest()).toBeGreaterThanOrEqual(MERGE_FROM_SEGMENTS);
    const before = await everything();
    expect(before.kopi.total).toBe(n);
    expect(before.kopi.titles).toHaveLength(5);
    expect(before.arabika.total).toBe(Math.ceil(n / 2));

    const merged = await mergeSearchIndexes(t.ctx.db);
    expect(merged.map((m) => m.index)).toEqual(expect.arrayContaining(indexes));
    for (const index of indexes) expect(await segmentsOf(t.ctx.db, index)).toBe(1);
    expect(await everything()).toEqual(before);

    // Merged, an index is left alone until it has several segments again.
    expect(await mergeSearchIndexes(t.ctx.db)).toEqual([]);
    await createRecord(t, owner, 'algo-research', {
      title: 'Kopi AA baru',
      first_summary: 'Permintaan kopi naik.',
      short_description: 'Ringkasan.',
      body: '<p>Isi</p>',
    });
    expect(await segmentsOf(t.ctx.db, 'algo_research_fts_live_draft')).toBe(2);
    expect((await mergeSearchIndexes(t.ctx.db)).map((m) => m.index)).not.toContain('algo_research_fts_live_draft');
    expect((await search('kopi')).total).toBe(n + 1);
  });

  it("forgets ANALYZE's samples of the indexes' own tables, keeps the other tables' and searches answer the same", async () => {
    const before = await everything();
    await sql`analyze`.execute(t.ctx.db.kysely);
    const sampled = async () =>
      (await sql<{ tbl: string }>`select distinct tbl from sqlite_stat4 order by tbl`.execute(t.ctx.db.kysely)).rows.map(
        (r) => r.tbl,
      );
    const shadows = (tables: string[]) =>
      tables.filter((name) => /_fts(_[a-z_]+)?_(data|idx|config|docsize|content)$/.test(name));
    const analysed = await sampled();
    expect(analysed).toContain('algo_research_fts_live_draft_idx');
    expect(analysed).toContain('algo_research');

    const forgotten = await forgetSearchIndexSamples(t.ctx.db);
    expect(forgotten).toBeGreaterThan(0);
    const left = await sampled();
    expect(shadows(left)).toEqual([]);
    expect(left).toEqual(analysed.filter((name) => !shadows(analysed).includes(name)));
    expect(await everything()).toEqual(before);
    // Nothing left to forget until the next ANALYZE.
    expect(await forgetSearchIndexSamples(t.ctx.db)).toBe(0);
  });
});

describe.each(DIALECTS.filter((d) => d === 'postgres'))('the search indexes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('need no upkeep: there is nothing to merge', async () => {
    expect(await searchIndexes(t.ctx.db)).toEqual([]);
    expect(await mergeSearchIndexes(t.ctx.db)).toEqual([]);
    expect(await forgetSearchIndexSamples(t.ctx.db)).toBe(0);
  });
});
