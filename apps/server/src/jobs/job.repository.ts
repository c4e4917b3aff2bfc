import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import { prunable } from '@/db/retention.ts';
import type { Database } from '@/db/schema.ts';
import type { JobTable } from '@/db/tables/job.table.ts';

export type JobRow = Selectable<JobTable>;
export type JobState = 'queued' | 'running' | 'done' | 'dead' | 'cancelled';

export type NewJob = {
  kind: string;
  payload: unknown;
  /** When it may run (ISO); now when absent. */
  runAt: string;
  subject?: string | null;
  maxAttempts?: number;
};

/** SQL of the jobs table. Pass the caller's transaction to `enqueue` so the job and its change land together. */
export function createJobRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async enqueue(job: NewJob, now: string): Promise<number> {
      const row = await db
        .insertInto('jobs')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? null),
          subject: job.subject ?? null,
          status: 'queued',
          run_at: job.runAt,
          max_attempts: job.maxAttempts ?? 5,
          last_error: null,
          locked_by: null,
          locked_until: null,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /**
     * Take up to `limit` due jobs for `node`: queued ones whose time has come, and running ones whose
     * lease ran out (their node stopped mid-way). On PostgreSQL the rows are locked with SKIP LOCKED,
     * so two nodes asking at once get different jobs; SQLite has one writer at a time anyway.
     */
    async claim(node: string, now: string, leaseUntil: string, limit: number): Promise<JobRow[]> {
      let due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('run_at')
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_by: node,
          locked_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
      // ISO times order as plain strings (localeCompare would load the locale data for nothing).
      return rows.sort((a, b) => (a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : Number(a.id) - Number(b.id)));
    },

    /** Done, if this node still holds the job (a node that lost its lease must not overwrite the next one). */
    async complete(id: number, node: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'done', finished_at: now, updated_at: now, locked_by: null, locked_until: null, last_error: null })
        .where('id', '=', id)
        .where('locked_by', '=', node)
        .execute();
    },

    /** A failed attempt: queued again at `retryAt`, or dead when it was the last one. */
    async fail(id: number, node: string, error: string, now: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: retryAt ? 'queued' : 'dead',
          run_at: retryAt ?? sql<string>`run_at`,
          last_error: error.slice(0, 2000),
          finished_at: retryAt ? null : now,
          updated_at: now,
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', id)
        .where('locked_by', '=', node)
        .execute();
    },

    /** Jobs about one subject that have not run yet are dropped (the record was rescheduled or withdrawn). */
    async cancel(kind: string, subject: string, now: string): Promise<number> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'cancelled', finished_at: now, updated_at: now })
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The newest job of a kind about one subject (the record's screen shows its state). */
    latest(kind: string, subject: string): Promise<JobRow | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('subject', '=', subject)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** How many jobs there are per kind and state (operations, metrics). */
    async summary(): Promise<Array<{ kind: string; status: string; n: number }>> {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['kind', 'status'])
        .execute();
      return rows.map((r) => ({ kind: r.kind, status: r.status, n: Number(r.n) }));
    },

    /**
     * Per kind, the time since which its oldest due job has waited: queued and due, or running on a
     * node whose lease ran out (metrics: how far behind the runners are).
     */
    async oldestDue(now: string): Promise<Array<{ kind: string; since: string }>> {
      const rows = await db
        .selectFrom('jobs')
        .select([
          'kind',
          (eb) =>
            eb.fn
              .min<string>(eb.case().when('status', '=', 'queued').then(eb.ref('run_at')).else(eb.ref('locked_until')).end())
              .as('since'),
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .groupBy('kind')
        .execute();
      return rows.map((r) => ({ kind: r.kind, since: r.since }));
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;

/** Jobs that ran, gave up or were cancelled (RETENTION_DAYS_JOBS); queued and running ones stay. */
export const finishedJobs = prunable({
  kind: 'jobs',
  table: 'jobs',
  key: 'id',
  old: (eb, before) => eb.and([eb('status', 'in', ['done', 'dead', 'cancelled']), eb('finished_at', '<', before)]),
});
