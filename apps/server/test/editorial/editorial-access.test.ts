import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORIAL_AREA_NAMES, EDITORIAL_MODULES } from '@rc/contract/editorial-areas';
import type { Action } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { deskCounts, newsroom, queue, recordIn, type Newsroom } from './editorial-helpers.ts';

const AREAS = ['algo-research', 'algo-news', 'circle-research'] as const;

describe.each(DIALECTS)('who sees what on the editorial desk, on %s', (dialect) => {
  let t: TestApp;
  let n: Newsroom;
  const as = (grants: Partial<Record<Module, Action[]>>) => staffWith(t, grants);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    n = await newsroom(t);
    for (const area of AREAS) {
      await recordIn(t, n, area, 'PENDING');
      await recordIn(t, n, area, 'REVISION');
    }
  });
  afterAll(async () => t.close());

  const areasSeen = async (cookie: string, query = '') => {
    const { status, body } = await queue(t, cookie, `limit=100${query ? `&${query}` : ''}`);
    if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
    return [...new Set(body.data.data.map((r: any) => r.area))].sort();
  };

  it('needs a session', async () => {
    for (const url of ['/api/editorial/queue', '/api/editorial/counts', '/api/editorial/authors']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('shows each area only to those who read its module', async () => {
    expect(await areasSeen(n.reviewer)).toEqual(['algo-news', 'algo-research', 'circle-research']);
    expect(await areasSeen(await as({ ALGONEWS: ['read'] }))).toEqual(['algo-news']);
    expect(await areasSeen(await as({ ALGORESEARCH: ['read'] }))).toEqual(['algo-research']);
    expect(await areasSeen(await as({ COMMUNITYRESEARCH: ['read'] }))).toEqual(['circle-research']);
    expect(await areasSeen(await as({ ALGONEWS: ['read'], COMMUNITYRESEARCH: ['read'] }))).toEqual([
      'algo-news',
      'circle-research',
    ]);
    const news = await as({ ALGONEWS: ['read'] });
    const counts = await deskCounts(t, news);
    expect(counts.body.data).toMatchObject({ total: 2, by: { REVIEW: 1, REVISION: 1 } });
    const authors = json(await t.call({ method: 'GET', url: '/api/editorial/authors', cookie: news })).data;
    expect(authors.map((a: any) => a.people)).toEqual(['staff']);
  });

  it('refuses with 403 whoever reads none of the areas, before looking at the parameters', async () => {
    const cases: Array<Partial<Record<Module, Action[]>>> = [
      {},
      { RESEARCHCATEGORY: ['read'] },
      { ALGORESEARCH: ['write', 'update', 'approval', 'delete'], ALGONEWS: ['approval'], COMMUNITYRESEARCH: ['approval'] },
      { INSTITUTION_STOCK_PLACEMENT: ['read'], ALGORESEARCHBLAST: ['read'] },
    ];
    for (const grants of cases) {
      const cookie = await as(grants);
      for (const query of ['', 'status=NOPE&page=0']) {
        const { status, body } = await queue(t, cookie, query);
        expect(status, JSON.stringify(grants)).toBe(403);
        expect(body.error.message).toBe(`You need the read permission on one of ${EDITORIAL_MODULES.join(', ')} for this.`);
      }
      expect((await deskCounts(t, cookie)).status).toBe(403);
    }
  });

  it('refuses an area asked for by name that the caller cannot read, and says which permission it takes', async () => {
    const news = await as({ ALGONEWS: ['read'] });
    for (const [area, module, label] of [
      ['algo-research', 'ALGORESEARCH', 'Exclusive research'],
      ['circle-research', 'COMMUNITYRESEARCH', 'Circle'],
    ]) {
      const { status, body } = await queue(t, news, `area=${area}`);
      expect(status).toBe(403);
      expect(body.error.message).toBe(`You need the read permission on ${module} to see ${label} on the desk.`);
      expect((await deskCounts(t, news, `area=${area}`)).status).toBe(403);
      const authors = await t.call({ method: 'GET', url: `/api/editorial/authors?area=${area}`, cookie: news });
      expect(authors.statusCode).toBe(403);
    }
    expect(await areasSeen(news, 'area=algo-news')).toEqual(['algo-news']);
  });

  it('follows a change of permissions on the next request', async () => {
    const cookie = await as({ ALGONEWS: ['read'] });
    expect(await areasSeen(cookie)).toEqual(['algo-news']);
    const owner = await t.login('owner@demo.test');
    const me = json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data;
    const res = await t.call({
      method: 'PUT',
      url: `/api/user-permission/${me.id}`,
      cookie: owner,
      payload: {
        read_action: ['COMMUNITYRESEARCH'],
        write_action: [],
        update_action: [],
        approval_action: [],
        delete_action: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await areasSeen(cookie)).toEqual(['circle-research']);
  });
});

describe.each(DIALECTS)('bad desk parameters on %s', (dialect) => {
  let t: TestApp;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    reviewer = (await newsroom(t)).reviewer;
  });
  afterAll(async () => t.close());

  it('answer 400 naming what is allowed, field by field', async () => {
    const cases: Array<[string, string, string]> = [
      ['status=DRAFT', 'status', 'status must be one of REVIEW, PENDING, REQUEST, REVISION, SCHEDULED, PUBLISHED, MINE'],
      ['status=review', 'status', 'status must be one of REVIEW, PENDING, REQUEST, REVISION, SCHEDULED, PUBLISHED, MINE'],
      ['area=stock-data', 'area', `area must be one of ${EDITORIAL_AREA_NAMES.join(', ')}`],
      ['page=0', 'page', 'page must be at least 1'],
      ['page=abc', 'page', 'page must be a number'],
      ['page=1.5', 'page', 'page must be a whole number'],
      ['limit=0', 'limit', 'limit must be at least 1'],
      ['limit=101', 'limit', 'limit must be at most 100'],
      [
        'page=101&limit=100',
        'page',
        'The desk shows the first 10000 rows (page × limit at most 10000): narrow it by status, area or author',
      ],
      ['author=bob', 'author', 'author must be staff-<id> or contributor-<id>, e.g. staff-12'],
      ['author=staff-0', 'author', 'author must be staff-<id> or contributor-<id>, e.g. staff-12'],
      ['sortby=title', 'sortby', 'Unknown field: remove it'],
      [
        'status=PENDING&status=REVISION',
        'status',
        'status must be one of REVIEW, PENDING, REQUEST, REVISION, SCHEDULED, PUBLISHED, MINE',
      ],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await queue(t, reviewer, query);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('VALIDATION');
      expect(body.error.fields?.[field], query).toBe(message);
    }
    const counts = await deskCounts(t, reviewer, 'area=nope');
    expect(counts.status).toBe(400);
    expect(counts.body.error.fields.area).toBe(`area must be one of ${EDITORIAL_AREA_NAMES.join(', ')}`);
  });

  it('refuses an author of the wrong kind for the area asked for', async () => {
    const { status, body } = await queue(t, reviewer, 'area=algo-news&author=contributor-3');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      message: 'Insight is written by staff.',
      fields: { author: 'Give a staff-<id> author for Insight, or leave area out' },
    });
  });
});
