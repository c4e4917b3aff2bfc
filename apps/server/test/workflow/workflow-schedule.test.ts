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

  it('an approval with a future date is approved but not live until the Scheduler publishes it, once', async () => {
    const { id, at } = await scheduleIn(t, d, 2 * HOUR);
    const approved = await detail(t, d.reviewer, id);
    expect(approved).toMatchObject({ status: 'APPROVED', published_at: null, scheduled_at: at });
    expect(approved.workflow.schedule).toMatchObject({ run_at: at, state: 'queued', attempts: 0, last_error: null });

    // Not due yet: nothing happens.
    t.clock.advance(HOUR);
    await t.ctx.jobs.runDue();
    expect((await detail(t, d.reviewer, id)).published_at).toBeNull();

    t.clock.advance(HOUR + 1000);
    expect(await t.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const live = await detail(t, d.reviewer, id);
    expect(live.published_at).toBe(t.clock.now().toISOString());
    expect(live.workflow.schedule).toMatchObject({ state: 'done', attempts: 1 });
    const history = json(await t.call({ method: 'GET', url: `/api/test-memo/history/${id}`, cookie: d.reviewer })).data.data;
    expect(history[0]).toMatchObject({ action: 'publish', actor: { id: null, fullname: 'Scheduler' } });
    expect(history[1]).toMatchObject({ action: 'approve-scheduled' });

    t.clock.advance(HOUR);
    await t.ctx.jobs.runDue();
    expect(await publications(t, id)).toBe(1);
  });

  it('an approval dated now or earlier publishes at once, with no job', async () => {
    const id = await memoIn(t, d, 'PENDING');
    const res = await step(t, d.reviewer, id, { action: 'approve', scheduled_at: '2020-01-01T00:00:00Z' });
    expect(json(res).data).toMatchObject({ published_at: t.clock.now().toISOString(), scheduled_at: null });
    expect(json(res).data.workflow.schedule).toBeNull();
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
