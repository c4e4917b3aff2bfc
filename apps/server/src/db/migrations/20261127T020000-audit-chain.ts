import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { entryHash, GENESIS_HASH, type AuditContent } from '../../audit/audit-chain.repository.ts';
import type { Dialect } from '../database.ts';

/**
 * The tamper-evident audit log (issue 14, decision 020): every entry carries its place in one chain,
 * the hash of the entry before it and its own; entries already there are chained in id order. The
 * database itself refuses to change or remove an entry (triggers), and a key for signing exports
 * is made once, shared by every node.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`alter table audit_log add column chain_seq integer`.execute(db);
  await sql`alter table audit_log add column prev_hash text`.execute(db);
  await sql`alter table audit_log add column hash text`.execute(db);
  await sql`create table audit_chain (id integer primary key, seq integer not null, last_hash text not null)`.execute(db);

  let seq = 0;
  let prev = GENESIS_HASH;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(1000).execute();
    for (const row of rows) {
      seq += 1;
      const hash = entryHash(seq, prev, row as AuditContent);
      await db.updateTable('audit_log').set({ chain_seq: seq, prev_hash: prev, hash }).where('id', '=', row.id).execute();
      prev = hash;
      after = Number(row.id);
    }
    if (rows.length < 1000) break;
  }
  await db.insertInto('audit_chain').values({ id: 1, seq, last_hash: prev }).execute();
  await sql`create unique index audit_log_chain on audit_log (chain_seq)`.execute(db);
  await sql`create index audit_log_created on audit_log (created_at, chain_seq)`.execute(db);

  const refusal = 'audit log entries are never changed or removed';
  if (dialect === 'postgres') {
    await sql`create function audit_log_read_only() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(refusal)}'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_read_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, '${sql.raw(refusal)}'); end`.execute(db);
  }

  await sql`insert into server_secrets (name, value, created_at)
    values ('audit-export', ${randomBytes(32).toString('base64url')}, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`delete from server_secrets where name = 'audit-export'`.execute(db);
  if (dialect === 'postgres') {
    await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
    await sql`drop function audit_log_read_only()`.execute(db);
  } else {
    await sql`drop trigger audit_log_no_update`.execute(db);
    await sql`drop trigger audit_log_no_delete`.execute(db);
  }
  await sql`drop index audit_log_created`.execute(db);
  await sql`drop index audit_log_chain`.execute(db);
  await sql`drop table audit_chain`.execute(db);
  await sql`alter table audit_log drop column hash`.execute(db);
  await sql`alter table audit_log drop column prev_hash`.execute(db);
  await sql`alter table audit_log drop column chain_seq`.execute(db);
}
