import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Staff two-factor sign-in (issue 14, decision 022): one authenticator secret per staff member
 * (encrypted; confirmed once a first code matched), single-use recovery codes stored hashed, and
 * the roles an owner requires it of.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`create table staff_two_factor (
    user_id integer primary key references staff_users(id) on delete cascade,
    secret text not null,
    confirmed_at text,
    last_step integer,
    created_at text not null
  )`.execute(db);
  const id = dialect === 'postgres' ? sql`id serial primary key` : sql`id integer primary key autoincrement`;
  await sql`create table staff_recovery_codes (
    ${id},
    user_id integer not null references staff_users(id) on delete cascade,
    code_hash text not null,
    used_at text
  )`.execute(db);
  await db.schema.createIndex('staff_recovery_codes_user').on('staff_recovery_codes').column('user_id').execute();
  await sql`create table two_factor_policy (
    role text primary key,
    required_at text not null,
    required_by integer references staff_users(id) on delete set null
  )`.execute(db);
  await sql`insert into server_secrets (name, value, created_at)
    values ('two-factor', ${randomBytes(32).toString('base64url')}, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`delete from server_secrets where name = 'two-factor'`.execute(db);
  await db.schema.dropTable('two_factor_policy').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_two_factor').execute();
}
