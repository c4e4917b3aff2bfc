import { sql, type Kysely } from 'kysely';

/**
 * Engine step 2: the durable jobs table, the workflow columns Circle research lacked, and the name
 * of a non-staff actor in the audit log.
 *
 * - jobs: one row per piece of background work, written in the same transaction as the change
 *   that needs it (docs/decisions/010). `run_at` and `locked_until` are ISO text like every other
 *   timestamp; `subject` names what the job is about (`circle-research:12`) for lookups and cancels.
 * - circle_research: `scheduled_at` (an approval that goes live later) and `edited_by` (the staff
 *   member who last edited the content: maker–checker). edited_by starts as the author of the
 *   latest staff edit in the audit log, which is what the Circle rule looked at until now.
 * - audit_log.actor_name: who acted when it was no staff member nor the record's author, e.g. the
 *   Scheduler publishing at the appointed time.
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = dialect === 'postgres' ? sql.raw('id bigserial primary key') : sql.raw('id integer primary key autoincrement');
  await sql`create table jobs (
    ${id},
    kind text not null,
    payload text not null,
    subject text,
    status text not null default 'queued',
    run_at text not null,
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    last_error text,
    locked_by text,
    locked_until text,
    created_at text not null,
    updated_at text not null,
    finished_at text
  )`.execute(db);
  // The runner's question: which queued jobs are due, oldest first (and which leases ran out).
  await sql`create index jobs_due on jobs (status, run_at) where status in ('queued', 'running')`.execute(db);
  await sql`create index jobs_subject on jobs (subject, id) where subject is not null`.execute(db);

  await sql`alter table circle_research add column scheduled_at text`.execute(db);
  await sql`alter table circle_research add column edited_by integer references staff_users(id)`.execute(db);
  await sql`update circle_research set edited_by = (
    select a.actor_id from audit_log a
    where a.entity = 'circle-research' and a.entity_id = cast(circle_research.id as text)
      and a.action = 'update' and a.actor_id is not null
    order by a.id desc limit 1
  )`.execute(db);

  await sql`alter table audit_log add column actor_name text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log drop column actor_name`.execute(db);
  await sql`alter table circle_research drop column edited_by`.execute(db);
  await sql`alter table circle_research drop column scheduled_at`.execute(db);
  await sql`drop table jobs`.execute(db);
}
