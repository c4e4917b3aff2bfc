import { sql, type Kysely } from 'kysely';
import { createSideList, createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Institution (issue 12): broker data, institution content and the stock selections institutions
 * submit, made with the table kit v1 (decision 004); both content tables carry the editorial
 * workflow's columns (decision 011).
 *
 * - institutions: the broker code is unique among live and trashed rows (a code names one firm
 *   for good; a trashed firm is restored rather than re-created).
 * - institution_content: like Exclusive research, with its tags and tickers in side lists
 *   (decision 012), and the editorial desk's two partial indexes and change counter
 *   (decision 013, as 20261124T030000-editorial-desk made them for the first three areas).
 * - institution_stock_placements and their picks: the picks are a side list keyed by ticker (so
 *   a set cannot name a ticker twice, and "every set holding BBCA" is an index lookup), with the
 *   columns of a pick beside the value.
 * - public_api_keys.institution_id: a key bound to an institution sends its stock selections.
 */
const LAYOUT = { recordColumns: 'before', trashIndex: true } as const;

const INSTITUTIONS: TableSpec = {
  ...LAYOUT,
  name: 'institutions',
  columns: [
    'name text not null {nocase}',
    'broker_code text not null',
    'logo text',
    'website text',
    'description text',
    "status text not null default 'ACTIVE'",
    'sort_order integer not null default 0',
  ],
  search: ['name', 'broker_code', 'description'],
  counted: ['status'],
  indexes: [['sort_order'], ['name'], ['broker_code'], ['created_at'], ['updated_at']],
  unique: [{ name: 'broker_code', columns: ['broker_code'] }],
};

const CONTENT: TableSpec = {
  ...LAYOUT,
  name: 'institution_content',
  workflow: true,
  columns: [
    'institution_id integer not null references institutions(id)',
    'writter_id integer references staff_users(id)',
    'category_id integer references research_categories(id)',
    'report_type text not null',
    'title text not null {nocase}',
    'slug text not null',
    'thumbnail text',
    'pdf text',
    'summary text not null',
    'body text not null',
  ],
  search: ['title', 'summary', 'body'],
  counted: ['status', 'report_type'],
  indexes: [
    ['updated_at'],
    ['created_at'],
    ['published_at'],
    ['title'],
    ['status', 'updated_at'],
    ['status', 'published_at'],
    ['institution_id', 'updated_at'],
    ['category_id'],
    ['writter_id'],
  ],
  unique: [{ name: 'slug', columns: ['slug'] }],
};

const PLACEMENTS: TableSpec = {
  ...LAYOUT,
  name: 'institution_stock_placements',
  workflow: true,
  columns: [
    'institution_id integer not null references institutions(id)',
    'period_from text not null',
    'period_to text not null',
    'title text not null {nocase}',
  ],
  search: ['title'],
  counted: ['status'],
  indexes: [
    ['updated_at'],
    ['created_at'],
    ['period_from'],
    ['title'],
    ['status', 'updated_at'],
    ['institution_id', 'updated_at'],
  ],
  unique: [],
};

const SIDE_LISTS = [
  { name: 'institution_content_tags', owner: 'institution_content', value: 'integer' },
  { name: 'institution_content_tickers', owner: 'institution_content', value: 'text' },
  { name: 'institution_stock_picks', owner: 'institution_stock_placements', value: 'text' },
] as const;

/** The columns of a pick beside its ticker (the side list's value). */
const PICK_COLUMNS = [
  "action text not null default 'BUY'",
  'entry_price integer not null default 0',
  'target_price integer',
  'stop_loss integer',
  'rationale text',
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const spec of [INSTITUTIONS, CONTENT, PLACEMENTS]) await createTable(db, dialect, spec);
  for (const side of SIDE_LISTS) await createSideList(db, side);
  for (const column of PICK_COLUMNS) await sql`alter table institution_stock_picks add column ${sql.raw(column)}`.execute(db);
  await sql`alter table public_api_keys add column institution_id integer references institutions(id)`.execute(db);

  // The editorial desk (decision 013): its scheduled lane, one author's work and its change counter.
  const t = sql.table('institution_content');
  await sql`create index institution_content_scheduled_live on ${t} (updated_at, id)
    where deleted_at is null and status = 'APPROVED' and published_at is null`.execute(db);
  await sql`create index institution_content_writter_status_live on ${t} (writter_id, status, updated_at, id)
    where deleted_at is null`.execute(db);
  await sql`insert into desk_changes (tbl, changes) values ('institution_content', 0)`.execute(db);
  if (dialect === 'postgres') {
    await sql`create trigger institution_content_desk_changed after insert or update or delete on ${t}
      for each statement execute function rc_desk_changed()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.id(`institution_content_desk_${event}`)} after ${sql.raw(event)} on ${t}
        begin update desk_changes set changes = changes + 1 where tbl = 'institution_content'; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`delete from desk_changes where tbl = 'institution_content'`.execute(db);
  await sql`alter table public_api_keys drop column institution_id`.execute(db);
  for (const side of [...SIDE_LISTS].reverse()) await sql`drop table ${sql.table(side.name)}`.execute(db);
  // The desk's indexes and triggers go with the table.
  for (const spec of [PLACEMENTS, CONTENT, INSTITUTIONS]) await dropTable(db, dialect, spec);
}
