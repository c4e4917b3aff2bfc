import { sql, type Kysely } from 'kysely';

/**
 * Master data of issue 4: categories, master tags, subscription plans, text sliders, ad banners,
 * account walls, circle disclosures and legal documents, plus the live-row counters of their lists.
 *
 * Every table has the record conventions (id, timestamps, actors, soft delete, version). Lists
 * always filter on `deleted_at is null`, so their indexes are partial on it. Text search is
 * index-backed: an FTS5 external-content table kept in sync by triggers on SQLite, a generated
 * tsvector with a GIN index on PostgreSQL. List totals come from `resource_counts`, kept by
 * triggers, because counting 100k live rows per page view costs milliseconds (decision 004).
 */
type Dialect = 'sqlite' | 'postgres';

type TableSpec = {
  name: string;
  columns: string[];
  /** Columns of the text search, in order. */
  search: string[];
  /** Columns whose live counts are kept per value (the list's filters). */
  counted: string[];
  /** Partial indexes (live rows): each entry is one index's column list. */
  indexes: string[][];
  unique: Array<{ name: string; columns: string[]; where?: string }>;
};

const SYSTEM_COLUMNS = [
  'created_at text not null',
  'updated_at text not null',
  'created_by integer references staff_users(id)',
  'updated_by integer references staff_users(id)',
  'deleted_at text',
  'version integer not null default 1',
];

const TABLES: TableSpec[] = [
  {
    name: 'research_categories',
    columns: [
      'article_category_name text not null {nocase}',
      'slug text not null',
      'description text',
      'icon text',
      'sort_order integer not null default 0',
      'active integer not null default 1',
    ],
    search: ['article_category_name', 'slug', 'description'],
    counted: ['active'],
    indexes: [['created_at'], ['updated_at'], ['article_category_name'], ['sort_order'], ['active', 'created_at']],
    unique: [{ name: 'slug', columns: ['slug'] }],
  },
  {
    name: 'master_tags',
    columns: ['name text not null {nocase}', 'slug text not null', "applies_to text not null default 'BOTH'"],
    search: ['name', 'slug'],
    counted: ['applies_to'],
    indexes: [['name'], ['created_at'], ['updated_at'], ['applies_to', 'name']],
    unique: [{ name: 'slug', columns: ['slug'] }],
  },
  {
    name: 'subscription_plans',
    columns: [
      'name text not null {nocase}',
      'code text not null',
      'description text',
      'price integer not null',
      'promo_price integer',
      'duration_days integer not null',
      'is_trial integer not null default 0',
      "features text not null default '[]'",
      "modules text not null default '[]'",
      'active integer not null default 1',
      'sort_order integer not null default 0',
    ],
    search: ['name', 'code', 'description'],
    counted: ['active', 'is_trial'],
    indexes: [['sort_order'], ['name'], ['price'], ['created_at'], ['active', 'sort_order']],
    unique: [{ name: 'code', columns: ['code'] }],
  },
  {
    name: 'text_sliders',
    columns: [
      'text text not null',
      'link_url text',
      'sort_order integer not null',
      'start_at text',
      'end_at text',
      'active integer not null default 1',
    ],
    search: ['text'],
    counted: ['active'],
    indexes: [['sort_order'], ['created_at'], ['start_at'], ['active', 'sort_order']],
    unique: [],
  },
  {
    name: 'ad_banners',
    columns: [
      'title text not null {nocase}',
      'placement text not null',
      'desktop_image text not null',
      'mobile_image text',
      'target_url text not null',
      'open_in_new_tab integer not null default 1',
      'start_at text not null',
      'end_at text',
      'active integer not null default 1',
      'priority integer not null default 0',
      'impressions {bigint} not null default 0',
      'clicks {bigint} not null default 0',
    ],
    search: ['title'],
    counted: ['placement', 'active'],
    indexes: [
      ['created_at'],
      ['updated_at'],
      ['title'],
      ['priority'],
      ['start_at'],
      ['end_at'],
      ['placement', 'created_at'],
      ['active', 'created_at'],
    ],
    unique: [],
  },
  {
    name: 'account_walls',
    columns: [
      'content_area text not null',
      'enabled integer not null default 0',
      'free_reads integer not null default 3',
      'title text not null',
      'body text not null',
      'cta_label text not null',
      'cta_url text not null',
    ],
    search: [],
    counted: [],
    indexes: [],
    unique: [{ name: 'content_area', columns: ['content_area'] }],
  },
  {
    name: 'circle_disclosures',
    columns: [
      'content text not null',
      'effective_from text not null',
      'change_note text',
      'version_number integer not null',
      'is_current integer not null default 0',
    ],
    search: ['change_note'],
    counted: ['is_current'],
    indexes: [['created_at'], ['effective_from']],
    unique: [
      { name: 'version', columns: ['version_number'] },
      { name: 'current', columns: ['is_current'], where: 'is_current = 1' },
    ],
  },
  {
    name: 'legal_documents',
    columns: [
      'document_type text not null',
      'title text not null {nocase}',
      'content text not null',
      'effective_from text not null',
      'change_note text',
      'version_number integer not null',
      'is_current integer not null default 0',
    ],
    search: ['title', 'change_note'],
    counted: ['document_type', 'is_current'],
    indexes: [['created_at'], ['updated_at'], ['title'], ['effective_from'], ['is_current', 'document_type']],
    unique: [
      { name: 'version', columns: ['document_type', 'version_number'] },
      { name: 'current', columns: ['document_type'], where: 'is_current = 1' },
    ],
  },
];

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

