import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { Notifier } from '@/context.ts';
import type { JobRunner } from '@/jobs/job-runner.ts';
import { createNotificationRepository } from './notification.repository.ts';

/** The job that mails notifications to those who asked for an email per event. */
export const NOTIFICATION_MAIL_JOB = 'notifications.mail';

/** Where a person's unread count moved: the live badge of every node hears it after commit. */
export type UnreadChanged = (executor: Kysely<Database>, recipients: readonly number[]) => Promise<void>;

/**
 * Tells people of an event (issue 46): one notification per recipient, written in the event's
 * transaction (`trx`), so it lands with the event or not at all and a retried step tells nobody
 * twice. Recipients are deduplicated; suspended or removed staff are passed over; the actor is
 * never told of their own step unless asked (`includeActor`).
 */
export function createNotifier(deps: {
  jobs: JobRunner;
  unreadChanged: UnreadChanged;
  counted: (kind: string, count: number) => void;
}): Notifier {
  return {
    async notify(trx, recipients, input, now, options = {}) {
      const ids = [...new Set([...recipients].filter((id): id is number => typeof id === 'number' && id > 0))].filter(
        (id) => options.includeActor || id !== input.actor_id,
      );
      if (ids.length === 0) return 0;
      const repo = createNotificationRepository(trx);
      const written = await repo.insert(ids, input, now);
      if (written.length === 0) return 0;
      deps.counted(input.kind, written.length);
      const mailed = new Set(await repo.mailedEachEvent(written.map((w) => w.recipient_id)));
      const toMail = written.filter((w) => mailed.has(w.recipient_id)).map((w) => w.id);
      if (toMail.length > 0)
        await deps.jobs.enqueue(trx, { kind: NOTIFICATION_MAIL_JOB, payload: { ids: toMail }, subject: null });
      await deps.unreadChanged(
        trx,
        written.map((w) => w.recipient_id),
      );
      return written.length;
    },
  };
}
