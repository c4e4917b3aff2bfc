import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import { DRAFT_KEEP_DAYS, DRAFT_MAX_CHARS } from '@rc/contract/drafts';
import { createSessionService } from '@/auth/session.service.ts';
import { createDraftsService } from '@/modules/drafts/drafts.service.ts';
import { DIALECTS, createTestApp, json, rowCount, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, staffWith, validBody } from '../resources/resource-helpers.ts';

const DAY = 24 * 60 * 60_000;

/**
 * Issue 51: editors with rich text keep what their author typed and did not save as a private draft
 * on the server. Drafts belong to their author alone, are never part of the record (list, detail,
 * history, search, desk, preview), are refused like the record's own writes would be, and go after
 * 30 days.
 */
describe.each(DIALECTS)('autosaved drafts on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  let writer: string;
  let colleague: string;
  let reviewer: string;
  let research: Record<string, any>;

  const call = (cookie: string | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/drafts/${url}`, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });
  const draftOf = async (cookie: string, url: string) => {
    const res = await call(cookie, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const keep = async (cookie: string, url: string, payload: unknown) => {
    const res = await call(cookie, 'PUT', url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as { saved_at: string };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addMasterStocks(t, ['BBCA']);
    owner = await t.login('owner@demo.test');
    const writes = { ALGORESEARCH: ['read', 'write', 'update'] } as const;
    writer = await staffWith(t, { ALGORESEARCH: [...writes.ALGORESEARCH] });
    colleague = await staffWith(t, { ALGORESEARCH: [...writes.ALGORESEARCH] });
    reviewer = await staffWith(t, { ALGORESEARCH: ['read', 'approval'] });
    research = await createRecord(t, writer, 'algo-research', validBody(t, 'algo-research', 1));
  });
  afterAll(() => t?.close());

  it('keeps a new record’s typing for its author only: no colleague, and no owner, reads or removes it', async () => {
    const values = { title: 'Outlook perbankan 2027', body: '<p>Bab satu</p>' };
    const { saved_at } = await keep(writer, 'algo-research/new', { values });
    expect(saved_at).toBe(t.clock.now().toISOString());
    expect(await draftOf(writer, 'algo-research/new')).toEqual({
      area: 'algo-research',
      record: 'new',
      values,
      base_version: null,
      saved_at,
    });

    for (const other of [colleague, owner]) {
      expect(await draftOf(other, 'algo-research/new')).toBeNull();
      expect(json(await call(other, 'DELETE', 'algo-research/new')).data).toEqual({ deleted: false });
    }
    // Another person's draft of the same record is theirs: both are kept, apart.
    await keep(colleague, 'algo-research/new', { values: { title: 'Catatan lain' } });
    expect((await draftOf(writer, 'algo-research/new')).values).toEqual(values);
    expect((await draftOf(colleague, 'algo-research/new')).values).toEqual({ title: 'Catatan lain' });

    // Saving again replaces it; removing it (after a save or a discard) leaves nothing.
    await keep(writer, 'algo-research/new', { values: { title: 'Outlook perbankan 2027 (revisi)' } });
    expect((await draftOf(writer, 'algo-research/new')).values).toEqual({ title: 'Outlook perbankan 2027 (revisi)' });
    expect(json(await call(writer, 'DELETE', 'algo-research/new')).data).toEqual({ deleted: true });
    expect(await draftOf(writer, 'algo-research/new')).toBeNull();
    expect((await draftOf(colleague, 'algo-research/new')).values).toEqual({ title: 'Catatan lain' });
  });

  it('is never part of the record: list, detail, history, search, desk and preview show none of it', async () => {
    const marker = 'Zamrudkhatulistiwa';
    const before = json(await t.call({ method: 'GET', url: `/api/algo-research/detail/${research.id}`, cookie: owner })).data;
    const submitted = await t.call({
      method: 'POST',
      url: `/api/algo-research/workflow/${research.id}`,
      cookie: writer,
      payload: { action: 'submit', version: before.version },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const current = json(submitted).data;
    const audit = await rowCount(t.ctx.db.kysely, 'audit_log');

    await keep(writer, `algo-research/${research.id}`, {
      values: { title: `Riset ${marker}`, body: `<p>${marker} di badan tulisan</p>` },
      base_version: current.version,
    });
    const kept = await draftOf(writer, `algo-research/${research.id}`);
    expect(kept).toMatchObject({ record: research.id, base_version: current.version });

    const seen = [
      `/api/algo-research/list?limit=100`,
      `/api/algo-research/list?query=${marker}`,
      `/api/algo-research/detail/${research.id}`,
      `/api/algo-research/history/${research.id}`,
      `/api/search?q=${marker}`,
      `/api/editorial/queue`,
      `/api/preview/algo-research/${research.id}?as=GUEST`,
    ];
    for (const cookie of [writer, owner]) {
      for (const url of seen) {
        const res = await t.call({ method: 'GET', url, cookie });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        expect(res.body, url).not.toContain(marker);
      }
    }
    const after = json(await t.call({ method: 'GET', url: `/api/algo-research/detail/${research.id}`, cookie: owner })).data;
    expect(after.version).toBe(current.version);
    expect(after.title).toBe(current.title);
    // Not a change of the record: no audit entry either.
    expect(await rowCount(t.ctx.db.kysely, 'audit_log')).toBe(audit);
  });

  it('asks what saving would ask: write for a new record, update for one that exists', async () => {
    const url = `algo-research/${research.id}`;
    expect((await call(undefined, 'GET', 'algo-research/new')).statusCode).toBe(401);
    expect((await call(undefined, 'PUT', url, { values: { title: 'x' } })).statusCode).toBe(401);
    for (const [method, path] of [
      ['GET', 'algo-research/new'],
      ['PUT', 'algo-research/new'],
      ['PUT', url],
      ['DELETE', url],
    ] as const) {
      const res = await call(reviewer, method, path, method === 'PUT' ? { values: { title: 'x' } } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    const creator = await staffWith(t, { ALGORESEARCH: ['read', 'write'] });
    expect((await call(creator, 'PUT', 'algo-research/new', { values: { title: 'Baru' } })).statusCode).toBe(200);
    const refused = await call(creator, 'PUT', url, { values: { title: 'Ubah' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error.message).toMatch(/update permission on ALGORESEARCH/);
    // Another area's module does not open this one.
    const newsWriter = await staffWith(t, { ALGONEWS: ['read', 'write', 'update'] });
    expect((await call(newsWriter, 'PUT', 'algo-research/new', { values: { title: 'x' } })).statusCode).toBe(403);
    expect((await call(newsWriter, 'PUT', 'algo-news/new', { values: { title: 'x' } })).statusCode).toBe(200);
  });

  it('refuses what it cannot keep with a message and writes nothing', async () => {
    const drafts = () => rowCount(t.ctx.db.kysely, 'drafts');
    const before = await drafts();
    const cases: Array<[string, unknown, number, RegExp]> = [
      ['algo-research/new', { values: { title: 'x', writter_id: 9 } }, 400, /no field "writter_id"/],
      ['algo-research/new', { values: 'judul' }, 400, /values must be an object/],
      ['algo-research/new', { values: {}, base_version: 0 }, 400, /base_version must be at least 1/],
      ['algo-research/new', { values: {}, extra: 1 }, 400, /extra: Unknown field/],
      ['algo-research/probe', { values: {} }, 400, /"new" or a record’s id/],
      [
        'algo-research/2147483646',
        { values: { title: 'x' } },
        404,
        /No exclusive research with id 2147483646|No .* with id 2147483646/,
      ],
      ['circle-research/new', { values: {} }, 404, /not created in the console/],
      ['algo-research/new', { values: { body: `<p>${'a'.repeat(DRAFT_MAX_CHARS)}</p>` } }, 413, /too large to keep/],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await call(owner, 'PUT', url, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      // The message, or a field's own message beside it.
      const { error } = json(res) as { error: { message: string; fields?: Record<string, string> } };
      const said = [error.message, ...Object.entries(error.fields ?? {}).map(([field, text]) => `${field}: ${text}`)];
      expect(said.join(' '), url).toMatch(message);
    }
    // An area without rich text has no drafts.
    expect((await call(owner, 'PUT', 'category/new', { values: {} })).statusCode).toBe(404);

    const trashed = await createRecord(t, writer, 'algo-research', validBody(t, 'algo-research', 2));
    const removed = await t.call({ method: 'DELETE', url: `/api/algo-research/delete/${trashed.id}`, cookie: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(writer, 'PUT', `algo-research/${trashed.id}`, { values: { title: 'x' } })).statusCode).toBe(404);
    expect(await drafts()).toBe(before);
  });

  it('keeps rich text only as a record would keep it', async () => {
    await keep(owner, 'algo-news/new', {
      values: { body: '<p onclick="steal()">Berita<script>steal()</script></p><img src="https://elsewhere.test/x.png">' },
    });
    expect((await draftOf(owner, 'algo-news/new')).values.body).toBe('<p>Berita</p>');
  });

  it('gives each person one browser key of their own, the same at every sign-in', async () => {
    const keyOf = async (cookie: string | undefined) => {
      const res = await t.call({ method: 'GET', url: '/api/drafts/browser-key', ...(cookie ? { cookie } : {}) });
      return { status: res.statusCode, key: res.statusCode === 200 ? (json(res).data.key as string) : null };
    };
    const first = await keyOf(owner);
    expect(first.status).toBe(200);
    expect(Buffer.from(first.key!, 'base64url')).toHaveLength(32);
    expect((await keyOf(await t.login('owner@demo.test'))).key).toBe(first.key);
    expect((await keyOf(writer)).key).not.toBe(first.key);
    expect((await keyOf(colleague)).key).not.toBe((await keyOf(writer)).key);
    expect((await keyOf(undefined)).status).toBe(401);
  });

  it(`is gone ${DRAFT_KEEP_DAYS} days after its last save, and the hourly pruning removes it`, async () => {
    let author = await staffWith(t, { ALGORESEARCH: ['read', 'write', 'update'] });
    const authorId = json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie: author })).data.id as number;
    // Sessions end long before a month passes: the author signs in again after each jump.
    const later = async (days: number) => {
      t.clock.advance(days * DAY);
      author = `${SESSION_COOKIE}=${await createSessionService(t.ctx).create(authorId, null, null)}`;
    };
    await keep(author, 'algo-research/new', { values: { title: 'Lama' } });
    await later(DRAFT_KEEP_DAYS - 1);
    // Saved again: counted from now.
    await keep(author, `algo-research/${research.id}`, { values: { title: 'Baru' }, base_version: 1 });
    expect(await draftOf(author, 'algo-research/new')).not.toBeNull();
    await later(2);
    expect(await draftOf(author, 'algo-research/new')).toBeNull();
    expect(await draftOf(author, `algo-research/${research.id}`)).not.toBeNull();

    const rows = await rowCount(t.ctx.db.kysely, 'drafts');
    const pruned = await createDraftsService(t.ctx).prune();
    expect(pruned).toBeGreaterThanOrEqual(1);
    expect(await rowCount(t.ctx.db.kysely, 'drafts')).toBe(rows - pruned);
    const left = await t.ctx.db.kysely.selectFrom('drafts').select('saved_at').execute();
    const cutoff = t.clock.now().getTime() - DRAFT_KEEP_DAYS * DAY;
    expect(left.every((row) => Date.parse(row.saved_at) >= cutoff)).toBe(true);
    expect(await draftOf(author, `algo-research/${research.id}`)).not.toBeNull();
  });
});
