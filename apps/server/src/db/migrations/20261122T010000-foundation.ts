import { sql, type Kysely } from 'kysely';

/** Foundation: staff users, sessions, permissions, password tokens, login throttling, mail outbox, audit log. */
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const id = (name: string) =>
    dialect === 'postgres' ? sql`${sql.ref(name)} serial primary key` : sql`${sql.ref(name)} integer primary key autoincrement`;
  const bigId = (name: string) =>
    dialect === 'postgres'
      ? sql`${sql.ref(name)} bigserial primary key`
      : sql`${sql.ref(name)} integer primary key autoincrement`;

  await sql`create table staff_users (
    ${id('id')},
    fullname text not null,
    email text not null,
    phone text,
    gender text not null default 'male',
    alamat text,
    npwp text,
    role text not null,
    status text not null default 'ACTIVE',
    password_hash text,
    last_login text,
    instagram text,
    linkedin text,
    twitter text,
    link_others text,
    short_bio text,
    thumbnail text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1,
    permissions_version integer not null default 1
  )`.execute(db);
  await sql`create unique index staff_users_email_unique on staff_users (email)`.execute(db);
  await sql`create index staff_users_role_status on staff_users (role, status)`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('staff_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_permissions_pk', ['user_id', 'module', 'action'])
    .execute();

  await db.schema
    .createTable('password_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_tokens_user').on('password_tokens').column('user_id').execute();

  await sql`create table login_failures (
    ${bigId('id')},
    email_key text not null,
    ip text not null,
    created_at text not null
  )`.execute(db);
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email_key', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();

  await sql`create table mail_outbox (
    ${bigId('id')},
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    created_at text not null,
    sent_at text,
    error text
  )`.execute(db);

  await sql`create table audit_log (
    ${bigId('id')},
    actor_id integer references staff_users(id),
    action text not null,
    entity text not null,
    entity_id text,
    before text,
    after text,
    note text,
    request_id text,
    created_at text not null
  )`.execute(db);
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'mail_outbox',
    'login_failures',
    'password_tokens',
    'staff_permissions',
    'sessions',
    'staff_users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
