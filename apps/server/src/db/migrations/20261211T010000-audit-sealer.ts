import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { entryMac, type AuditContent } from '../../audit/audit-chain.repository.ts';
import type { Dialect } from '../database.ts';

const REFUSAL = 'audit log entries are never changed or removed';
/** What the sealer may not change while it gives an entry its place. */
const CONTENT = [
  'id',
  'actor_id',
  'actor_name',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
  'note',
  'request_id',
  'created_at',
  'mac',
] as const;

/**
 * The audit chain without a global lock (issue 47, decision 044): writers insert signed entries with
 * no place yet, and one sealer at a time gives committed entries their places. Each entry carries
 * `mac`, its HMAC under the `audit-entry` key (entries already there are signed here); the chain's
 * head says when it was last sealed; a partial index finds the entries waiting. The database still
 * refuses every change and removal, but one: giving an entry with no place its place, its content
 * and signature unchanged.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const key = randomBytes(32);
  await sql`insert into server_secrets (name, value, created_at)
    values ('audit-entry', ${key.toString('base64url')}, ${new Date().toISOString()})`.execute(db);
  await sql`alter table audit_log add column mac text`.execute(db);
  await sql`alter table audit_chain add column sealed_at text`.execute(db);
  await dropGuards(db, dialect);

  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(1000).execute();
    if (rows.length === 0) break;
    const values = sql.join(rows.map((row) => sql`(cast(${row.id} as bigint), ${entryMac(key, row as AuditContent)})`));
    await sql`with v(id, mac) as (values ${values}) update audit_log set mac = v.mac from v where audit_log.id = v.id`.execute(
      db,
    );
    after = Number(rows[rows.length - 1]!.id);
  }

  await sql`create unique index audit_log_mac on audit_log (mac)`.execute(db);
  await sql`create index audit_log_unsealed on audit_log (id) where chain_seq is null`.execute(db);

  if (dialect === 'postgres') {
    const same = sql.join(
      CONTENT.map((c) => sql`new.${sql.ref(c)} is not distinct from old.${sql.ref(c)}`),
      sql` and `,
    );
    await sql`create or replace function audit_log_read_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.chain_seq is null and new.chain_seq is not null and ${same} then
          return new;
        end if;
        raise exception '${sql.raw(REFUSAL)}';
      end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_read_only()`.execute(db);
  } else {
    const same = sql.join(
      CONTENT.map((c) => sql`new.${sql.ref(c)} is old.${sql.ref(c)}`),
      sql` and `,
    );
    await sql`create trigger audit_log_no_update before update on audit_log
      when not (old.chain_seq is null and new.chain_seq is not null and ${same})
      begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
  }
}

async function dropGuards(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await dropGuards(db, dialect);
  await sql`drop index audit_log_unsealed`.execute(db);
  await sql`drop index audit_log_mac`.execute(db);
  await sql`alter table audit_chain drop column sealed_at`.execute(db);
  await sql`alter table audit_log drop column mac`.execute(db);
  await sql`delete from server_secrets where name = 'audit-entry'`.execute(db);
  if (dialect === 'postgres') {
    await sql`create or replace function audit_log_read_only() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(REFUSAL)}'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_read_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, '${sql.raw(REFUSAL)}'); end`.execute(db);
  }
}
