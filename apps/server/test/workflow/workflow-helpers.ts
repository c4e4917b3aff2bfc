import type { Kysely } from 'kysely';
import { json, rowCount, type TestApp } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { memoBody } from './workflow-fixture.ts';

/** The people of a workflow: an author (write, update) and two reviewers (approval). */
export type Desk = { writer: string; reviewer: string; second: string; writerId: number; reviewerId: number };

let serial = 0;

export async function desk(t: TestApp): Promise<Desk> {
  const writer = await staffWith(t, { STANDUP: ['read', 'write', 'update'] });
  const reviewer = await staffWith(t, { STANDUP: ['read', 'approval'] });
  const second = await staffWith(t, { STANDUP: ['read', 'approval'] });
  const me = async (cookie: string) =>
    json(await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie })).data.id as number;
  return { writer, reviewer, second, writerId: await me(writer), reviewerId: await me(reviewer) };
}

export const detail = async (t: TestApp, cookie: string, id: number) =>
  json(await t.call({ method: 'GET', url: `/api/test-memo/detail/${id}`, cookie })).data;

/** POST the workflow call with the version read just before (unless `version` is given). */
export async function step(t: TestApp, cookie: string, id: number, body: Record<string, unknown>) {
  const version = body.version ?? (await detail(t, cookie, id)).version;
  return t.call({ method: 'POST', url: `/api/test-memo/workflow/${id}`, cookie, payload: { version, ...body } });
}

async function mustStep(t: TestApp, cookie: string, id: number, body: Record<string, unknown>) {
  const res = await step(t, cookie, id, body);
  if (res.statusCode !== 200) throw new Error(`${String(body.action)}: ${res.statusCode} ${res.body}`);
  return json(res).data;
}

/** Edit the content as `cookie` (the full body, with the version read just before). */
export async function edit(t: TestApp, cookie: string, id: number, patch: Record<string, unknown>) {
  const current = await detail(t, cookie, id);
  const body = { title: current.title, slug: current.slug, summary: current.summary, body: current.body, ...patch };
  return t.call({ method: 'PUT', url: `/api/test-memo/update/${id}`, cookie, payload: { ...body, version: current.version } });
}

/** A memo written by the desk's writer and brought to `status` by the desk. */
export async function memoIn(t: TestApp, d: Desk, status: string): Promise<number> {
  const { id } = await createRecord(t, d.writer, 'test-memo', memoBody(++serial));
  if (status === 'DRAFT') return id;
  await mustStep(t, d.writer, id, { action: 'submit' });
  switch (status) {
    case 'PENDING':
      return id;
    case 'APPROVED':
      await mustStep(t, d.reviewer, id, { action: 'approve' });
      return id;
    case 'SCHEDULED':
      await mustStep(t, d.reviewer, id, {
        action: 'approve',
        scheduled_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      });
      return id;
    case 'REQUEST': {
      await mustStep(t, d.reviewer, id, { action: 'approve' });
      const res = await edit(t, d.writer, id, { title: `Memo riset ${serial}: prospek perbankan (revisi)` });
      if (res.statusCode !== 200) throw new Error(`edit: ${res.statusCode} ${res.body}`);
      return id;
    }
    case 'REVISION':
      await mustStep(t, d.reviewer, id, { action: 'request_revision', note: 'Tambahkan data kredit.' });
      return id;
    case 'REJECTED':
      await mustStep(t, d.reviewer, id, { action: 'reject', note: 'Di luar cakupan.' });
      return id;
  }
  throw new Error(`no way to ${status}`);
}

/** Everything a refused call must leave as it was. */
export async function memoState(t: TestApp) {
  const db = t.ctx.db.kysely as Kysely<any>;
  const count = (table: string) => rowCount(db, table);
  return {
    rows: await db.selectFrom('test_memos').selectAll().orderBy('id').execute(),
    counters: await db
      .selectFrom('resource_totals')
      .selectAll()
      .where('tbl', '=', 'test_memos')
      .orderBy('dim')
      .orderBy('val')
      .execute(),
    audit: await count('audit_log'),
    jobs: await count('jobs'),
  };
}
