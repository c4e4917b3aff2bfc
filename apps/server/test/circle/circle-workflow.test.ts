import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { RESPONSE_STATUSES, RESPONSES_BY_STATUS } from '@rc/contract/circle';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { editable, staffWith } from '../resources/resource-helpers.ts';
import { article, articleIn, circleState, circleWorld, respond, submitted, type CircleWorld } from './circle-helpers.ts';

const NOTE = 'Lengkapi sumber data pendapatan per segmen.';

describe.each(DIALECTS)('Circle workflow on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  let auditor: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
    auditor = await t.login('auditor@demo.test');
  });
  afterAll(async () => t.close());

  const row = (id: number) =>
    t.ctx.db.kysely.selectFrom('circle_research').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const auditorId = async () =>
    (
      await t.ctx.db.kysely
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'auditor@demo.test')
        .executeTakeFirstOrThrow()
    ).id;

  it('approving a pending article publishes it: status, published_at, auditor_id, note', async () => {
    const id = await articleIn(t, world, 'PENDING');
    t.clock.advance(60_000);
    const res = await respond(t, auditor, id, { status: 'APPROVED', note: 'Rapi, terbitkan.' });
    expect(res.statusCode).toBe(200);
    const item = json(res).data;
    expect(item).toMatchObject({ id, status: 'APPROVED', auditor_id: await auditorId(), response_note: 'Rapi, terbitkan.' });
    expect(item.published_at).toBe(t.clock.now().toISOString());
    expect(item.auditor).toMatchObject({ fullname: 'Agus Pratama' });
  });

  it.each(['REVISION', 'REJECTED'] as const)('PENDING → %s with a note; published_at stays empty', async (status) => {
    const id = await articleIn(t, world, 'PENDING');
    const res = await respond(t, auditor, id, { status, note: NOTE });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status, response_note: NOTE, published_at: null, auditor_id: await auditorId() });
  });

  it.each(['REVISION', 'REJECTED'] as const)('%s without a note is a 400 that writes nothing', async (status) => {
    const id = await articleIn(t, world, 'PENDING');
    const before = await circleState(t);
    for (const body of [{ status }, { status, note: '' }, { status, note: '   ' }, { status, note: null }]) {
      const res = await respond(t, auditor, id, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.fields.note).toMatch(/note is required/i);
    }
    expect(await circleState(t)).toEqual(before);
  });

  it('a change request (REQUEST) approved: the new version goes live, the first publication date stays', async () => {
    const id = await articleIn(t, world, 'APPROVED', 'BBRI: Kredit Mikro Kembali Tumbuh');
    const published = (await row(id)).published_at;
    await submitted(t, world.key, { ...article(world, 'BBRI: Kredit Mikro Tumbuh Dua Digit'), id });
    expect(await row(id)).toMatchObject({ status: 'REQUEST', article_title: 'BBRI: Kredit Mikro Tumbuh Dua Digit' });
    expect(JSON.parse((await row(id)).live_snapshot!).article_title).toBe('BBRI: Kredit Mikro Kembali Tumbuh');
    t.clock.advance(60_000);
    const res = await respond(t, auditor, id, { status: 'APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'APPROVED',
      article_title: 'BBRI: Kredit Mikro Tumbuh Dua Digit',
      live_snapshot: null,
      published_at: published,
    });
  });

  it('a change request rejected: the published version is put back and stays APPROVED', async () => {
    const id = await articleIn(t, world, 'APPROVED', 'ASII: Penjualan Mobil Melambat');
    const live = await row(id);
    await submitted(t, world.key, { ...article(world, 'ASII: Penjualan Mobil Anjlok'), id, first_content: '<p>Isi baru</p>' });
    const res = await respond(t, auditor, id, { status: 'REJECTED', note: 'Judul terlalu sensasional.' });
    expect(res.statusCode).toBe(200);
    const after = await row(id);
    expect(after).toMatchObject({
      status: 'APPROVED',
      article_title: 'ASII: Penjualan Mobil Melambat',
      first_content: live.first_content,
      live_snapshot: null,
      response_note: 'Judul terlalu sensasional.',
    });
  });

  // Every (status, response) pair that DOMAIN.md does not allow: 409, nothing written.
  const forbidden = CONTENT_STATUSES.flatMap((from) =>
    RESPONSE_STATUSES.filter((to) => !RESPONSES_BY_STATUS[from].includes(to)).map((to) => [from, to] as const),
  );
  it.each(forbidden)('%s → %s is refused with 409 and writes nothing', async (from, to) => {
    const id = await articleIn(t, world, from);
    const before = await circleState(t);
    const res = await respond(t, auditor, id, { status: to, note: NOTE });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toMatch(from === 'REQUEST' ? /approved or rejected, not sent back/ : /PENDING or REQUEST/);
    expect(await circleState(t)).toEqual(before);
  });

  it('an unknown response status or an unknown field is a 400', async () => {
    const id = await articleIn(t, world, 'PENDING');
    const before = await circleState(t);
    const bad = [
      { status: 'PUBLISHED' },
      { status: 'APPROVED', extra: 1 },
      {},
      { status: 'APPROVED', note: 'x'.repeat(2001) },
      ['APPROVED'],
    ];
    for (const body of bad) expect((await respond(t, auditor, id, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await circleState(t)).toEqual(before);
  });

  it('a trashed or missing article cannot be answered', async () => {
    const id = await articleIn(t, world, 'PENDING');
    await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner });
    const before = await circleState(t);
    expect((await respond(t, auditor, id, { status: 'APPROVED' })).statusCode).toBe(409);
    expect((await respond(t, auditor, 999_999, { status: 'APPROVED' })).statusCode).toBe(404);
    expect((await respond(t, auditor, 0, { status: 'APPROVED' })).statusCode).toBe(400);
    expect(await circleState(t)).toEqual(before);
  });

  describe('maker-checker', () => {
    it('a staff member who edited the article cannot approve it, but another can', async () => {
      const id = await articleIn(t, world, 'PENDING');
      const editor = await staffWith(t, { COMMUNITYRESEARCH: ['read', 'update', 'approval'] });
      const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: editor })).data;
      const body = Object.fromEntries(
        [
          'article_title',
          'article_slug',
          'article_category_id',
          'content_type',
          'thumbnail',
          'first_summary',
          'second_summary',
          'third_summary',
          'short_description',
          'first_content',
          'second_content',
        ].map((k) => [k, record[k]]),
      );
      const edit = await t.call({
        method: 'PUT',
        url: `/api/circle-research/update/${id}`,
        cookie: editor,
        payload: { ...body, article_title: 'TLKM: Monetisasi Data Center Mulai Terasa', version: record.version },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const before = await circleState(t);
      const refused = await respond(t, editor, id, { status: 'APPROVED' });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.message).toMatch(/maker-checker/);
      expect(await circleState(t)).toEqual(before);
      // The editor may still send it back; another reviewer approves it.
      const other = await staffWith(t, { COMMUNITYRESEARCH: ['read', 'approval'] });
      expect((await respond(t, other, id, { status: 'APPROVED' })).statusCode).toBe(200);
    });

    it('the editor may still ask for a revision', async () => {
      const id = await articleIn(t, world, 'PENDING');
      const editor = await staffWith(t, { COMMUNITYRESEARCH: ['read', 'update', 'approval'] });
      const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: editor })).data;
      const body = editable('circle-research', record);
      const edit = await t.call({
        method: 'PUT',
        url: `/api/circle-research/update/${id}`,
        cookie: editor,
        payload: { ...body, first_summary: 'Ringkasan diperbaiki staf.' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await respond(t, editor, id, { status: 'REVISION', note: NOTE })).statusCode).toBe(200);
    });
  });

  it('staff edit only articles waiting for a response, and a change request keeps its slug', async () => {
    const approved = await articleIn(t, world, 'APPROVED', 'UNVR: Tekanan Margin Mereda');
    const record = json(
      await t.call({ method: 'GET', url: `/api/circle-research/detail/${approved}`, cookie: world.owner }),
    ).data;
    const body = editable('circle-research', record);
    const before = await circleState(t);
    const refused = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${approved}`,
      cookie: world.owner,
      payload: { ...body, first_summary: 'x' },
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error.message).toMatch(/PENDING or REQUEST/);
    expect(await circleState(t)).toEqual(before);

    await submitted(t, world.key, {
      ...article(world, 'UNVR: Tekanan Margin Mereda Lebih Cepat'),
      id: approved,
      article_slug: 'judul-baru',
    });
    const request = json(
      await t.call({ method: 'GET', url: `/api/circle-research/detail/${approved}`, cookie: world.owner }),
    ).data;
    expect(request).toMatchObject({ status: 'REQUEST', article_slug: record.article_slug });
    const edit = editable('circle-research', request);
    const slug = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${approved}`,
      cookie: world.owner,
      payload: { ...edit, article_slug: 'lain' },
    });
    expect(slug.statusCode).toBe(400);
    expect(json(slug).error.fields.article_slug).toMatch(/Keep/);
    const bad = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${approved}`,
      cookie: world.owner,
      payload: { ...edit, article_category_id: 987_654 },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.article_category_id).toMatch(/No category/);
  });

  it('a stale version of a staff edit is a 409 with the current record (engine conflict protection)', async () => {
    const id = await articleIn(t, world, 'PENDING');
    const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: world.owner })).data;
    const body = editable('circle-research', record);
    const first = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${id}`,
      cookie: world.owner,
      payload: { ...body, first_summary: 'Satu' },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${id}`,
      cookie: world.owner,
      payload: { ...body, first_summary: 'Dua' },
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).current.first_summary).toBe('Satu');
  });

  it('staff rich text is sanitised and the reading time follows the text', async () => {
    const id = await articleIn(t, world, 'PENDING');
    const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: world.owner })).data;
    const body = editable('circle-research', record);
    const long = `<p>${'kata '.repeat(900)}</p><script>alert(1)</script><img src="https://evil.test/x.png" onerror="x()">`;
    const res = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${id}`,
      cookie: world.owner,
      payload: { ...body, first_content: long },
    });
    expect(res.statusCode).toBe(200);
    const stored = await row(id);
    expect(stored.first_content).not.toMatch(/script|onerror|evil/);
    expect(stored.du).toBe(5);
  });
});
