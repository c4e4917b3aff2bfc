import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, TestClock, createTestApp, json, type TestApp } from '../test-app.ts';
import { mountMemos } from './workflow-fixture.ts';
import { desk, detail, memoIn, step, type Desk } from './workflow-helpers.ts';

const HOUR = 60 * 60_000;

/** Audit entries of the Scheduler's publication of one memo. */
async function publications(t: TestApp, id: number): Promise<number> {
  const rows = await t.ctx.db.kysely
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'test-memo')
    .where('entity_id', '=', String(id))
    .where('action', '=', 'publish')
    .execute();
  return rows.length;
}

async function scheduleIn(t: TestApp, d: Desk, ms: number): Promise<{ id: number; at: string }> {
  const id = await memoIn(t, d, 'PENDING');
  const at = new Date(t.clock.now().getTime() + ms).toISOString();
  const res = await step(t, d.reviewer, id, { action: 'approve', scheduled_at: at });
  if (res.statusCode !== 200) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return { id, at };
}

describe.each(DIALECTS)('scheduled publishing on %s', (dialect) => {
  let t: TestApp;
  let d: Desk;
  beforeAll(async () => {
    t = await createTestApp(dialect, { extend: mountMemos });
    d = await desk(t);
  });
  afterAll(async () => t.close());

  it('an approval with a future date is SCHEDULED, not live, until the Scheduler publishes it, once', async () => {
    const { id, at } = await scheduleIn(t, d, 2 * HOUR);
    const approved = await detail(t, d.reviewer, id);
    expect(approved).toMatchObject({ status: 'SCHEDULED', published_at: null, scheduled_at: at });
    const counts = async () =>
      json(await t.call({ method: 'GET', url: '/api/test-memo/counts', cookie: d.reviewer })).data.by.status;
    const tab = async (status: string) =>
      (
        json(await t.call({ method: 'GET', url: `/api/test-memo/list?status=${status}`, cookie: d.reviewer })).data
          .data as Array<{
          id: number;
        }>
      ).map((r) => r.id);
    expect(await tab('SCHEDULED')).toContain(id);
    expect(await tab('APPROVED')).not.toContain(id);
    const before = await counts();
    expect(approved.workflow.schedule).toMatchObject({ run_at: at, state: 'queued', attempts: 0, last_error: null });

    // Not due yet: nothing happens.
    t.clock.advance(HOUR);
    await t.ctx.jobs.runDue();
    expect((await detail(t, d.reviewer, id)).published_at).toBeNull();

    t.clock.advance(HOUR + 1000);
    expect(await t.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const live = await detail(t, d.reviewer, id);
    expect(live).toMatchObject({ status: 'APPROVED', published_at: t.clock.now().toISOString() });
    expect(await tab('APPROVED')).toContain(id);
    expect(await tab('SCHEDULED')).not.toContain(id);
    const after = await counts();
    expect([after.SCHEDULED, after.APPROVED]).toEqual([before.SCHEDULED - 1, before.APPROVED + 1]);
    expect(live.workflow.schedule).toMatchObject({ state: 'done', attempts: 1 });
    const history = json(await t.call({ method: 'GET', url: `/api/test-memo/history/${id}`, cookie: d.reviewer })).data.data;
    expect(history[0]).toMatchObject({ action: 'publish', actor: { id: null, fullname: 'Scheduler' } });
    expect(history[1]).toMatchObject({ action: 'approve-scheduled' });

    t.clock.advance(HOUR);
    await t.ctx.jobs.runDue();
    expect(await publications(t, id)).toBe(1);
  });

  it('a publish time that has passed is refused, naming scheduled_at, and nothing changes', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const before = await detail(t, d.reviewer, id);
    for (const at of ['2020-01-01T00:00:00Z', t.clock.now().toISOString()]) {
      const res = await step(t, d.reviewer, id, { action: 'approve', scheduled_at: at });
      expect(res.statusCode).toBe(400);
      expect(json(res).error.fields).toHaveProperty('scheduled_at');
      expect(json(res).error.message).toMatch(/publish time has passed/);
    }
    const after = await detail(t, d.reviewer, id);
    expect(after).toMatchObject({ status: 'PENDING', version: before.version, published_at: null, scheduled_at: null });
    expect(await t.ctx.db.kysely.selectFrom('jobs').select('id').where('subject', '=', `test-memo:${id}`).execute()).toEqual([]);
  });

  it('publishing now is an approval without a time: live at once, with no job', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const res = await step(t, d.reviewer, id, { action: 'approve' });
    expect(json(res).data).toMatchObject({ status: 'APPROVED', published_at: t.clock.now().toISOString(), scheduled_at: null });
    expect(json(res).data.workflow.schedule).toBeNull();
  });

  it('a change to a scheduled record, decided before its time, leaves it scheduled; the Scheduler then publishes it', async () => {
    const { id } = await scheduleIn(t, d, 2 * HOUR);
    const current = await detail(t, d.writer, id);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/test-memo/update/${id}`,
      cookie: d.writer,
      payload: {
        title: `${current.title} (revisi)`,
        slug: current.slug,
        summary: current.summary,
        body: current.body,
        version: current.version,
      },
    });
    expect(json(edited).data.status).toBe('REQUEST');
    const decided = await step(t, d.reviewer, id, { action: 'approve' });
    expect(json(decided).data).toMatchObject({ status: 'SCHEDULED', published_at: null });
    t.clock.advance(2 * HOUR + 1000);
    await t.ctx.jobs.runDue();
    expect(await detail(t, d.reviewer, id)).toMatchObject({ status: 'APPROVED', title: `${current.title} (revisi)` });
  });

  it('a scheduled publication survives a restart: the next process publishes it, once', async () => {
    const clock = new TestClock();
    const first = await createTestApp(dialect, { extend: mountMemos, clock });
    const people = await desk(first);
    const { id } = await scheduleIn(first, people, HOUR);
    // The first process stops (its runner and routes); its database stays for the next one.
    await first.app.close();

    clock.advance(2 * HOUR);
    const second = await createTestApp(dialect, { extend: mountMemos, clock, database: first.url, seed: false });
    try {
      await second.ctx.jobs.runDue();
      await second.ctx.jobs.runDue();
      expect((await detail(second, people.reviewer, id)).published_at).toBe(clock.now().toISOString());
      expect(await publications(second, id)).toBe(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('scheduled publishing with two nodes on one PostgreSQL database', () => {
  it('every scheduled record is published exactly once, whichever node gets there', async () => {
    const clock = new TestClock();
    const a = await createTestApp('postgres', { extend: mountMemos, clock });
    const b = await createTestApp('postgres', { extend: mountMemos, clock, database: a.url, seed: false });
    try {
      const people = await desk(a);
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push((await scheduleIn(a, people, HOUR)).id);
      clock.advance(HOUR + 1);
      const [ranOnA, ranOnB] = await Promise.all([a.ctx.jobs.runDue(), b.ctx.jobs.runDue()]);
      expect(ranOnA + ranOnB).toBe(30);
      for (const id of ids) {
        expect(await publications(a, id)).toBe(1);
        expect((await detail(a, people.reviewer, id)).published_at).not.toBeNull();
      }
      const jobs = await a.ctx.db.kysely.selectFrom('jobs').select(['status', 'attempts']).execute();
      expect(jobs.every((j) => j.status === 'done' && Number(j.attempts) === 1)).toBe(true);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
