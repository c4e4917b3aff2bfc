import type { Kysely } from 'kysely';
import type { Notification, NotificationEmail } from '@rc/contract/notification';
import type { NotificationInput } from '@/context.ts';
import { DEFAULT_NOTIFICATION_EMAIL } from '@rc/contract/notification';
import type { Database } from '@/db/schema.ts';
import { prunable } from '@/db/retention.ts';

export type { NotificationInput };

export type NotificationRow = Omit<Notification, 'area_label'>;

const COLUMNS = [
  'n.id',
  'n.kind',
  'n.area',
  'n.record_id',
  'n.title',
  'n.body',
  'n.path',
  'n.actor_id',
  'n.created_at',
  'n.read_at',
] as const;

export type NotificationFilter = { unread?: boolean; kind?: string; area?: string; mailed?: boolean };

/** The notifications table: written in the transaction of each event, read by their recipient only. */
export function createNotificationRepository(db: Kysely<Database>) {
  const own = (recipientId: number, filter: NotificationFilter = {}) => {
    let q = db.selectFrom('notifications as n').where('n.recipient_id', '=', recipientId);
    if (filter.unread === true) q = q.where('n.read_at', 'is', null);
    if (filter.unread === false) q = q.where('n.read_at', 'is not', null);
    if (filter.kind) q = q.where('n.kind', '=', filter.kind);
    if (filter.area) q = q.where('n.area', '=', filter.area);
    if (filter.mailed !== undefined) q = q.where('n.mailed', '=', filter.mailed ? 1 : 0);
    return q;
  };
  /** The rows with who caused them: a staff member's name as it is now, or the name given (Scheduler). */
  const rowsOf = (recipientId: number, filter: NotificationFilter = {}) =>
    own(recipientId, filter)
      .leftJoin('staff_users as u', 'u.id', 'n.actor_id')
      .select(COLUMNS)
      .select((eb) => eb.fn.coalesce('n.actor_name', 'u.fullname').as('actor_name'));
  return {
    /**
     * One row per recipient still active on staff; a recipient told of this event before is passed
     * over (unique on recipient and event). Answers the rows written.
     */
    async insert(
      recipients: readonly number[],
      input: NotificationInput,
      now: string,
    ): Promise<Array<{ id: number; recipient_id: number }>> {
      if (recipients.length === 0) return [];
      const rows = await db
        .insertInto('notifications')
        .columns([
          'recipient_id',
          'kind',
          'area',
          'record_id',
          'title',
          'body',
          'path',
          'actor_id',
          'actor_name',
          'event_key',
          'created_at',
        ])
        .expression(
          db
            .selectFrom('staff_users')
            .select((eb) => [
              'id',
              eb.val(input.kind).as('kind'),
              eb.val(input.area).as('area'),
              eb.val(input.record_id).as('record_id'),
              eb.val(input.title).as('title'),
              eb.val(input.body ?? null).as('body'),
              eb.val(input.path).as('path'),
              eb.val(input.actor_id ?? null).as('actor_id'),
              eb.val(input.actor_name ?? null).as('actor_name'),
              eb.val(input.event_key).as('event_key'),
              eb.val(now).as('created_at'),
            ])
            .where('id', 'in', recipients)
            .where('status', '=', 'ACTIVE')
            .where('deleted_at', 'is', null),
        )
        .onConflict((oc) => oc.columns(['recipient_id', 'event_key']).doNothing())
        .returning(['id', 'recipient_id'])
        .execute();
      return rows.map((r) => ({ id: Number(r.id), recipient_id: Number(r.recipient_id) }));
    },

    async list(recipientId: number, filter: NotificationFilter, page: number, limit: number) {
      const [rows, count] = await Promise.all([
        rowsOf(recipientId, filter)
          .orderBy('n.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        own(recipientId, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toRow), total: Number(count.n) };
    },

    async unreadCount(recipientId: number): Promise<number> {
      const row = await own(recipientId, { unread: true })
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async find(recipientId: number, id: number): Promise<NotificationRow | undefined> {
      const row = await rowsOf(recipientId).where('n.id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /** Mark one read (its first reading stays); undefined when it is not this person's. */
    async markRead(recipientId: number, id: number, now: string): Promise<NotificationRow | undefined> {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('recipient_id', '=', recipientId)
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return this.find(recipientId, id);
    },

    async markAllRead(recipientId: number, now: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async settings(
      staffId: number,
    ): Promise<{ email: NotificationEmail; time_zone: string; digest_on: string | null; chosen: boolean }> {
      const row = await db
        .selectFrom('notification_settings')
        .select(['email', 'time_zone', 'digest_on'])
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return row
        ? { email: row.email as NotificationEmail, time_zone: row.time_zone, digest_on: row.digest_on, chosen: true }
        : { email: DEFAULT_NOTIFICATION_EMAIL, time_zone: 'UTC', digest_on: null, chosen: false };
    },

    async saveSettings(staffId: number, email: NotificationEmail, timeZone: string, now: string): Promise<void> {
      await db
        .insertInto('notification_settings')
        .values({ staff_id: staffId, email, time_zone: timeZone, digest_on: null, updated_at: now })
        .onConflict((oc) => oc.column('staff_id').doUpdateSet({ email, time_zone: timeZone, updated_at: now }))
        .execute();
    },

    /** Of these recipients, those who asked for an email per event. */
    async mailedEachEvent(recipients: readonly number[]): Promise<number[]> {
      if (recipients.length === 0) return [];
      const rows = await db
        .selectFrom('notification_settings')
        .select('staff_id')
        .where('staff_id', 'in', recipients)
        .where('email', '=', 'each')
        .execute();
      return rows.map((r) => Number(r.staff_id));
    },

    /** Active staff holding `action` on `module` (stored under its name or an alias). */
    async holders(modules: readonly string[], action: string): Promise<number[]> {
      const rows = await db
        .selectFrom('staff_permissions as p')
        .innerJoin('staff_users as u', 'u.id', 'p.user_id')
        .select('u.id')
        .distinct()
        .where('p.module', 'in', modules)
        .where('p.action', '=', action)
        .where('u.status', '=', 'ACTIVE')
        .where('u.deleted_at', 'is', null)
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /** Active owners (webhook trouble, and what only owners may act on). */
    async owners(): Promise<number[]> {
      const rows = await db
        .selectFrom('staff_users')
        .select('id')
        .where('role', '=', 'owner')
        .where('status', '=', 'ACTIVE')
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((r) => Number(r.id));
    },
  };
}

function toRow(row: Record<string, unknown>): NotificationRow {
  return {
    ...(row as NotificationRow),
    id: Number(row.id),
    record_id: row.record_id === null ? null : Number(row.record_id),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
  };
}

/** Notifications older than RETENTION_DAYS_NOTIFICATIONS (90 by default). */
export const oldNotifications = prunable({
  kind: 'notifications',
  table: 'notifications',
  key: 'id',
  old: (eb, before) => eb('created_at', '<', before),
});
