import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/database.ts';
import { createJobRunner, type JobRunner } from '@/jobs/job-runner.ts';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';

const quiet = { warn: () => {}, info: () => {}, error: () => {} } as never;
let kindSerial = 0;
const kind = (name: string) => `test.${name}.${++kindSerial}`;

async function jobsOf(t: TestApp, jobKind: string) {
  return t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', jobKind).orderBy('id').execute();
}

describe.each(DIALECTS)('job runner on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('a job enqueued in a transaction that rolls back does not exist; one that commits does', async () => {
    const k = kind('tx');
    await expect(
      t.ctx.db.kysely.transaction().execute(async (trx) => {
        await t.ctx.jobs.enqueue(trx, { kind: k, payload: { n: 1 } });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await jobsOf(t, k)).toHaveLength(0);

    await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: { n: 2 } }));
    const [job] = await jobsOf(t, k);
    expect(job).toMatchObject({ status: 'queued', attempts: 0, payload: '{"n":2}', run_at: t.clock.now().toISOString() });
  });

  it('runs a due job once, with its payload, and only when its time has come', async () => {
    const k = kind('due');
    const seen: unknown[] = [];
    t.ctx.jobs.handle(k, async (job) => void seen.push(job.payload));
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: 'later', runAt: later }));
    await t.ctx.jobs.runDue();
    expect(seen).toEqual([]);
    t.clock.advance(60_000);
    await t.ctx.jobs.runDue();
    await t.ctx.jobs.runDue();
    expect(seen).toEqual(['later']);
    expect((await jobsOf(t, k))[0]).toMatchObject({ status: 'done', attempts: 1, finished_at: t.clock.now().toISOString() });
  });

  it('a failing job is retried with growing waits, then dead with its last error', async () => {
    const k = kind('fail');
    let calls = 0;
    t.ctx.jobs.handle(
      k,
      async () => {
        calls++;
        throw new Error(`mail server refused (${calls})`);
      },
      { baseDelayMs: 1000, maxDelayMs: 60_000 },
    );
    await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: null, maxAttempts: 3 }));

    await t.ctx.jobs.runDue();
    let [job] = await jobsOf(t, k);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'mail server refused (1)' });
    expect(Date.parse(job!.run_at) - t.clock.now().getTime()).toBe(1000);

    await t.ctx.jobs.runDue(); // not due yet
    expect(calls).toBe(1);
    t.clock.advance(1000);
    await t.ctx.jobs.runDue();
    [job] = await jobsOf(t, k);
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Date.parse(job!.run_at) - t.clock.now().getTime()).toBe(2000);

    t.clock.advance(2000);
    await t.ctx.jobs.runDue();
    [job] = await jobsOf(t, k);
    expect(job).toMatchObject({ status: 'dead', attempts: 3, last_error: 'mail server refused (3)' });
    t.clock.advance(3_600_000);
    await t.ctx.jobs.runDue();
    expect(calls).toBe(3);
  });

  it('a job whose node stopped mid-way is taken again once its lease runs out', async () => {
    const k = kind('lease');
    let runs = 0;
    t.ctx.jobs.handle(k, async () => void runs++);
    await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: null }));
    const [job] = await jobsOf(t, k);
    // As a node that claimed it and died would leave it.
    const lease = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    await t.ctx.db.kysely
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'gone:1:abc', locked_until: lease, attempts: 1 })
      .where('id', '=', job!.id)
      .execute();
    await t.ctx.jobs.runDue();
    expect(runs).toBe(0);
    t.clock.advance(5 * 60_000 + 1);
    await t.ctx.jobs.runDue();
    expect(runs).toBe(1);
    expect((await jobsOf(t, k))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a job of a kind nobody handles fails like any other, with a message saying so', async () => {
    const k = kind('orphan');
    await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: null, maxAttempts: 1 }));
    await t.ctx.jobs.runDue();
    expect((await jobsOf(t, k))[0]).toMatchObject({ status: 'dead', last_error: expect.stringContaining('No handler') });
  });

  it('the polling loop runs due jobs on its own', async () => {
    const k = kind('poll');
    const db = openDatabase(t.url);
    const runner = createJobRunner({ db, clock: t.clock, log: quiet, pollMs: 20 });
    let ran = false;
    runner.handle(k, async () => void (ran = true));
    try {
      await t.ctx.db.kysely.transaction().execute((trx) => t.ctx.jobs.enqueue(trx, { kind: k, payload: null }));
      runner.start();
      await expect.poll(() => ran, { timeout: 5000, interval: 20 }).toBe(true);
    } finally {
      await runner.stop();
      await db.close();
    }
  });

  it('two runners on one database never take the same job', async () => {
    const k = kind('race');
    const counts = new Map<number, number>();
    const runners: JobRunner[] = [];
    const dbs = [openDatabase(t.url), openDatabase(t.url)];
    for (const db of dbs) {
      const runner = createJobRunner({ db, clock: t.clock, log: quiet, pollMs: 0 });
      runner.handle(k, async (job) => {
        counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      runners.push(runner);
    }
    try {
      await t.ctx.db.kysely.transaction().execute(async (trx) => {
        for (let i = 0; i < 120; i++) await t.ctx.jobs.enqueue(trx, { kind: k, payload: i });
      });
      const ran = await Promise.all(runners.map((r) => r.runDue()));
      expect(ran[0]! + ran[1]!).toBe(120);
      expect(counts.size).toBe(120);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const jobs = await jobsOf(t, k);
      expect(jobs.every((j) => j.status === 'done' && Number(j.attempts) === 1)).toBe(true);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
  });
});
