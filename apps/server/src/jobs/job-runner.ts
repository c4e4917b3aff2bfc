import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { createJobRepository, type JobRow, type NewJob } from './job.repository.ts';

/** One claimed job as its handler sees it. */
export type Job = { id: number; kind: string; payload: unknown; subject: string | null; attempt: number; maxAttempts: number };

/**
 * Does the work of one job. It may run more than once for the same job (a node that dies after the
 * work but before the job is marked done leaves it to another node), so a handler makes its effect
 * once, e.g. with a conditional update ("publish where not yet published").
 */
export type JobHandler = (job: Job) => Promise<void>;

export type JobKindOptions = {
  /** Wait before attempt n+1: `baseDelayMs * 2^(n-1)`, at most `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
};

const DEFAULTS = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };
const BATCH = 20;

/**
 * The server's one job runner (docs/decisions/010): jobs are rows of the `jobs` table, enqueued in
 * the transaction of the change that needs them; every node polls for due jobs and claims them
 * atomically, so each job runs on one node; a failure is retried with exponential backoff and
 * marked dead after its last attempt.
 */
export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  /** A running job whose node has not finished it in this long is taken by another node (default 5 minutes). */
  leaseMs?: number;
}) {
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const node = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, { run: JobHandler; options: Required<JobKindOptions> }>();
  const repo = createJobRepository(deps.db.kysely, deps.db.dialect);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  const iso = (ms: number) => new Date(ms).toISOString();

  async function runOne(row: JobRow): Promise<void> {
    const entry = handlers.get(row.kind);
    const now = () => iso(deps.clock.now().getTime());
    const job: Job = {
      id: Number(row.id),
      kind: row.kind,
      payload: JSON.parse(row.payload) as unknown,
      subject: row.subject,
      attempt: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
    try {
      if (!entry) throw new Error(`No handler for jobs of kind ${row.kind} on this server`);
      await entry.run(job);
      await repo.complete(job.id, node, now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const options = entry?.options ?? DEFAULTS;
      const last = job.attempt >= job.maxAttempts;
      const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (job.attempt - 1));
      const retryAt = last ? null : iso(deps.clock.now().getTime() + delay);
      deps.log.warn(
        { err, job: job.id, kind: job.kind, attempt: job.attempt },
        last ? 'job failed for the last time' : 'job failed; will retry',
      );
      await repo.fail(job.id, node, message, now(), retryAt);
    }
  }

  /** Claim and run every job due now, batch after batch; answers how many ran. */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const at = deps.clock.now().getTime();
      const rows = await repo.claim(node, iso(at), iso(at + leaseMs), BATCH);
      for (const row of rows) await runOne(row);
      total += rows.length;
      if (rows.length < BATCH || stopped) return total;
    }
  }

  function schedule(): void {
    if (stopped || deps.pollMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void runDue()
        .catch((err) => deps.log.warn({ err }, 'job runner could not read the jobs table'))
        .finally(schedule);
    }, deps.pollMs);
    timer.unref();
  }

  /** Run what is due now; concurrent callers share one pass. */
  function runDue(): Promise<number> {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    node,

    /** Name the handler of a kind of job (once per kind, at start). */
    handle(kind: string, run: JobHandler, options: JobKindOptions = {}): void {
      if (handlers.has(kind)) throw new Error(`Jobs of kind ${kind} already have a handler`);
      handlers.set(kind, { run, options: { ...DEFAULTS, ...options } });
    },

    /** Write a job in the caller's transaction: it exists if and only if the change commits. */
    enqueue(trx: Kysely<Database>, job: Omit<NewJob, 'runAt'> & { runAt?: string }): Promise<number> {
      const now = iso(deps.clock.now().getTime());
      return createJobRepository(trx, deps.db.dialect).enqueue({ ...job, runAt: job.runAt ?? now }, now);
    },

    /** Drop the queued jobs of a kind about one subject, in the caller's transaction. */
    cancel(trx: Kysely<Database>, kind: string, subject: string): Promise<number> {
      return createJobRepository(trx, deps.db.dialect).cancel(kind, subject, iso(deps.clock.now().getTime()));
    },

    latest: (kind: string, subject: string) => repo.latest(kind, subject),
    /** The kinds this node has handlers for. */
    kinds: (): string[] => [...handlers.keys()],
    summary: () => repo.summary(),
    runDue,

    /** Poll every `pollMs` (0: never; tests call runDue). */
    start(): void {
      stopped = false;
      if (!timer) schedule();
    },

    /** Stop polling and wait for the job in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
