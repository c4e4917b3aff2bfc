import type { Kysely } from 'kysely';
import { createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Circle (issue 7): contributors, their sub-accounts and Circle research items, with what the
 * resource engine expects of a table (record columns, partial indexes on live rows, text search
 * kept by triggers, live-row counters per filter column; decision 004), built by the table kit v1.
 *
 * circle_research keeps its short columns first and the article bodies last: a list or a search
 * reads the status, dates and ids from the row's first page and never the overflow of a long body.
 * `live_snapshot` holds the published version while a change request (REQUEST) is reviewed.
 */
/**
 * Every Circle table: record columns before the table's own, for the same reason as the column
 * order above, and an index of trashed rows for the trash lists.
 */
const LAYOUT = { recordColumns: 'before', trashIndex: true } as const;

const CONTRIBUTORS: TableSpec = {
  ...LAYOUT,
  name: 'contributors',
  columns: [
    'fullname text not null {nocase}',
    'email text not null {nocase}',
    'phone text',
    'thumbnail text',
    'short_bio text',
    'instagram text',
    'linkedin text',
    'twitter text',
    'link_others text',
    'is_verified integer not null default 0',
    "status text not null default 'ACTIVE'",
  ],
  search: ['fullname', 'email', 'phone'],
  counted: ['status', 'is_verified'],
  indexes: [['created_at'], ['updated_at'], ['fullname'], ['email'], ['status', 'created_at']],
  unique: [{ name: 'email', columns: ['email'] }],
};

const SUB_ACCOUNTS: TableSpec = {
  ...LAYOUT,
  name: 'sub_account_contributors',
  columns: [
    'contributor_id integer not null references contributors(id)',
    'fullname text not null {nocase}',
    'email text not null {nocase}',
    'phone text',
    'thumbnail text',
    'short_bio text',
    "status text not null default 'ACTIVE'",
  ],
  search: ['fullname', 'email'],
  counted: ['status', 'contributor_id'],
  indexes: [['fullname'], ['created_at'], ['updated_at'], ['contributor_id', 'fullname']],
  unique: [{ name: 'email', columns: ['email'] }],
};

const CIRCLE_RESEARCH: TableSpec = {
  ...LAYOUT,
  name: 'circle_research',
  columns: [
    "status text not null default 'DRAFT'",
    'writter_id integer not null references contributors(id)',
    'sub_account_id integer references sub_account_contributors(id)',
    'auditor_id integer references staff_users(id)',
    'article_category_id integer references research_categories(id)',
    'published_at text',
    'content_type text not null',
    'du integer not null default 1',
    'request_count integer not null default 0',
    'article_title text not null {nocase}',
    'article_slug text not null',
    'thumbnail text',
    'first_summary text',
    'second_summary text',
    'third_summary text',
    'short_description text',
    'response_note text',
    'first_content text not null',
    'second_content text',
    'live_snapshot text',
  ],
  search: ['article_title', 'short_description', 'first_summary', 'second_summary', 'third_summary'],
  counted: ['status', 'writter_id'],
  indexes: [
    ['created_at', 'id'],
    ['updated_at', 'id'],
    ['published_at', 'id'],
    ['article_title', 'id'],
    ['status', 'created_at', 'id'],
    ['status', 'updated_at', 'id'],
    ['status', 'published_at', 'id'],
    ['status', 'article_title', 'id'],
    ['writter_id', 'created_at', 'id'],
  ],
  unique: [{ name: 'slug', columns: ['article_slug'] }],
};

const TABLES = [CONTRIBUTORS, SUB_ACCOUNTS, CIRCLE_RESEARCH];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of TABLES) await createTable(db, dialect, t);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of [...TABLES].reverse()) await dropTable(db, dialect, t);
}
