import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Login throttling kept in the database, so it holds across restarts and across API nodes. */
export function createLoginThrottle(ctx: AppContext) {
  const db = () => ctx.db.kysely;

  async function retryAfter(column: 'email_key' | 'ip', value: string, max: number, since: string): Promise<number | undefined> {
    const rows = await db()
      .selectFrom('login_failures')
      .select('created_at')
      .where(column, '=', value)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(max)
      .execute();
    if (rows.length < max) return undefined;
    // The oldest of the last `max` failures leaves the window first.
    const oldest = rows[rows.length - 1]!.created_at;
    const freeAt = Date.parse(oldest) + THROTTLE_WINDOW_MS;
    return Math.max(1, Math.ceil((freeAt - ctx.clock.now().getTime()) / 1000));
  }

  return {
    /** Seconds to wait, or undefined when a login may be tried. */
    async check(emailKey: string, ip: string): Promise<number | undefined> {
      const since = iso(addMs(ctx.clock.now(), -THROTTLE_WINDOW_MS));
      return (
        (await retryAfter('email_key', emailKey, MAX_FAILURES_PER_ACCOUNT, since)) ??
        (await retryAfter('ip', ip, MAX_FAILURES_PER_IP, since))
      );
    },
    async recordFailure(emailKey: string, ip: string): Promise<void> {
      const now = ctx.clock.now();
      await db()
        .insertInto('login_failures')
        .values({ email_key: emailKey, ip, created_at: iso(now) })
        .execute();
      await db()
        .deleteFrom('login_failures')
        .where('created_at', '<', iso(addMs(now, -THROTTLE_WINDOW_MS)))
        .execute();
    },
    async clear(emailKey: string): Promise<void> {
      await db().deleteFrom('login_failures').where('email_key', '=', emailKey).execute();
    },
  };
}

/** Emails are compared without case or surrounding/embedded spaces. */
export function normaliseEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}
