import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Staff notifications (issue 46):
 * - notifications: one row per event and recipient; `event_key` names the event, and the unique
 *   index on (recipient, event) keeps a retried step or two racing nodes from telling anyone twice.
 *   `mailed` is 1 once an email carried it (each event or the digest).
 * - notification_settings: each person's email choice and time zone, and the day of their last digest.
 * - staff_addresses: the addresses each person signed in from, to tell them of a new one.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  await sql`create table notifications (
    ${sql.raw(id)},
    recipient_id integer not null references staff_users(id) on delete cascade,
    kind text not null,
    area text not null,
    record_id integer,
    title text not null,
    body text,
    path text not null,
    actor_id integer,
    actor_name text,
    event_key text not null,
    created_at text not null,
    read_at text,
    mailed integer not null default 0
  )`.execute(db);
  await sql`create unique index notifications_event on notifications (recipient_id, event_key)`.execute(db);
  await sql`create index notifications_recipient on notifications (recipient_id, id)`.execute(db);
  await sql`create index notifications_unread on notifications (recipient_id, id) where read_at is null`.execute(db);
  await sql`create index notifications_created on notifications (created_at)`.execute(db);

  await sql`create table notification_settings (
    staff_id integer primary key references staff_users(id) on delete cascade,
    email text not null,
    time_zone text not null,
    digest_on text,
    updated_at text not null
  )`.execute(db);

  await sql`create table staff_addresses (
    staff_id integer not null references staff_users(id) on delete cascade,
    address text not null,
    first_seen_at text not null,
    primary key (staff_id, address)
  )`.execute(db);
}

export async function down(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  for (const table of ['staff_addresses', 'notification_settings', 'notifications'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
