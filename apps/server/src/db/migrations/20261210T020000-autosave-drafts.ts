import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Autosaved drafts (issue 51, decision 042): one row per staff member, area and record ("new" for
 * a record not created yet) holding the fields typed and not saved, as JSON. Private to its author
 * and kept 30 days after its last save (drafts_saved_at finds the old ones). A server secret derives
 * each person's key for what the console keeps in the browser when a session ends.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`create table drafts (
    staff_id integer not null references staff_users(id) on delete cascade,
    area text not null,
    record_key text not null,
    values_json text not null,
    base_version integer,
    saved_at text not null,
    primary key (staff_id, area, record_key)
  )`.execute(db);
  await db.schema.createIndex('drafts_saved_at').on('drafts').column('saved_at').execute();
  await sql`insert into server_secrets (name, value, created_at)
    values ('browser-drafts', ${randomBytes(32).toString('base64url')}, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`delete from server_secrets where name = 'browser-drafts'`.execute(db);
  await db.schema.dropTable('drafts').execute();
}