function columnSql(column: string, dialect: Dialect): string {
  return column
    .replace('{nocase}', dialect === 'sqlite' ? 'collate nocase' : '')
    .replace('{bigint}', dialect === 'sqlite' ? 'integer' : 'bigint')
    .trim();
}

async function createTable(db: Kysely<any>, dialect: Dialect, t: TableSpec): Promise<void> {
  const id = dialect === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
  const columns = [id, ...t.columns.map((c) => columnSql(c, dialect)), ...SYSTEM_COLUMNS];
  if (dialect === 'postgres' && t.search.length > 0) {
    const doc = t.search.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ");
    columns.push(`search_vector tsvector generated always as (to_tsvector('simple', ${doc})) stored`);
  }
  await run(db, `create table ${t.name} (\n  ${columns.join(',\n  ')}\n)`);
  for (const cols of t.indexes) {
    await run(db, `create index ${t.name}_${cols.join('_')}_live on ${t.name} (${cols.join(', ')}) where deleted_at is null`);
  }
  for (const u of t.unique) {
    const where = u.where ? ` where ${u.where} and deleted_at is null` : '';
    await run(db, `create unique index ${t.name}_${u.name}_unique on ${t.name} (${u.columns.join(', ')})${where}`);
  }
  if (t.search.length > 0) await createSearch(db, dialect, t);
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
  // remove_diacritics folds é to e, so "kredit" finds "krédit"; prefix queries need no extra index.
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

/** Live-row counts per table (dim '') and per value of each counted column, kept by triggers. */
async function createCounters(db: Kysely<any>, dialect: Dialect, t: TableSpec): Promise<void> {
  const dims = ['deleted_at', ...t.counted];
  if (dialect === 'postgres') {
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

const PG_COUNT_FUNCTION = `
create or replace function rc_resource_count() returns trigger language plpgsql as $fn$
declare
  d text;
  r jsonb;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
    r := to_jsonb(old);
    update resource_counts set live = live - 1 where tbl = tg_table_name and dim = '' and val = '';
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      update resource_counts set live = live - 1 where tbl = tg_table_name and dim = d and val = coalesce(r ->> d, '');
    end loop;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
    r := to_jsonb(new);
    insert into resource_counts (tbl, dim, val, live) values (tg_table_name, '', '', 1)
      on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      insert into resource_counts (tbl, dim, val, live) values (tg_table_name, d, coalesce(r ->> d, ''), 1)
        on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    end loop;
  end if;
  return null;
end
$fn$`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await run(
    db,
    'create table resource_counts (tbl text not null, dim text not null, val text not null, live integer not null, primary key (tbl, dim, val))',
  );
  if (dialect === 'postgres') await run(db, PG_COUNT_FUNCTION);
  for (const t of TABLES) await createTable(db, dialect, t);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of [...TABLES].reverse()) {
    if (dialect === 'sqlite' && t.search.length > 0) await run(db, `drop table ${t.name}_fts`);
    // Dropping a table drops its indexes and triggers in both dialects.
    await run(db, `drop table ${t.name}`);
  }
  if (dialect === 'postgres') await run(db, 'drop function rc_resource_count()');
  await run(db, 'drop table resource_counts');
}
