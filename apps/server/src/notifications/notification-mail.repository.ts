import type { Kysely } from 'kysely';
import type { NotificationEmail } from '@rc/contract/notification';
import type { Database } from '@/db/schema.ts';

/** The SQL of notification email: who is mailed what, and which day's digest each person had. */
export function createNotificationMailRepository(db: Kysely<Database>) {
  return {
    async markMailed(ids: readonly number[]): Promise<void> {
      if (ids.length) await db.updateTable('notifications').set({ mailed: 1 }).where('id', 'in', ids).execute();
    },

    /** The notifications of these ids not mailed yet, with their active recipient's address and time zone. */
    unmailed(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('notifications as n')
        .innerJoin('staff_users as u', 'u.id', 'n.recipient_id')
        .leftJoin('notification_settings as s', 's.staff_id', 'n.recipient_id')
        .select(['n.id', 'n.recipient_id', 'u.email', 'u.fullname', 's.time_zone'])
        .where('n.id', 'in', ids)
        .where('n.mailed', '=', 0)
        .where('u.status', '=', 'ACTIVE')
        .execute();
    },

    /** Active staff on the digest (chosen, or never chose) with something unread and not mailed. */
    digestCandidates() {
      return db
        .selectFrom('staff_users as u')
        .leftJoin('notification_settings as s', 's.staff_id', 'u.id')
        .select(['u.id', 's.time_zone', 's.digest_on'])
        .where('u.status', '=', 'ACTIVE')
        .where('u.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('s.email', 'is', null), eb('s.email', '=', 'digest' satisfies NotificationEmail)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('notifications as n')
              .select('n.id')
              .whereRef('n.recipient_id', '=', 'u.id')
              .where('n.read_at', 'is', null)
              .where('n.mailed', '=', 0),
          ),
        )
        .execute();
    },

    /**
     * Take `day`'s digest for `staffId` (call inside the transaction that queues it): true for the
     * one caller that moved `digest_on` to that day, false for everyone after.
     */
    async claimDigestDay(staffId: number, timeZone: string, day: string, now: string): Promise<boolean> {
      const row = await db
        .insertInto('notification_settings')
        .values({ staff_id: staffId, email: 'digest', time_zone: timeZone, digest_on: day, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('staff_id')
            .doUpdateSet({ digest_on: day })
            .where((eb) =>
              eb.or([eb('notification_settings.digest_on', 'is', null), eb('notification_settings.digest_on', '<>', day)]),
            ),
        )
        .returning('staff_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** An active person's address, name and time zone. */
    recipient(staffId: number) {
      return db
        .selectFrom('staff_users as u')
        .leftJoin('notification_settings as s', 's.staff_id', 'u.id')
        .select(['u.email', 'u.fullname', 's.time_zone'])
        .where('u.id', '=', staffId)
        .where('u.status', '=', 'ACTIVE')
        .executeTakeFirst();
    },
  };
}
