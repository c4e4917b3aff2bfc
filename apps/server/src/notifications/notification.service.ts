import { DIGEST_HOUR } from '@rc/contract/notification';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { createNotificationRepository, type NotificationRow } from './notification.repository.ts';
import { digestMail, eventMail } from './notification-mail.ts';
import { createNotificationMailRepository } from './notification-mail.repository.ts';

/** The job that sends one person's daily digest. */
export const NOTIFICATION_DIGEST_JOB = 'notifications.digest';
/** How many unread notifications a digest lists at most (the rest are one click away). */
const DIGEST_MAX = 200;

/** The local day (`2026-12-01`) and hour of `at` in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * Notification email (issue 46): one mail per event for those who chose it (a durable job enqueued
 * with the notifications, so a passing SMTP refusal is tried again), or a daily digest at 08:00 in
 * the person's time zone of what is still unread and was not mailed. Each notification is mailed
 * once: `mailed` is set as its mail goes.
 */
export function createNotificationService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const publicUrl = ctx.config.publicUrl;
  const mail = createNotificationMailRepository(db);

  return {
    /** The job of NOTIFICATION_MAIL_JOB: each notification in its own mail. */
    async mailEach(ids: readonly number[]): Promise<void> {
      for (const row of await mail.unmailed(ids)) {
        const n = await createNotificationRepository(db).find(row.recipient_id, row.id);
        if (!n) continue;
        await ctx.mailer.deliver(
          eventMail({ to: row.email, name: row.fullname, n, publicUrl, timeZone: row.time_zone ?? 'UTC' }),
        );
        await mail.markMailed([row.id]);
      }
    },

    /**
     * Every node, every few minutes: whoever is at their digest hour and has not had today's digest
     * gets a digest job. The day is claimed with a conditional write, so two nodes enqueue one job.
     */
    async runDigests(): Promise<number> {
      const at = ctx.clock.now();
      const now = iso(at);
      let queued = 0;
      for (const c of await mail.digestCandidates()) {
        const timeZone = c.time_zone ?? 'UTC';
        const { day, hour } = localDayAndHour(at, timeZone);
        if (hour !== DIGEST_HOUR || c.digest_on === day) continue;
        const claimed = await db.transaction().execute(async (trx) => {
          if (!(await createNotificationMailRepository(trx).claimDigestDay(c.id, timeZone, day, now))) return false;
          await ctx.jobs.enqueue(trx, {
            kind: NOTIFICATION_DIGEST_JOB,
            payload: { staffId: c.id, day },
            subject: `digest:${c.id}:${day}`,
          });
          return true;
        });
        if (claimed) queued++;
      }
      return queued;
    },

    /** The job of NOTIFICATION_DIGEST_JOB: one mail of what `staffId` has not read and was not mailed. */
    async sendDigest(staffId: number): Promise<void> {
      const person = await mail.recipient(staffId);
      if (!person) return;
      const { rows } = await createNotificationRepository(db).list(staffId, { unread: true, mailed: false }, 1, DIGEST_MAX);
      if (rows.length === 0) return;
      await ctx.mailer.deliver(
        digestMail({
          to: person.email,
          name: person.fullname,
          items: rows as NotificationRow[],
          publicUrl,
          timeZone: person.time_zone ?? 'UTC',
        }),
      );
      await mail.markMailed(rows.map((r) => r.id));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
