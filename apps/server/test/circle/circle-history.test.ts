import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { editable } from '../resources/resource-helpers.ts';
import { article, circleWorld, respond, submitted, type CircleWorld } from './circle-helpers.ts';

describe.each(DIALECTS)('Circle history on %s', (dialect) => {
  let t: TestApp;
  let world: CircleWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await circleWorld(t);
  });
  afterAll(async () => t.close());

  it('records every status change, edit, delete and restore with actor, note and time, newest first', async () => {
    const auditor = await t.login('auditor@demo.test');
    // A moderator who edits before answering: an admin (a writter moderates nothing).
    const editor = await t.login('admin@demo.test');
    const step = () => t.clock.advance(60_000);
    const { id } = await submitted(t, world.key, { ...article(world), note: 'Mohon ditinjau sebelum RUPS.' });
    step();
    expect((await respond(t, auditor, id, { status: 'REVISION', note: 'Tambahkan sumber data.' })).statusCode).toBe(200);
    step();
    await submitted(t, world.key, {
      ...article(world),
      id,
      first_summary: 'Pendapatan data center tumbuh 24% yoy (sumber: laporan Q3).',
    });
    step();
    const record = json(await t.call({ method: 'GET', url: `/api/circle-research/detail/${id}`, cookie: editor })).data;
    const body = editable('circle-research', record);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/circle-research/update/${id}`,
      cookie: editor,
      payload: { ...body, article_title: 'TLKM: Monetisasi Data Center Kian Nyata' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    step();
    expect((await respond(t, auditor, id, { status: 'APPROVED', note: 'Terbit.' })).statusCode).toBe(200);
    step();
    expect(
      (await t.call({ method: 'DELETE', url: `/api/circle-research/circle/delete/${id}`, cookie: world.owner })).statusCode,
    ).toBe(200);
    step();
    expect(
      (await t.call({ method: 'GET', url: `/api/circle-research/circle/restore/${id}`, cookie: world.owner })).statusCode,
    ).toBe(200);

    const res = await t.call({ method: 'GET', url: `/api/circle-research/logs/history/${id}`, cookie: auditor });
    expect(res.statusCode).toBe(200);
    const history = json(res).data;
    expect(history.total).toBe(9);
    const oldestFirst = [...history.data].reverse();
    expect(oldestFirst.map((e: any) => [e.action, e.from_status, e.to_status, e.actor?.kind ?? null])).toEqual([
      ['create', null, 'DRAFT', 'contributor'],
      ['submit', 'DRAFT', 'PENDING', 'contributor'],
      ['request-revision', 'PENDING', 'REVISION', 'staff'],
      ['update', null, null, 'contributor'],
      ['submit', 'REVISION', 'PENDING', 'contributor'],
      ['update', null, null, 'staff'],
      ['approve', 'PENDING', 'APPROVED', 'staff'],
      ['delete', null, null, 'staff'],
      ['restore', null, null, 'staff'],
    ]);
    const [create, submit, revision, contributorEdit, , staffEdit, approve, del] = oldestFirst;
    expect(create.actor).toEqual({ kind: 'contributor', id: world.contributorId, fullname: expect.stringMatching(/^Komunitas/) });
    expect(submit.note).toBe('Mohon ditinjau sebelum RUPS.');
    expect(revision).toMatchObject({
      label: 'Sent back for revision',
      note: 'Tambahkan sumber data.',
      actor: { fullname: 'Agus Pratama' },
    });
    expect(contributorEdit.changes).toEqual([
      {
        field: 'first_summary',
        label: 'First summary',
        before: 'Pendapatan data center tumbuh 24% yoy.',
        after: expect.stringContaining('laporan Q3'),
      },
    ]);
    expect(staffEdit).toMatchObject({
      actor: { fullname: 'Budi Santoso' },
      changes: [expect.objectContaining({ field: 'article_title', label: 'Title' })],
    });
    expect(approve).toMatchObject({ note: 'Terbit.', label: 'Approved and published' });
    expect(approve.changes.map((c: any) => c.field)).toContain('published_at');
    expect(del.actor).toMatchObject({ kind: 'staff', fullname: 'Ratna Wijaya' });
    // Times are the moments of the changes, newest first.
    const times = history.data.map((e: any) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await t.call({ method: 'GET', url: `/api/circle-research/logs/history/${id}?limit=2&page=2`, cookie: auditor }))
        .statusCode,
    ).toBe(200);
    expect(
      json(await t.call({ method: 'GET', url: `/api/circle-research/logs/history/${id}?limit=2&page=2`, cookie: auditor })).data
        .data,
    ).toHaveLength(2);
  });

  it('answers 404 for an unknown article and 400 for a bad id or page', async () => {
    const auditor = await t.login('auditor@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/circle-research/logs/history/77777', cookie: auditor })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: 'GET', url: '/api/circle-research/logs/history/-1', cookie: auditor })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/circle-research/logs/history/1?page=0', cookie: auditor })).statusCode).toBe(
      400,
    );
  });
});
