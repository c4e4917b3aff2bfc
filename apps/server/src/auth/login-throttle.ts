import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';
import { createLoginThrottleRepository } from './login-throttle.repository.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** How often (at most) a sign-in also sweeps ended windows from the table. */
const SWEEP_EVERY_MS = 60 * 1000;

export type Reservation = { release(): Promise<void>; succeeded(): Promise<void> };

/**
 * Login throttling kept in the database as atomic counters (issue 14), so it holds across
 * restarts, across API nodes and under any concurrency: an attempt is reserved before the password
 * is checked, and only a reserved attempt checks it. At most 5 attempts per account and 20 per
 * address run in a window of 15 minutes, which starts at the first attempt; a successful sign-in
 * gives its attempts back.
 */
export function createLoginThrottle(ctx: AppContext) {
  const counters = () => createLoginThrottleRepository(ctx.db.kysely);
  let lastSweep = 0;

  function secondsLeft(windowStart: string): number {
    const freeAt = Date.parse(windowStart) + THROTTLE_WINDOW_MS;
    return Math.max(1, Math.ceil((freeAt - ctx.clock.now().getTime()) / 1000));
  }

  return {
    /**
     * Reserve an attempt for the account and the address: the reservation when the password may be
     * checked, or the seconds to wait.
     */
    async reserve(emailKey: string, ip: string): Promise<Reservation | { retryAfter: number }> {
      const now = ctx.clock.now();
      const since = iso(addMs(now, -THROTTLE_WINDOW_MS));
      const repo = counters();
      if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await repo.deleteEndedBefore(since);
      }
      const accountKey = `account:${emailKey}`;
      const ipKey = `ip:${ip}`;
      const account = await repo.reserve(accountKey, iso(now), since);
      if (account.attempts > MAX_FAILURES_PER_ACCOUNT) return { retryAfter: secondsLeft(account.windowStart) };
      const address = await repo.reserve(ipKey, iso(now), since);
      if (address.attempts > MAX_FAILURES_PER_IP) {
        // The account's attempt was not used: give it back.
        await repo.release(accountKey);
        return { retryAfter: secondsLeft(address.windowStart) };
      }
      return {
        // The password was never checked (for instance the body was refused): nothing counts.
        release: async () => {
          await repo.release(accountKey);
          await repo.release(ipKey);
        },
        // Signed in: the account starts afresh and the address gets its attempt back.
        succeeded: async () => {
          await repo.clear(accountKey);
          await repo.release(ipKey);
        },
      };
    },
  };
}

/** Emails are compared without case or surrounding/embedded spaces. */
export function normaliseEmail(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}
