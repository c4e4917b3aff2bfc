import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_SUBMIT_SCOPE } from '@rc/contract/circle';
import { createApiKeyService } from '@/modules/api-keys/api-key.service.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { editable } from '../resources/resource-helpers.ts';
import { article, articleIn, circleState, circleWorld, submit, submitted, type CircleWorld } from './circle-helpers.ts';

describe.each(DIALECTS)('Circle public submission on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
  });
  afterAll(async () => t.close());

  const row = (id: number) =>
    t.ctx.db.kysely.selectFrom('circle_research').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const setContributor = (cookie: string, id: number, status: string) =>
    t.call({ method: 'GET', url: `/api/contributor/detail/${id}`, cookie }).then(async (res) => {
      const body = editable('contributor', json(res).data);
      const put = await t.call({ method: 'PUT', url: `/api/contributor/update/${id}`, cookie, payload: { ...body, status } });
      expect(put.statusCode, put.body).toBe(200);
    });

  it('creates a new article in PENDING with a slug, the contributor as writter and a reading time', async () => {
    const res = await submit(t, world.key, { ...article(world), sub_account_id: world.subAccountId });
    expect(res.statusCode, res.body).toBe(201);
    const data = json(res).data;
    expect(data).toMatchObject({ status: 'PENDING', article_slug: 'tlkm-monetisasi-data-center-mulai-terlihat', version: 1 });
    expect(await row(data.id)).toMatchObject({
      writter_id: world.contributorId,
      sub_account_id: world.subAccountId,
      request_count: 1,
      du: 1,
      created_by: null,
    });
    // The same title again gets the next free slug.
    expect((await submitted(t, world.key, article(world))).article_slug).toBe('tlkm-monetisasi-data-center-mulai-terlihat-2');
  });

  it('sanitises the rich text it receives', async () => {
    const { id } = await submitted(t, world.key, {
      ...article(world, 'BMRI: Laba Bersih Rekor Lagi'),
      first_content: '<p onclick="x()">Isi</p><script>steal()</script><a href="javascript:alert(1)">tautan</a>',
    });
    const stored = await row(id);
    expect(stored.first_content).toBe('<p>Isi</p><a>tautan</a>');
  });

  it('moves its articles through the workflow: revision and rejected go to PENDING, a published one to REQUEST', async () => {
    const revision = await articleIn(t, world, 'REVISION', 'INCO: Smelter Baru Beroperasi');
    expect((await submitted(t, world.key, { ...article(world, 'INCO: Smelter Baru Beroperasi'), id: revision })).status).toBe(
      'PENDING',
    );
    expect((await row(revision)).request_count).toBe(2);

    const rejected = await articleIn(t, world, 'REJECTED', 'EXCL: Perang Harga Data');
    expect((await submitted(t, world.key, { ...article(world, 'EXCL: Perang Harga Data Mereda'), id: rejected })).status).toBe(
      'PENDING',
    );

    const approved = await articleIn(t, world, 'APPROVED', 'KLBF: Konsumsi Obat Bebas Pulih');
    const slug = (await row(approved)).article_slug;
    const change = await submitted(t, world.key, {
      ...article(world, 'KLBF: Konsumsi Obat Bebas Pulih Penuh'),
      id: approved,
      article_slug: 'slug-lain',
    });
    expect(change).toMatchObject({ status: 'REQUEST', article_slug: slug });
    const stored = await row(approved);
    expect(JSON.parse(stored.live_snapshot!).article_title).toBe('KLBF: Konsumsi Obat Bebas Pulih');

    // Under review already: only updated, in the same status; an identical resend writes nothing.
    const again = await submitted(t, world.key, {
      ...article(world, 'KLBF: Konsumsi Obat Bebas Pulih Sepenuhnya'),
      id: approved,
    });
    expect(again.status).toBe('REQUEST');
    expect(JSON.parse((await row(approved)).live_snapshot!).article_title).toBe('KLBF: Konsumsi Obat Bebas Pulih');
    const state = await circleState(t);
    await submitted(t, world.key, { ...article(world, 'KLBF: Konsumsi Obat Bebas Pulih Sepenuhnya'), id: approved });
    expect(await circleState(t)).toEqual(state);
  });

  it('refuses missing, unknown and revoked keys (401) and keys without the right scope or contributor (403), writing nothing', async () => {
    const keys = createApiKeyService({ db: t.ctx.db.kysely, clock: t.clock });
    const eventsKey = (await keys.create('events only')).key;
    const unbound = (await keys.create('no contributor', [CIRCLE_SUBMIT_SCOPE])).key;
    const revoked = await keys.create('revoked', [CIRCLE_SUBMIT_SCOPE], { contributorId: world.contributorId });
    await keys.revoke(revoked.summary.id);
    const before = await circleState(t);
    const cases: Array<[string | undefined, number, RegExp]> = [
      [undefined, 401, /X-Api-Key/],
      ['rcpk_not-a-real-key', 401, /valid API key/],
      [revoked.key, 401, /revoked/],
      [eventsKey, 403, /circle:write/],
      [unbound, 403, /not a contributor key/],
    ];
    for (const [key, status, message] of cases) {
      const res = await submit(t, key, article(world));
      expect(res.statusCode, String(key)).toBe(status);
      expect(json(res).error.message).toMatch(message);
    }
    // The console's header is not a key.
    const withConsoleHeader = await t.call({
      method: 'POST',
      url: '/api/public/circle-research',
      payload: article(world) as never,
    });
    expect(withConsoleHeader.statusCode).toBe(401);
    expect(await circleState(t)).toEqual(before);
  });

  it('a suspended contributor cannot submit (403) and their published articles stay published; reactivated, they can', async () => {
    const published = await articleIn(t, world, 'APPROVED', 'SIDO: Jamu Go International');
    await setContributor(world.owner, world.contributorId, 'SUSPENDED');
    const before = await circleState(t);
    for (const body of [article(world), { ...article(world), id: published }, { nonsense: true }]) {
      const res = await submit(t, world.key, body);
      expect(res.statusCode).toBe(403);
      expect(json(res).error.message).toMatch(/suspended/);
    }
    expect(await circleState(t)).toEqual(before);
    expect(await row(published)).toMatchObject({ status: 'APPROVED', deleted_at: null });
    const listed = json(
      await t.call({ method: 'GET', url: '/api/circle-research/circle/list?status=APPROVED&query=jamu', cookie: world.owner }),
    ).data;
    expect(listed.data.map((i: any) => i.id)).toContain(published);
    await setContributor(world.owner, world.contributorId, 'ACTIVE');
    expect((await submit(t, world.key, article(world, 'SIDO: Jamu Go International Lagi'))).statusCode).toBe(201);
  });

  it('a removed contributor cannot submit; a suspended or foreign sub-account is refused', async () => {
    const gone = await circleWorld(t);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/contributor/delete/${gone.contributorId}`, cookie: gone.owner })).statusCode,
    ).toBe(200);
    expect((await submit(t, gone.key, article(gone))).statusCode).toBe(403);

    const other = await circleWorld(t);
    const before = await circleState(t);
    const foreign = await submit(t, world.key, { ...article(world), sub_account_id: other.subAccountId });
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).error.fields.sub_account_id).toMatch(/No sub-account/);
    const sub = json(
      await t.call({ method: 'GET', url: `/api/sub-account-contributor/detail/${world.subAccountId}`, cookie: world.owner }),
    ).data;
    const body = editable('sub-account-contributor', sub);
    await t.call({
      method: 'PUT',
      url: `/api/sub-account-contributor/update/${world.subAccountId}`,
      cookie: world.owner,
      payload: { ...body, status: 'SUSPENDED' },
    });
    const suspended = await submit(t, world.key, { ...article(world), sub_account_id: world.subAccountId });
    expect(suspended.statusCode).toBe(403);
    expect(json(suspended).error.message).toMatch(/sub-account is suspended/);
    const { rows: _r, audit: _a, ...rest } = before;
    const { rows: _r2, audit: _a2, ...after } = await circleState(t);
    expect(after).toEqual(rest);
  });

  it('refuses malformed bodies with 4xx and field messages, writing nothing', async () => {
    const before = await circleState(t);
    const valid = article(world);
    const cases: Array<[unknown, string]> = [
      [{}, 'article_title'],
      [{ ...valid, article_title: 'abc' }, 'article_title'],
      [{ ...valid, article_category_id: 'Telekomunikasi' }, 'article_category_id'],
      [{ ...valid, content_type: 'GOSSIP' }, 'content_type'],
      [{ ...valid, first_content: '' }, 'first_content'],
      [{ ...valid, thumbnail: 'ftp://x/y.png' }, 'thumbnail'],
      [{ ...valid, status: 'APPROVED' }, 'status'],
      [{ ...valid, writter_id: 1 }, 'writter_id'],
      [{ ...valid, id: -4 }, 'id'],
      [{ ...valid, short_description: 'x'.repeat(601) }, 'short_description'],
      [[valid], '_'],
    ];
    for (const [body, field] of cases) {
      const res = await submit(t, world.key, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(json(res).error.fields ?? {}), field).toContain(field);
    }
    const scripted = await submit(t, world.key, { ...valid, first_content: '<script>x()</script>' });
    expect(scripted.statusCode).toBe(400);
    expect(json(scripted).error.fields.first_content).toMatch(/no text left/);
    const missingCategory = await submit(t, world.key, { ...valid, article_category_id: 999_999 });
    expect(missingCategory.statusCode).toBe(400);
    expect(json(missingCategory).error.fields.article_category_id).toMatch(/No category/);

    const raw = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/circle-research',
        headers: { 'x-api-key': world.key, 'content-type': type },
        payload,
      });
    expect((await raw('{"article_title": ')).statusCode).toBe(400);
    expect((await raw('')).statusCode).toBe(400);
    expect((await raw('article_title=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw(JSON.stringify({ ...valid, first_content: `<p>${'a'.repeat(1_100_000)}</p>` }))).statusCode).toBe(413);
    expect(await circleState(t)).toEqual(before);
  });

  it('cannot touch another contributor’s article or one the moderators removed', async () => {
    const other = await circleWorld(t);
    const theirs = (await submitted(t, other.key, article(other, 'HMSP: Cukai Naik Lagi'))).id;
    const before = await circleState(t);
    const res = await submit(t, world.key, { ...article(world), id: theirs });
    expect(res.statusCode).toBe(404);
    const mine = (await submitted(t, world.key, article(world, 'UNTR: Alat Berat Melambat'))).id;
    await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${mine}`, cookie: world.owner });
    const removed = await submit(t, world.key, { ...article(world), id: mine });
    expect(removed.statusCode).toBe(409);
    expect(json(removed).error.message).toMatch(/removed/);
    expect((await row(theirs)).version).toBe(1);
    expect(before.items).toBe((await circleState(t)).items - 1);
  });
});
