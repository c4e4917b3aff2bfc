import { sql, type Kysely } from 'kysely';
import { addListIndexing, dropListIndexing, type Dialect, type ListSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * People (issue 6): staff users and clients become resource-engine lists, and clients get what the
 * console shows about them.
 *
 * - staff_users and clients: text search over name, email and phone (FTS5 external content on
 *   SQLite, a generated tsvector on PostgreSQL) and live-row counters per filter value, as every
 *   engine table has (decision 004); existing rows are indexed and counted here (table kit v1).
 * - clients: a `verified` flag derived from verified_at (a generated column, so nothing can let the
 *   two disagree), and who suspended a client, when and why.
 * - client_subscriptions: every plan a client held (the current one is also on the client row);
 *   plan_id links to the subscription plans of the master data.
 * - client_sign_ins: the client's sign-ins on the public site, newest first.
 */
const STAFF: ListSpec = {
  name: 'staff_users',
  search: ['fullname', 'email', 'phone'],
  searchValue: searchExpr,
  counted: ['role', 'status'],
  indexes: [
    ['fullname'],
    ['email'],
    ['last_login'],
    ['created_at'],
    ['updated_at'],
    ['role', 'fullname'],
    ['status', 'fullname'],
  ],
  triggerIndent: 9,
};

const CLIENTS: ListSpec = {
  name: 'clients',
  search: ['fullname', 'email', 'phone'],
  searchValue: searchExpr,
  counted: ['status', 'verified', 'plan_code'],
  // verified is generated from verified_at: the update trigger watches the column that changes.
  sources: ['status', 'verified_at', 'plan_code'],
  indexes: [
    ['registered_at'],
    ['last_login'],
    ['fullname'],
    ['created_at'],
    ['plan_ends_at'],
    ['status', 'registered_at'],
    ['plan_code', 'registered_at'],
  ],
  triggerIndent: 9,
};

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/**
 * What the search indexes for a column. Phones are indexed in three spellings (62812…, 0812…,
 * 812…), so a number typed as people write it locally is found by prefix; emails also with @ and
 * dots as spaces on PostgreSQL (SQLite's tokenizer splits them already).
 */
function searchExpr(column: string, ref: string, dialect: Dialect): string {
  if (column === 'phone') {
    const digits = `replace(replace(replace(coalesce(${ref}, ''), ' ', ''), '-', ''), '+', '')`;
    const local = `(case when ${digits} like '62%' then '0' || substr(${digits}, 3) else ${digits} end)`;
    return `(case when ${digits} = '' then '' else ${digits} || ' ' || ${local} || ' ' || substr(${local}, 2) end)`;
  }
  if (column === 'email' && dialect === 'postgres')
    return `coalesce(${ref}, '') || ' ' || translate(coalesce(${ref}, ''), '@.', '  ')`;
  return `coalesce(${ref}, '')`;
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  const bigId = dialect === 'postgres' ? 'id bigserial primary key' : 'id integer primary key autoincrement';

  const verified = 'case when verified_at is null then 0 else 1 end';
  await run(
    db,
    `alter table clients add column verified integer generated always as (${verified}) ${dialect === 'postgres' ? 'stored' : 'virtual'}`,
  );
  await run(db, 'alter table clients add column suspended_at text');
  await run(db, 'alter table clients add column suspended_by integer');
  await run(db, 'alter table clients add column suspension_reason text');

  for (const spec of [STAFF, CLIENTS]) await addListIndexing(db, dialect, spec);

  await run(
    db,
    `create table client_subscriptions (
      ${id},
      client_id integer not null references clients(id),
      plan_id integer references subscription_plans(id),
      plan_code text not null,
      plan_name text not null,
      price_paid integer not null default 0,
      source text not null,
      started_at text not null,
      ends_at text not null,
      cancelled_at text,
      created_at text not null
    )`,
  );
  await run(db, 'create index client_subscriptions_client on client_subscriptions (client_id, started_at)');
  await run(db, 'create index client_subscriptions_plan on client_subscriptions (plan_id)');

  await run(
    db,
    `create table client_sign_ins (
      ${bigId},
      client_id integer not null references clients(id),
      signed_in_at text not null,
      provider text not null,
      ip text,
      device text,
      city text
    )`,
  );
  await run(db, 'create index client_sign_ins_client on client_sign_ins (client_id, signed_in_at)');
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await run(db, 'drop table client_sign_ins');
  await run(db, 'drop table client_subscriptions');
  for (const spec of [CLIENTS, STAFF]) await dropListIndexing(db, dialect, spec);
  for (const column of ['suspension_reason', 'suspended_by', 'suspended_at', 'verified']) {
    await run(db, `alter table clients drop column ${column}`);
  }
}
