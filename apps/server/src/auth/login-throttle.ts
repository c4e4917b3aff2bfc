import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';
import { createLoginFailureRepository } from './login-failure.repository.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Login throttling kept in the database, so it holds across restarts and across API nodes. */
export function createLoginThrottle(ctx: AppContext) {
  const failures = () => createLoginFailureRepository(ctx.db.kysely);

  async function retryAfter(column: 'email_key' | 'ip', value: string, max: number, since: string): Promise<number | undefined> {
    const times = await failures().recentTimes(column, value, since, max);
    if (times.length < max) return undefined;
    // The oldest of the last `max` failures leaves the window first.
    const oldest = times[times.length - 1]!;
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
      await failures().insert({ emailKey, ip, at: iso(now) });
      await failures().deleteBefore(iso(addMs(now, -THROTTLE_WINDOW_MS)));
    },
    async clear(emailKey: string): Promise<void> {
      await failures().deleteForEmail(emailKey);
    },
  };
}

/** Emails are compared without case or surrounding/embedded spaces. */
export function normaliseEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}
