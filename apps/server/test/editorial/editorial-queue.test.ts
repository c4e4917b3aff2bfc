import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { editable } from '../resources/resource-helpers.ts';
import {
  DAY,
  allKeys,
  deskCounts,
  newsroom,
  queue,
  recordIn,
  signInAgain,
  trash,
  type DeskState,
  type Newsroom,
} from './editorial-helpers.ts';

const AREAS = ['algo-research', 'algo-news', 'circle-research'] as const;
const TABLES = { 'algo-research': 'algo_research', 'algo-news': 'algo_news', 'circle-research': 'circle_research' } as const;
const STATES: DeskState[] = ['DRAFT', 'PENDING', 'REQUEST', 'REVISION', 'REJECTED', 'SCHEDULED', 'PUBLISHED'];
const BUCKET: Partial<Record<DeskState, string>> = {
  PENDING: 'REVIEW',
  REQUEST: 'REVIEW',
  REVISION: 'REVISION',
  SCHEDULED: 'SCHEDULED',
  PUBLISHED: 'PUBLISHED',
};

type Made = { key: string; area: (typeof AREAS)[number]; id: number; title: string; state: DeskState };

describe.each(DIALECTS)('the editorial desk queue on %s', (dialect) => {
  let t: TestApp;
  let n: Newsroom;
  /** Every record made, oldest first. */
  const made: Made[] = [];
  /** The rows the desk must show, newest change first. */
  let expected: Made[] = [];
  const keysOf = (rows: Made[]) => rows.map((r) => r.key);
  const where = (test: (r: Made) => boolean) => keysOf(expected.filter(test));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    n = await newsroom(t);
    const make = async (area: (typeof AREAS)[number], state: DeskState) => {
      const { id, title } = await recordIn(t, n, area, state);
      const row = { key: `${area}-${id}`, area, id, title, state };
      made.push(row);
      return row;
    };
    // Published long ago: off the desk once the window has passed.
    const old = [];
    for (const area of AREAS) old.push(await make(area, 'PUBLISHED'));
    t.clock.advance(8 * DAY);
    await signInAgain(t, n);
    for (const state of STATES) for (const area of AREAS) await make(area, state);
    // In the trash: never on the desk, whatever its status.
    for (const area of AREAS) await trash(t, TABLES[area], (await make(area, 'PENDING')).id);
    const gone = new Set([...old.map((r) => r.key), ...made.slice(-3).map((r) => r.key)]);
    expected = made.filter((r) => BUCKET[r.state] && !gone.has(r.key)).reverse();
  });
  afterAll(async () => t.close());

  it('shows, newest change first, what waits for review, was sent back, is scheduled or was published this week', async () => {
    const { status, body } = await queue(t, n.reviewer);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: expected.length, page: 1, limit: 10 });
    expect(body.data.data.map((r: any) => r.key)).toEqual(keysOf(expected).slice(0, 10));
    expect((await allKeys(t, n.reviewer, '')).keys).toEqual(keysOf(expected));
  });

  it('answers each row with its area, record, title, status, bucket, author and dates', async () => {
    const { body } = await queue(t, n.reviewer, 'limit=100');
    for (const row of body.data.data) {
      const m = made.find((r) => r.key === row.key)!;
      expect(row).toMatchObject({ area: m.area, id: m.id, title: m.title, bucket: BUCKET[m.state] });
      expect(row.status).toBe(m.state === 'PUBLISHED' ? 'APPROVED' : m.state);
      if (m.area === 'circle-research') {
        expect(row).toMatchObject({ author: n.contributorName, author_key: `contributor-${n.circle.contributorId}` });
      } else {
        expect(row).toMatchObject({ author: n.writerName, author_key: `staff-${n.writerId}` });
      }
      if (m.state === 'SCHEDULED') {
        expect(row.published_at).toBeNull();
        expect(Date.parse(row.scheduled_at)).toBeGreaterThan(t.clock.now().getTime());
      }
      if (m.state === 'PUBLISHED') expect(row.published_at).not.toBeNull();
    }
    const updated = body.data.data.map((r: any) => r.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('filters by bucket or waiting status', async () => {
    const cases: Array<[string, (r: Made) => boolean]> = [
      ['REVIEW', (r) => r.state === 'PENDING' || r.state === 'REQUEST'],
      ['PENDING', (r) => r.state === 'PENDING'],
      ['REQUEST', (r) => r.state === 'REQUEST'],
      ['REVISION', (r) => r.state === 'REVISION'],
      ['SCHEDULED', (r) => r.state === 'SCHEDULED'],
      ['PUBLISHED', (r) => r.state === 'PUBLISHED'],
    ];
    for (const [status, test] of cases) {
      const { keys, totals } = await allKeys(t, n.reviewer, `status=${status}`, 2);
      expect(keys, status).toEqual(where(test));
      expect(new Set(totals), status).toEqual(new Set([where(test).length]));
    }
  });

  it('filters by area and by author, alone and together', async () => {
    for (const area of AREAS) {
      expect((await allKeys(t, n.reviewer, `area=${area}`)).keys).toEqual(where((r) => r.area === area));
    }
    expect((await allKeys(t, n.reviewer, `author=staff-${n.writerId}`)).keys).toEqual(where((r) => r.area !== 'circle-research'));
    expect((await allKeys(t, n.reviewer, `author=contributor-${n.circle.contributorId}`)).keys).toEqual(
      where((r) => r.area === 'circle-research'),
    );
    expect((await allKeys(t, n.reviewer, `author=staff-${n.writerId + 1000}`)).keys).toEqual([]);
    expect((await allKeys(t, n.reviewer, `area=algo-news&status=REVIEW&author=staff-${n.writerId}`)).keys).toEqual(
      where((r) => r.area === 'algo-news' && (r.state === 'PENDING' || r.state === 'REQUEST')),
    );
  });

  it('pages without gaps or repeats, the total the same on every page', async () => {
    for (const limit of [1, 4, 7]) {
      const { keys, totals } = await allKeys(t, n.reviewer, '', limit);
      expect(keys).toEqual(keysOf(expected));
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    }
    const beyond = await queue(t, n.reviewer, 'page=40&limit=10');
    expect(beyond.body.data).toMatchObject({ data: [], total: expected.length, page: 40 });
  });

  it('counts each bucket with the same narrowing', async () => {
    const count = (test: (r: Made) => boolean) => where(test).length;
    const all = await deskCounts(t, n.reviewer);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({
      total: expected.length,
      by: {
        REVIEW: count((r) => r.state === 'PENDING' || r.state === 'REQUEST'),
        PENDING: count((r) => r.state === 'PENDING'),
        REQUEST: count((r) => r.state === 'REQUEST'),
        REVISION: count((r) => r.state === 'REVISION'),
        SCHEDULED: count((r) => r.state === 'SCHEDULED'),
        PUBLISHED: count((r) => r.state === 'PUBLISHED'),
        // The reviewer wrote nothing.
        MINE: 0,
      },
    });
    const circle = await deskCounts(t, n.reviewer, `area=circle-research&author=contributor-${n.circle.contributorId}`);
    expect(circle.body.data.total).toBe(count((r) => r.area === 'circle-research'));
    expect(circle.body.data.by.REVIEW).toBe(
      count((r) => r.area === 'circle-research' && (r.state === 'PENDING' || r.state === 'REQUEST')),
    );
  });

  it('"My work" holds the signed-in writer’s drafts, sent back, waiting and scheduled work, nobody else’s', async () => {
    const mine = made
      .filter((r) => r.area !== 'circle-research' && ['DRAFT', 'REVISION', 'PENDING', 'REQUEST', 'SCHEDULED'].includes(r.state))
      .filter((r) => !made.slice(-3).some((gone) => gone.key === r.key))
      .reverse();
    const { keys, totals } = await allKeys(t, n.writer, 'status=MINE', 4);
    expect(keys).toEqual(keysOf(mine));
    expect(new Set(totals)).toEqual(new Set([mine.length]));
    const first = (await queue(t, n.writer, 'status=MINE&limit=100')).body.data.data;
    expect(first.find((r: { key: string }) => r.key === mine.find((m) => m.state === 'DRAFT')!.key)).toMatchObject({
      bucket: 'DRAFT',
      status: 'DRAFT',
    });
    expect((await deskCounts(t, n.writer)).body.data.by.MINE).toBe(mine.length);
    // The reviewer's own work is empty, and "mine" is never someone else's.
    expect((await queue(t, n.reviewer, 'status=MINE')).body.data).toMatchObject({ data: [], total: 0 });
    const refused = await queue(t, n.writer, `status=MINE&author=staff-${n.reviewerId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('author');
  });

  it('offers the authors of the areas read, by name', async () => {
    const res = await t.call({ method: 'GET', url: '/api/editorial/authors', cookie: n.reviewer });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual(
      expect.arrayContaining([
        { key: `staff-${n.writerId}`, name: n.writerName, people: 'staff' },
        { key: `contributor-${n.circle.contributorId}`, name: n.contributorName, people: 'contributor' },
      ]),
    );
    const news = json(await t.call({ method: 'GET', url: '/api/editorial/authors?area=algo-news', cookie: n.reviewer })).data;
    expect(news).toEqual([{ key: `staff-${n.writerId}`, name: n.writerName, people: 'staff' }]);
  });

  it('shows a change at once: a new submission, an edit of a record sent back', async () => {
    const before = await queue(t, n.reviewer, 'limit=100');
    const fresh = await recordIn(t, n, 'algo-news', 'PENDING');
    const after = await queue(t, n.reviewer, 'limit=100');
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    expect(after.body.data.data[0]).toMatchObject({ key: `algo-news-${fresh.id}`, bucket: 'REVIEW' });

    const sentBack = made.find((r) => r.state === 'REVISION' && r.area === 'algo-research')!;
    const current = json(await t.call({ method: 'GET', url: `/api/algo-research/detail/${sentBack.id}`, cookie: n.writer })).data;
    t.clock.advance(1000);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/algo-research/update/${sentBack.id}`,
      cookie: n.writer,
      payload: { ...editable('algo-research', current), title: 'Riset eksklusif BBCA: data kredit ditambahkan' },
    });
    expect(edited.statusCode).toBe(200);
    const top = (await queue(t, n.reviewer, 'status=REVISION&limit=1')).body.data.data[0];
    expect(top).toMatchObject({ key: sentBack.key, title: 'Riset eksklusif BBCA: data kredit ditambahkan', bucket: 'REVISION' });
    expected = [
      { key: `algo-news-${fresh.id}`, area: 'algo-news', id: fresh.id, title: fresh.title, state: 'PENDING' },
      ...expected,
    ];
    expected = [expected.find((r) => r.key === sentBack.key)!, ...expected.filter((r) => r.key !== sentBack.key)];
  });

  it('moves a scheduled record to recently published when the Scheduler publishes it, and off the desk a week later', async () => {
    const scheduled = where((r) => r.state === 'SCHEDULED');
    t.clock.advance(2 * DAY + 1000);
    await signInAgain(t, n);
    // Due but not run yet: still not live, still scheduled.
    expect((await allKeys(t, n.reviewer, 'status=SCHEDULED')).keys).toEqual(scheduled);
    await t.ctx.jobs.runDue();
    expect((await allKeys(t, n.reviewer, 'status=SCHEDULED')).keys).toEqual([]);
    const published = (await allKeys(t, n.reviewer, 'status=PUBLISHED')).keys;
    expect(published.slice(0, scheduled.length).sort()).toEqual([...scheduled].sort());
    expect(published.slice(scheduled.length)).toEqual(where((r) => r.state === 'PUBLISHED'));

    t.clock.advance(8 * DAY);
    await signInAgain(t, n);
    expect((await allKeys(t, n.reviewer, 'status=PUBLISHED')).keys).toEqual([]);
    expect((await deskCounts(t, n.reviewer)).body.data.by.PUBLISHED).toBe(0);
  });
});
