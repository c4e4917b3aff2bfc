import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Login throttling as atomic counters (issue 14): one row per throttled key ("account:<email>" or
 * "ip:<address>") with the start of its window and the attempts reserved in it. An attempt is
 * reserved with one conditional upsert before the password is checked, so the limit holds under
 * any concurrency and across nodes; the failure log it replaces could be read by many requests
 * before any of them wrote.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`create table login_throttle (
    throttle_key text primary key,
    window_start text not null,
    attempts integer not null
  )`.execute(db);
  await db.schema.createIndex('login_throttle_window').on('login_throttle').column('window_start').execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
  const id = dialect === 'postgres' ? sql`id bigserial primary key` : sql`id integer primary key autoincrement`;
  await sql`create table login_failures (
    ${id},
    email_key text not null,
    ip text not null,
    created_at text not null
  )`.execute(db);
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email_key', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();
}
