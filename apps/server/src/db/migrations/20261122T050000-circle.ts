import { sql, type Kysely } from 'kysely';

/**
 * Circle (issue 7): contributors, their sub-accounts and Circle research items, with what the
 * resource engine expects of a table (record columns, partial indexes on live rows, text search
 * kept by triggers, live-row counters per filter column; decision 004).
 *
 * circle_research keeps its short columns first and the article bodies last: a list or a search
 * reads the status, dates and ids from the row's first page and never the overflow of a long body.
 * `live_snapshot` holds the published version while a change request (REQUEST) is reviewed.
 */
type Dialect = 'sqlite' | 'postgres';

type TableSpec = {
  name: string;
  columns: string[];
  search: string[];
  counted: string[];
  indexes: string[][];
  unique: Array<{ name: string; columns: string[] }>;
};

const RECORD_COLUMNS = [
  'created_at text not null',
  'updated_at text not null',
  'created_by integer references staff_users(id)',
  'updated_by integer references staff_users(id)',
  'deleted_at text',
  'version integer not null default 1',
];

const CONTRIBUTORS: TableSpec = {
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

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

function columnSql(column: string, dialect: Dialect): string {
  return column.replace('{nocase}', dialect === 'sqlite' ? 'collate nocase' : '').trim();
}

async function createTable(db: Kysely<any>, dialect: Dialect, t: TableSpec): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  // Record columns go before the long text columns, for the same reason as the order above.
  const columns = [id, ...RECORD_COLUMNS, ...t.columns.map((c) => columnSql(c, dialect))];
  if (dialect === 'postgres') {
    const doc = t.search.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ");
    columns.push(`search_vector tsvector generated always as (to_tsvector('simple', ${doc})) stored`);
  }
  await run(db, `create table ${t.name} (\n  ${columns.join(',\n  ')}\n)`);
  for (const cols of t.indexes) {
    await run(db, `create index ${t.name}_${cols.join('_')}_live on ${t.name} (${cols.join(', ')}) where deleted_at is null`);
  }
  await run(db, `create index ${t.name}_trash on ${t.name} (deleted_at, id) where deleted_at is not null`);
  for (const u of t.unique)
    await run(db, `create unique index ${t.name}_${u.name}_unique on ${t.name} (${u.columns.join(', ')})`);
  await createSearch(db, dialect, t);
  await createCounters(db, dialect, t);
}

async function createSearch(db: Kysely<any>, dialect: Dialect, t: TableSpec): Promise<void> {
  if (dialect === 'postgres') {
    await run(db, `create index ${t.name}_search on ${t.name} using gin (search_vector)`);
    return;
  }
  const fts = `${t.name}_fts`;
  const cols = t.search.join(', ');
  const news = t.search.map((c) => `new.${c}`).join(', ');
  const olds = t.search.map((c) => `old.${c}`).join(', ');
  await run(
    db,
    `create virtual table ${fts} using fts5(${cols}, content='${t.name}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  await run(
    db,
    `create trigger ${t.name}_fts_insert after insert on ${t.name} begin insert into ${fts} (rowid, ${cols}) values (new.id, ${news}); end`,
  );
  await run(
    db,
    `create trigger ${t.name}_fts_delete after delete on ${t.name} begin insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${olds}); end`,
  );
  await run(
    db,
    `create trigger ${t.name}_fts_update after update of ${cols} on ${t.name} begin
       insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${olds});
       insert into ${fts} (rowid, ${cols}) values (new.id, ${news});
     end`,
  );
}

/** Live rows per table (dim '') and per value of each counted column, kept by triggers. */
async function createCounters(db: Kysely<any>, dialect: Dialect, t: TableSpec): Promise<void> {
  const dims = ['deleted_at', ...t.counted];
  if (dialect === 'postgres') {
    // rc_resource_count() is the master-data migration's trigger function.
    const args = t.counted.map((c) => `'${c}'`).join(', ');
    const changed = dims.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await run(
      db,
      `create trigger ${t.name}_count_insert after insert on ${t.name} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t.name}_count_delete after delete on ${t.name} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t.name}_count_update after update of ${dims.join(', ')} on ${t.name} for each row when (${changed}) execute function rc_resource_count(${args})`,
    );
    return;
  }
  const value = (row: 'new' | 'old', c: string) => `coalesce(cast(${row}.${c} as text), '')`;
  const add = (row: 'new' | 'old', guard: string) =>
    [`select '${t.name}', '', ''`, ...t.counted.map((c) => `select '${t.name}', '${c}', ${value(row, c)}`)]
      .map(
        (select) =>
          `insert into resource_counts (tbl, dim, val, live) ${select}, 1 where ${guard} on conflict (tbl, dim, val) do update set live = live + 1;`,
      )
      .join('\n');
  const remove = (guard: string) =>
    `update resource_counts set live = live - 1 where ${guard} and tbl = '${t.name}' and ((dim = '' and val = '')${t.counted
      .map((c) => ` or (dim = '${c}' and val = ${value('old', c)})`)
      .join('')});`;
  await run(
    db,
    `create trigger ${t.name}_count_insert after insert on ${t.name} begin ${add('new', 'new.deleted_at is null')} end`,
  );
  await run(db, `create trigger ${t.name}_count_delete after delete on ${t.name} begin ${remove('old.deleted_at is null')} end`);
  const changed = dims.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await run(
    db,
    `create trigger ${t.name}_count_update after update of ${dims.join(', ')} on ${t.name} when ${changed} begin
       ${remove('old.deleted_at is null')}
       ${add('new', 'new.deleted_at is null')}
     end`,
  );
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of TABLES) await createTable(db, dialect, t);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of [...TABLES].reverse()) {
    if (dialect === 'sqlite') await run(db, `drop table ${t.name}_fts`);
    await run(db, `drop table ${t.name}`);
    await run(db, `delete from resource_counts where tbl = '${t.name}'`);
  }
}
