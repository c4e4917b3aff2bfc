import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { RetentionKind } from '@/config.ts';
import type { Clock } from '@/context.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Rows that are of no use once old: finished jobs, finished deliveries, sent mail, expired
 * sessions, throttle windows. Each area that keeps such rows registers them with the retention
 * (`ctx.retention.register`) and says which rows are old; the hourly upkeep removes what is older
 * than the area's setting (RETENTION_DAYS_<KIND>, config.ts). The audit log is never one of them.
 */
export type Prunable<T extends keyof Database & string = keyof Database & string> = {
  /** Which setting says how long rows are kept. */
  kind: RetentionKind;
  table: T;
  /** The column that tells one row from another (its primary key). */
  key: keyof Database[T] & string;
  /** The rows that were finished (sent, expired, ended) before `before` (ISO): those that may go. */
  old(eb: ExpressionBuilder<Database, T>, before: string): Expression<SqlBool>;
};

/** A prunable of one table, typed against its columns. */
export const prunable = <T extends keyof Database & string>(definition: Prunable<T>): Prunable =>
  definition as unknown as Prunable;

/** Remove at most `limit` old rows of one table; answers how many went. */
async function pruneBatch(db: Kysely<Database>, prunable: Prunable, before: string, limit: number): Promise<number> {
  // The table is the prunable's own: its name and key are checked against the schema where it is declared.
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const old = any
    .selectFrom(prunable.table)
    .select(prunable.key)
    .where((eb) => prunable.old(eb as never, before))
    .limit(limit);
  const result = await any.deleteFrom(prunable.table).where(prunable.key, 'in', old).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type PruneReport = { kind: RetentionKind; table: string; before: string; deleted: number };

/** How often a node runs the upkeep. Every node does; a second run finds nothing left to remove. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;
/** Rows removed per statement: each is a short write, so requests run between them. */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Kept for ever (decision 020): no area may register it. */
const NEVER_PRUNED = new Set(['audit_log', 'audit_chain']);

export type Retention = ReturnType<typeof createRetention>;

export function createRetention(deps: { db: Db; clock: Clock; days: Readonly<Record<RetentionKind, number>> }) {
  const prunables: Prunable[] = [];
  return {
    register(prunable: Prunable): void {
      if (NEVER_PRUNED.has(prunable.table)) throw new Error(`${prunable.table} is kept for ever and is never pruned`);
      if (prunables.some((p) => p.table === prunable.table))
        throw new Error(`${prunable.table} is already registered for pruning`);
      prunables.push(prunable);
    },

    /** Remove what is older than its setting from every registered table, batch by batch. */
    async run(): Promise<PruneReport[]> {
      const reports: PruneReport[] = [];
      for (const prunable of prunables) {
        const before = new Date(deps.clock.now().getTime() - deps.days[prunable.kind] * DAY_MS).toISOString();
        let deleted = 0;
        for (;;) {
          const n = await pruneBatch(deps.db.kysely, prunable, before, BATCH);
          deleted += n;
          if (n < BATCH) break;
          await new Promise((resolve) => setImmediate(resolve));
        }
        reports.push({ kind: prunable.kind, table: prunable.table, before, deleted });
      }
      return reports;
    },
  };
}
