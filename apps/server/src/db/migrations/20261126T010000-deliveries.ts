import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Research blasts and newsletters (issue 16), made with the table kit v1 (decision 004), and the
 * delivery module they share (decision 017):
 *
 * - research_blasts, newsletters: campaigns; the delivery module keeps their status and figures.
 * - newsletter_subscribers: the clients who opted in (one row per client), or left.
 * - deliveries: one row per campaign and client, unique, written before the message is handed
 *   over, so that no client gets a campaign twice whatever crashes; partial index on the rows
 *   still to send, so a sending pass finds its next batch without reading the sent ones.
 * - client_notifications: in-app messages for the public site to show, one per campaign and client.
 * - server_secrets: random keys shared by every node (the unsubscribe links' signing key).
 */
const LAYOUT = { recordColumns: 'before', trashIndex: false } as const;

const CAMPAIGN_COLUMNS = [
  "audience text not null default 'ALL'",
  "plans text not null default '[]'",
  'verified_only integer not null default 0',
  'scheduled_at text',
  "status text not null default 'DRAFT'",
  'recipient_count integer not null default 0',
  'sent_count integer not null default 0',
  'failed_count integer not null default 0',
  'sent_at text',
  'sent_by integer references staff_users(id)',
];

const BLASTS: TableSpec = {
  ...LAYOUT,
  name: 'research_blasts',
  columns: [
    'title text not null {nocase}',
    'research_id integer references algo_research(id)',
    "channel text not null default 'EMAIL'",
    ...CAMPAIGN_COLUMNS,
    'message text not null',
  ],
  search: ['title'],
  counted: ['status', 'channel'],
  indexes: [['updated_at'], ['created_at'], ['scheduled_at'], ['title'], ['sent_count'], ['status', 'updated_at']],
  unique: [],
};

const NEWSLETTERS: TableSpec = {
  ...LAYOUT,
  name: 'newsletters',
  columns: [
    'subject text not null {nocase}',
    'preheader text',
    "research_ids text not null default '[]'",
    "news_ids text not null default '[]'",
    ...CAMPAIGN_COLUMNS,
    'body text not null',
  ],
  search: ['subject', 'preheader'],
  counted: ['status'],
  indexes: [['updated_at'], ['created_at'], ['scheduled_at'], ['sent_at'], ['subject'], ['status', 'updated_at']],
  unique: [],
};

const SUBSCRIBERS: TableSpec = {
  ...LAYOUT,
  name: 'newsletter_subscribers',
  columns: [
    'client_id integer not null references clients(id)',
    'email text not null {nocase}',
    'fullname text not null {nocase}',
    "status text not null default 'SUBSCRIBED'",
    "source text not null default 'SIGNUP'",
    'opted_in_at text not null',
    'unsubscribed_at text',
  ],
  search: ['fullname', 'email'],
  counted: ['status', 'source'],
  indexes: [['opted_in_at'], ['fullname'], ['email'], ['unsubscribed_at'], ['status', 'opted_in_at']],
  unique: [{ name: 'client', columns: ['client_id'] }],
};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const spec of [BLASTS, NEWSLETTERS, SUBSCRIBERS]) await createTable(db, dialect, spec);
  const id = dialect === 'postgres' ? 'id bigserial primary key' : 'id integer primary key autoincrement';

  await sql`create table deliveries (
    ${sql.raw(id)},
    campaign text not null,
    campaign_id integer not null,
    client_id integer not null references clients(id),
    channel text not null,
    email text not null,
    status text not null default 'PENDING',
    attempts integer not null default 0,
    next_at text,
    error text,
    created_at text not null,
    updated_at text not null,
    sent_at text
  )`.execute(db);
  await sql`create unique index deliveries_campaign_client on deliveries (campaign, campaign_id, client_id)`.execute(db);
  await sql`create index deliveries_campaign_status on deliveries (campaign, campaign_id, status, id)`.execute(db);
  await sql`create index deliveries_to_send on deliveries (campaign, campaign_id, id)
    where status = 'PENDING'`.execute(db);

  await sql`create table client_notifications (
    ${sql.raw(id)},
    client_id integer not null references clients(id),
    campaign text not null,
    campaign_id integer not null,
    title text not null,
    body text not null,
    link text,
    created_at text not null,
    read_at text
  )`.execute(db);
  await sql`create unique index client_notifications_campaign_client on client_notifications (campaign, campaign_id, client_id)`.execute(
    db,
  );
  await sql`create index client_notifications_client on client_notifications (client_id, created_at)`.execute(db);

  await sql`create table server_secrets (name text primary key, value text not null, created_at text not null)`.execute(db);
  await sql`insert into server_secrets (name, value, created_at)
    values ('mail-links', ${randomBytes(32).toString('base64url')}, ${new Date().toISOString()})`.execute(db);

  // A client's current plan with its end: the audience of "subscribers of chosen plans".
  await sql`create index clients_audience on clients (plan_code, plan_ends_at) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`drop index clients_audience`.execute(db);
  for (const table of ['server_secrets', 'client_notifications', 'deliveries'])
    await sql`drop table ${sql.table(table)}`.execute(db);
  for (const spec of [SUBSCRIBERS, NEWSLETTERS, BLASTS]) await dropTable(db, dialect, spec);
}
