import { sql, type Kysely } from 'kysely';

/**
 * Analytics: raw view events, their daily roll-ups, public API keys; and the first shape of the
 * clients, algo research and algo news tables whose counts the dashboard shows (DOMAIN.md fields;
 * the People, Exclusive and Insight areas add their link tables and columns on top).
 */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = (name: string) =>
    dialect === 'postgres' ? sql`${sql.ref(name)} serial primary key` : sql`${sql.ref(name)} integer primary key autoincrement`;
  const bigId = (name: string) =>
    dialect === 'postgres'
      ? sql`${sql.ref(name)} bigserial primary key`
      : sql`${sql.ref(name)} integer primary key autoincrement`;
  const counter = dialect === 'postgres' ? sql`bigint` : sql`integer`;

  await sql`create table public_api_keys (
    ${id('id')},
    name text not null,
    key_hash text not null,
    prefix text not null,
    scopes text not null,
    contributor_id integer,
    created_at text not null,
    created_by integer references staff_users(id),
    last_used_at text,
    revoked_at text
  )`.execute(db);
  await sql`create unique index public_api_keys_hash_unique on public_api_keys (key_hash)`.execute(db);

  // Append-only; the dashboard never reads it (it reads view_rollups), so no index slows the inserts.
  await sql`create table view_events (
    ${bigId('id')},
    section text not null,
    content_id integer not null,
    audience text not null,
    action text not null,
    occurred_at text not null,
    received_at text not null,
    api_key_id integer references public_api_keys(id)
  )`.execute(db);

  // The key leads with what the series call filters on, so one range scan answers it; on SQLite the
  // table is the index itself (without rowid).
  await sql`create table view_rollups (
    section text not null,
    audience text not null,
    day text not null,
    action text not null,
    total ${counter} not null,
    primary key (section, audience, day, action)
  )${dialect === 'sqlite' ? sql` without rowid` : sql``}`.execute(db);

  // The same counts per month (month = its first day), so a yearly chart sums 60 rows, not 1,826.
  await sql`create table view_rollups_monthly (
    section text not null,
    audience text not null,
    month text not null,
    action text not null,
    total ${counter} not null,
    primary key (section, audience, month, action)
  )${dialect === 'sqlite' ? sql` without rowid` : sql``}`.execute(db);

  await sql`create table clients (
    ${id('id')},
    fullname text not null,
    email text not null,
    phone text,
    verified_at text,
    status text not null default 'ACTIVE',
    registered_at text not null,
    last_login text,
    signup_provider text not null default 'EMAIL',
    plan_code text,
    plan_started_at text,
    plan_ends_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  )`.execute(db);
  await sql`create unique index clients_email_unique on clients (email)`.execute(db);
  await sql`create index clients_verified_live on clients (verified_at) where deleted_at is null`.execute(db);

  await sql`create table algo_research (
    ${id('id')},
    title text not null,
    slug text not null,
    thumbnail text,
    first_summary text,
    second_summary text,
    third_summary text,
    short_description text,
    body text,
    status text not null default 'DRAFT',
    writter_id integer references staff_users(id),
    auditor_id integer references staff_users(id),
    scheduled_at text,
    published_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  )`.execute(db);
  await sql`create unique index algo_research_slug_unique on algo_research (slug)`.execute(db);
  await sql`create index algo_research_live on algo_research (status, published_at) where deleted_at is null`.execute(db);

  await sql`create table algo_news (
    ${id('id')},
    title text not null,
    slug text not null,
    thumbnail text,
    summary text,
    body text,
    source_name text,
    source_url text,
    is_breaking integer not null default 0,
    status text not null default 'DRAFT',
    writter_id integer references staff_users(id),
    auditor_id integer references staff_users(id),
    scheduled_at text,
    published_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  )`.execute(db);
  await sql`create unique index algo_news_slug_unique on algo_news (slug)`.execute(db);
  await sql`create index algo_news_live on algo_news (status, published_at) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'algo_news',
    'algo_research',
    'clients',
    'view_rollups_monthly',
    'view_rollups',
    'view_events',
    'public_api_keys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
