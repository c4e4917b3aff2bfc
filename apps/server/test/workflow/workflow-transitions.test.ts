import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { WORKFLOW_ACTIONS, WORKFLOW_TRANSITIONS } from '@rc/contract/workflow';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { memoBody, mountMemos } from './workflow-fixture.ts';
import { desk, detail, edit, memoIn, memoState, step, type Desk } from './workflow-helpers.ts';

const NOTE = 'Perjelas asumsi pertumbuhan kredit.';
const withNote = (action: string) => (action === 'reject' || action === 'request_revision' ? { note: NOTE } : {});

describe.each(DIALECTS)('engine workflow on %s', (dialect) => {
  let t: TestApp;
  let d: Desk;
  beforeAll(async () => {
    t = await createTestApp(dialect, { extend: mountMemos });
    d = await desk(t);
  });
  afterAll(async () => t.close());

  it('a new record is its author’s draft, and says what can be done with it', async () => {
    const created = await createRecord(t, d.writer, 'test-memo', memoBody(900));
    // The create answer already says it, so an editor opened on it offers the first step.
    expect(created.workflow).toMatchObject({ status: 'DRAFT', allowed: ['submit'], created_by: d.writerId });
    const id = await memoIn(t, d, 'DRAFT');
    const record = await detail(t, d.writer, id);
    expect(record).toMatchObject({ status: 'DRAFT', published_at: null, auditor_id: null });
    expect(record.workflow).toMatchObject({
      status: 'DRAFT',
      allowed: ['submit'],
      created_by: d.writerId,
      edited_by: d.writerId,
      live: null,
    });
  });

  // Every (status, action) pair of DOMAIN.md's table: allowed ones lead where it says, the rest are a
  // 409 naming the status and what is allowed, with nothing written.
  const pairs = CONTENT_STATUSES.flatMap((from) => WORKFLOW_ACTIONS.map((action) => [from, action] as const));
  it.each(pairs)('%s + %s', async (from, action) => {
    const id = await memoIn(t, d, from);
    const actor = action === 'submit' || action === 'reopen' ? d.writer : d.reviewer;
    const before = await memoState(t);
    const res = await step(t, actor, id, { action, ...withNote(action) });
    const to = WORKFLOW_TRANSITIONS[from][action];
    if (to) {
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data).toMatchObject({ status: to });
      expect(json(res).data.workflow.status).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(json(res).error.message).toContain(from);
      if (!(from === 'REQUEST' && action === 'request_revision'))
        expect(json(res).error.message).toMatch(/Allowed now|Nothing can be done/);
      expect(await memoState(t)).toEqual(before);
    }
  });

  it('approving publishes and records the reviewer and note; a revision or rejection needs a note', async () => {
    const id = await memoIn(t, d, 'PENDING');
    for (const action of ['request_revision', 'reject']) {
      const before = await memoState(t);
      const res = await step(t, d.reviewer, id, { action, note: '  ' });
      expect(res.statusCode).toBe(400);
      expect(json(res).error.fields.note).toMatch(/note is required/i);
      expect(await memoState(t)).toEqual(before);
    }
    t.clock.advance(60_000);
    const res = await step(t, d.reviewer, id, { action: 'approve', note: 'Siap terbit.' });
    expect(json(res).data).toMatchObject({
      status: 'APPROVED',
      auditor_id: d.reviewerId,
      response_note: 'Siap terbit.',
      published_at: t.clock.now().toISOString(),
      scheduled_at: null,
    });
  });

  it('a resubmission clears the last review note from the record; the history keeps it', async () => {
    const id = await memoIn(t, d, 'REVISION');
    expect((await detail(t, d.writer, id)).response_note).toBe('Tambahkan data kredit.');
    const res = await step(t, d.writer, id, { action: 'submit' });
    expect(json(res).data).toMatchObject({ status: 'PENDING', response_note: null });
    const history = json(await t.call({ method: 'GET', url: `/api/test-memo/history/${id}`, cookie: d.writer })).data.data;
    expect(history.find((e: { action: string }) => e.action === 'request-revision')).toMatchObject({
      note: 'Tambahkan data kredit.',
    });
  });

  it('a stale version, a trashed or missing record, and bad bodies are refused and write nothing', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const { version } = await detail(t, d.reviewer, id);
    await edit(t, d.writer, id, { summary: 'Diperbarui penulis' });
    const before = await memoState(t);
    const stale = await step(t, d.reviewer, id, { action: 'approve', version });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).current).toMatchObject({ id, summary: 'Diperbarui penulis' });
    for (const body of [
      { action: 'publish', version: 1 },
      { action: 'approve' },
      { action: 'approve', version: 'one' },
      { action: 'approve', version: 1, extra: true },
      { action: 'submit', version: 1, scheduled_at: '2030-01-01T00:00:00Z' },
      { action: 'approve', version: 1, scheduled_at: 'next monday' },
      { action: 'reject', version: 1, note: 'x'.repeat(2001) },
    ]) {
      const res = await t.call({ method: 'POST', url: `/api/test-memo/workflow/${id}`, cookie: d.reviewer, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await step(t, d.reviewer, 999_999, { action: 'approve', version: 1 })).statusCode).toBe(404);
    expect((await step(t, d.reviewer, 0, { action: 'approve', version: 1 })).statusCode).toBe(400);
    expect(await memoState(t)).toEqual(before);

    await t.call({ method: 'DELETE', url: `/api/test-memo/delete/${id}`, cookie: await staffWith(t, { STANDUP: ['delete'] }) });
    const trashed = await memoState(t);
    const res = await step(t, d.reviewer, id, { action: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.message).toMatch(/trash/);
    expect(await memoState(t)).toEqual(trashed);
  });

  it('submit and reopen need update; approve, revision and reject need approval', async () => {
    const pending = await memoIn(t, d, 'PENDING');
    const draft = await memoIn(t, d, 'DRAFT');
    const before = await memoState(t);
    const readOnly = await staffWith(t, { STANDUP: ['read'] });
    expect((await step(t, readOnly, pending, { action: 'approve', version: 2 })).statusCode).toBe(403);
    const approveOnly = await staffWith(t, { STANDUP: ['read', 'approval'] });
    const submitted = await step(t, approveOnly, draft, { action: 'submit' });
    expect(submitted.statusCode).toBe(403);
    expect(json(submitted).error.message).toMatch(/update permission on STANDUP/);
    const approved = await step(t, d.writer, pending, { action: 'approve' });
    expect(approved.statusCode).toBe(403);
    expect(json(approved).error.message).toMatch(/approval permission on STANDUP/);
    expect(await memoState(t)).toEqual(before);
  });

  describe('maker–checker', () => {
    it('nobody approves what they created, owners included; another reviewer does', async () => {
      const owner = await t.login('owner@demo.test');
      const { id } = await createRecord(t, owner, 'test-memo', memoBody(900));
      expect((await step(t, owner, id, { action: 'submit' })).statusCode).toBe(200);
      const before = await memoState(t);
      const refused = await step(t, owner, id, { action: 'approve' });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.message).toMatch(/created this memo.*maker-checker/);
      expect(await memoState(t)).toEqual(before);
      expect((await step(t, d.reviewer, id, { action: 'approve' })).statusCode).toBe(200);
    });

    it('nobody approves what they edited last; they may still send it back', async () => {
      const id = await memoIn(t, d, 'PENDING');
      const editor = await staffWith(t, { STANDUP: ['read', 'update', 'approval'] });
      expect((await edit(t, editor, id, { summary: 'Diperbaiki redaksi' })).statusCode).toBe(200);
      expect((await detail(t, editor, id)).workflow.edited_by).not.toBe(d.writerId);
      const refused = await step(t, editor, id, { action: 'approve' });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.message).toMatch(/last edited this memo.*maker-checker/);
      expect((await step(t, editor, id, { action: 'request_revision', note: NOTE })).statusCode).toBe(200);
    });
  });

  describe('changes to published content', () => {
    it('an edit of an approved record becomes a change request; the live version stays readable until approved', async () => {
      const id = await memoIn(t, d, 'APPROVED');
      const live = await detail(t, d.writer, id);
      const res = await edit(t, d.writer, id, { title: 'Judul baru yang diusulkan', body: '<p>Isi baru.</p>' });
      expect(res.statusCode, res.body).toBe(200);
      const request = json(res).data;
      expect(request).toMatchObject({ status: 'REQUEST', title: 'Judul baru yang diusulkan', published_at: live.published_at });
      expect(request.workflow.live).toMatchObject({ title: live.title, body: live.body, summary: live.summary });
      expect(request.workflow.allowed).toEqual(['approve', 'reject']);
      const history = json(await t.call({ method: 'GET', url: `/api/test-memo/history/${id}`, cookie: d.writer })).data.data;
      expect(history.slice(0, 2).map((e: any) => e.action)).toEqual(['request-change', 'update']);

      // The author may keep refining the proposal; the live version kept aside does not move.
      expect((await edit(t, d.writer, id, { summary: 'Ringkasan usulan' })).statusCode).toBe(200);
      expect((await detail(t, d.writer, id)).workflow.live.title).toBe(live.title);

      const approved = json(await step(t, d.reviewer, id, { action: 'approve' })).data;
      expect(approved).toMatchObject({
        status: 'APPROVED',
        title: 'Judul baru yang diusulkan',
        summary: 'Ringkasan usulan',
        published_at: live.published_at,
      });
      expect(approved.workflow.live).toBeNull();
    });

    it('a rejected change puts the live version back', async () => {
      const id = await memoIn(t, d, 'APPROVED');
      const live = await detail(t, d.writer, id);
      await edit(t, d.writer, id, { title: 'Judul sensasional', summary: null });
      const rejected = json(await step(t, d.reviewer, id, { action: 'reject', note: 'Judul terlalu sensasional.' })).data;
      expect(rejected).toMatchObject({
        status: 'APPROVED',
        title: live.title,
        summary: live.summary,
        body: live.body,
        response_note: 'Judul terlalu sensasional.',
      });
      expect(rejected.workflow.live).toBeNull();
    });

    it('a change request is not scheduled, and published records keep their link', async () => {
      const id = await memoIn(t, d, 'REQUEST');
      const before = await memoState(t);
      const scheduled = await step(t, d.reviewer, id, { action: 'approve', scheduled_at: '2030-01-01T00:00:00Z' });
      expect(scheduled.statusCode).toBe(400);
      const slug = await edit(t, d.writer, id, { slug: 'tautan-lain' });
      expect(slug.statusCode).toBe(400);
      expect(json(slug).error.fields.slug).toMatch(/Keep/);
      expect(await memoState(t)).toEqual(before);
    });

    it('a rejected record is reopened before it is edited', async () => {
      const id = await memoIn(t, d, 'REJECTED');
      const before = await memoState(t);
      const refused = await edit(t, d.writer, id, { summary: 'Coba lagi' });
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error.message).toMatch(/Reopen/);
      expect(await memoState(t)).toEqual(before);
      expect(json(await step(t, d.writer, id, { action: 'reopen' })).data.status).toBe('DRAFT');
      expect((await edit(t, d.writer, id, { summary: 'Coba lagi' })).statusCode).toBe(200);
    });
  });

  it('history shows every step with its actor, note and time', async () => {
    const id = await memoIn(t, d, 'REVISION');
    await step(t, d.writer, id, { action: 'submit', note: 'Sudah ditambah.' });
    t.clock.advance(1000);
    await step(t, d.reviewer, id, { action: 'approve', note: 'Terbit.' });
    const history = json(await t.call({ method: 'GET', url: `/api/test-memo/history/${id}`, cookie: d.writer })).data.data;
    expect(history.map((e: any) => e.action)).toEqual(['approve', 'submit', 'request-revision', 'submit', 'create']);
    expect(history[0]).toMatchObject({
      note: 'Terbit.',
      at: t.clock.now().toISOString(),
      actor: { id: d.reviewerId },
      changes: expect.arrayContaining([{ field: 'status', label: 'Status', before: 'PENDING', after: 'APPROVED' }]),
    });
    expect(history[1]).toMatchObject({ note: 'Sudah ditambah.', actor: { id: d.writerId } });
    expect(history[2]).toMatchObject({ note: 'Tambahkan data kredit.', actor: { id: d.reviewerId } });
  });

  it('bulk steps are decided row by row: maker–checker and the status rules hold per record', async () => {
    const ok = await memoIn(t, d, 'PENDING');
    const draft = await memoIn(t, d, 'DRAFT');
    const editor = await staffWith(t, { STANDUP: ['read', 'update', 'approval'] });
    const mine = await memoIn(t, d, 'PENDING');
    await edit(t, editor, mine, { summary: 'Disunting' });
    const res = await t.call({
      method: 'POST',
      url: '/api/test-memo/workflow-bulk',
      cookie: editor,
      payload: { action: 'approve', ids: [ok, draft, mine] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { done, refused } = json(res).data;
    expect(done).toEqual([ok]);
    expect(refused.map((r: any) => r.id)).toEqual([draft, mine]);
    expect(refused[0].message).toMatch(/DRAFT/);
    expect(refused[1].message).toMatch(/maker-checker/);
    expect((await detail(t, editor, ok)).status).toBe('APPROVED');
    expect((await detail(t, editor, draft)).status).toBe('DRAFT');
    const noRight = await staffWith(t, { STANDUP: ['read'] });
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/test-memo/workflow-bulk',
          cookie: noRight,
          payload: { action: 'approve', ids: [ok] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
