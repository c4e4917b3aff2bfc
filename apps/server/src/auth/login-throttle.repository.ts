import { sql, type Kysely } from 'kysely';
import { prunable } from '@/db/retention.ts';
import type { Database } from '@/db/schema.ts';

/** The throttle's counters (login_throttle): one row per key, its window's start and attempts. */
export function createLoginThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Count one more attempt for the key in one atomic statement: a window that started before
     * `since` starts again at `now` with this attempt. Answers the attempts and the window's start
     * as they stand after this one, so concurrent callers each see a different count.
     */
    async reserve(key: string, now: string, since: string): Promise<{ attempts: number; windowStart: string }> {
      const row = await db
        .insertInto('login_throttle')
        .values({ throttle_key: key, window_start: now, attempts: 1 })
        .onConflict((oc) =>
          oc.column('throttle_key').doUpdateSet({
            attempts: sql<number>`case when login_throttle.window_start <= ${since} then 1 else login_throttle.attempts + 1 end`,
            window_start: sql<string>`case when login_throttle.window_start <= ${since} then ${now} else login_throttle.window_start end`,
          }),
        )
        .returning(['attempts', 'window_start'])
        .executeTakeFirstOrThrow();
      return { attempts: Number(row.attempts), windowStart: row.window_start };
    },

    /** Give back one attempt (one that did not fail). */
    release(key: string) {
      return db
        .updateTable('login_throttle')
        .set({ attempts: sql<number>`attempts - 1` })
        .where('throttle_key', '=', key)
        .where('attempts', '>', 0)
        .execute();
    },

    clear(key: string) {
      return db.deleteFrom('login_throttle').where('throttle_key', '=', key).execute();
    },

    /** Forget windows that ended, so the table holds only keys seen lately. */
    deleteEndedBefore(since: string) {
      return db.deleteFrom('login_throttle').where('window_start', '<=', since).execute();
    },
  };
}

/**
 * Throttle windows that ended long ago (RETENTION_DAYS_THROTTLE). Sign-ins sweep ended windows as
 * they come; this covers a server nobody has signed in to for a while.
 */
export const oldThrottleWindows = prunable({
  kind: 'throttle',
  table: 'login_throttle',
  key: 'throttle_key',
  old: (eb, before) => eb('window_start', '<', before),
});
