import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Signed webhooks (decision 048):
 * - webhooks: the address, the events asked for, the signing secret (kept as it is: HMAC needs it),
 *   whether it sends, and its failures in a row (20 pause it).
 * - webhook_deliveries: one per webhook and event, with the body every retry sends unchanged.
 * - webhook_attempts: each try of a delivery: time, HTTP status, duration, error.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  await sql`create table webhooks (
    ${sql.raw(id)},
    name text not null,
    url text not null,
    secret text not null,
    events text not null,
    active integer not null,
    paused_reason text,
    failures integer not null default 0,
    last_delivery_at text,
    created_at text not null,
    created_by integer references staff_users(id),
    updated_at text not null,
    revoked_at text
  )`.execute(db);
  // What each published event reads: the webhooks that send.
  await sql`create index webhooks_active on webhooks (id) where active = 1`.execute(db);

  await sql`create table webhook_deliveries (
    id text primary key,
    webhook_id integer not null references webhooks(id),
    event text not null,
    area text not null,
    record_id integer,
    body text not null,
    status text not null,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index webhook_deliveries_webhook on webhook_deliveries (webhook_id, status)`.execute(db);
  await sql`create index webhook_deliveries_created on webhook_deliveries (created_at)`.execute(db);

  await sql`create table webhook_attempts (
    ${sql.raw(id)},
    delivery_id text not null references webhook_deliveries(id) on delete cascade,
    webhook_id integer not null references webhooks(id),
    attempt integer not null,
    at text not null,
    outcome text not null,
    status_code integer,
    duration_ms integer not null,
    error text
  )`.execute(db);
  await sql`create index webhook_attempts_webhook on webhook_attempts (webhook_id, id)`.execute(db);
  await sql`create index webhook_attempts_delivery on webhook_attempts (delivery_id)`.execute(db);
}

export async function down(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhooks'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
