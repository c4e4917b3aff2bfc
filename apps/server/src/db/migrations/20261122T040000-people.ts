import { sql, type Kysely } from 'kysely';

/**
 * People (issue 6): staff users and clients become resource-engine lists, and clients get what the
 * console shows about them.
 *
 * - staff_users and clients: text search over name, email and phone (FTS5 external content on
 *   SQLite, a generated tsvector on PostgreSQL) and live-row counters per filter value, as every
 *   engine table has (decision 004); existing rows are indexed and counted here.
 * - clients: a `verified` flag derived from verified_at (a generated column, so nothing can let the
 *   two disagree), and who suspended a client, when and why.
 * - client_subscriptions: every plan a client held (the current one is also on the client row);
 *   plan_id links to the subscription plans of the master data.
 * - client_sign_ins: the client's sign-ins on the public site, newest first.
 */
type Dialect = 'sqlite' | 'postgres';

type Spec = {
  table: string;
  search: string[];
  /** Columns counted per value (the list's equality filters). */
  counted: string[];
  /** The columns the counted values derive from (a generated column derives from another). */
  sources: string[];
  indexes: string[][];
};

const STAFF: Spec = {
  table: 'staff_users',
  search: ['fullname', 'email', 'phone'],
  counted: ['role', 'status'],
  sources: ['role', 'status'],
  indexes: [
    ['fullname'],
    ['email'],
    ['last_login'],
    ['created_at'],
    ['updated_at'],
    ['role', 'fullname'],
    ['status', 'fullname'],
  ],
};

const CLIENTS: Spec = {
  table: 'clients',
  search: ['fullname', 'email', 'phone'],
  counted: ['status', 'verified', 'plan_code'],
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

async function addSearch(db: Kysely<any>, dialect: Dialect, s: Spec): Promise<void> {
  if (dialect === 'postgres') {
    const doc = s.search.map((c) => searchExpr(c, c, dialect)).join(" || ' ' || ");
    await run(
      db,
      `alter table ${s.table} add column search_vector tsvector generated always as (to_tsvector('simple', ${doc})) stored`,
    );
    await run(db, `create index ${s.table}_search on ${s.table} using gin (search_vector)`);
    return;
  }
  // External content: FTS5 reads nothing back from the table (the engine only matches rowids), so
  // the triggers may index derived spellings, as long as insert and delete derive them alike.
  const fts = `${s.table}_fts`;
  const cols = s.search.join(', ');
  const values = (row: string) => s.search.map((c) => searchExpr(c, row ? `${row}.${c}` : c, dialect)).join(', ');
  await run(
    db,
    `create virtual table ${fts} using fts5(${cols}, content='${s.table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  );
  await run(db, `insert into ${fts} (rowid, ${cols}) select id, ${values('')} from ${s.table}`);
  await run(
    db,
    `create trigger ${s.table}_fts_insert after insert on ${s.table} begin insert into ${fts} (rowid, ${cols}) values (new.id, ${values('new')}); end`,
  );
  await run(
    db,
    `create trigger ${s.table}_fts_delete after delete on ${s.table} begin insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')}); end`,
  );
  await run(
    db,
    `create trigger ${s.table}_fts_update after update of ${cols} on ${s.table} begin
       insert into ${fts} (${fts}, rowid, ${cols}) values ('delete', old.id, ${values('old')});
       insert into ${fts} (rowid, ${cols}) values (new.id, ${values('new')});
     end`,
  );
}

/** Counter triggers like those of the master-data tables, then the counts of the rows already there. */
async function addCounters(db: Kysely<any>, dialect: Dialect, s: Spec): Promise<void> {
  const t = s.table;
  const watched = ['deleted_at', ...s.sources];
  if (dialect === 'postgres') {
    const args = s.counted.map((c) => `'${c}'`).join(', ');
    const changed = watched.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
    await run(
      db,
      `create trigger ${t}_count_insert after insert on ${t} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t}_count_delete after delete on ${t} for each row execute function rc_resource_count(${args})`,
    );
    await run(
      db,
      `create trigger ${t}_count_update after update of ${watched.join(', ')} on ${t} for each row when (${changed}) execute function rc_resource_count(${args})`,
    );
  } else {
    const value = (row: 'new' | 'old', c: string) => `coalesce(cast(${row}.${c} as text), '')`;
    const add = (guard: string) =>
      [`select '${t}', '', ''`, ...s.counted.map((c) => `select '${t}', '${c}', ${value('new', c)}`)]
        .map(
          (select) =>
            `insert into resource_counts (tbl, dim, val, live) ${select}, 1 where ${guard} on conflict (tbl, dim, val) do update set live = live + 1;`,
        )
        .join('\n');
    const remove = (guard: string) =>
      `update resource_counts set live = live - 1 where ${guard} and tbl = '${t}' and ((dim = '' and val = '')${s.counted
        .map((c) => ` or (dim = '${c}' and val = ${value('old', c)})`)
        .join('')});`;
    await run(db, `create trigger ${t}_count_insert after insert on ${t} begin ${add('new.deleted_at is null')} end`);
    await run(db, `create trigger ${t}_count_delete after delete on ${t} begin ${remove('old.deleted_at is null')} end`);
    const changed = watched.map((c) => `old.${c} is not new.${c}`).join(' or ');
    await run(
      db,
      `create trigger ${t}_count_update after update of ${watched.join(', ')} on ${t} when ${changed} begin
         ${remove('old.deleted_at is null')}
         ${add('new.deleted_at is null')}
       end`,
    );
  }
  await run(
    db,
    `insert into resource_counts (tbl, dim, val, live) select '${t}', '', '', count(*) from ${t} where deleted_at is null`,
  );
  for (const c of s.counted) {
    await run(
      db,
      `insert into resource_counts (tbl, dim, val, live)
       select '${t}', '${c}', coalesce(cast(${c} as text), ''), count(*) from ${t} where deleted_at is null group by ${c}`,
    );
  }
}

async function addIndexes(db: Kysely<any>, s: Spec): Promise<void> {
  for (const cols of s.indexes) {
    await run(db, `create index ${s.table}_${cols.join('_')}_live on ${s.table} (${cols.join(', ')}) where deleted_at is null`);
  }
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

  for (const spec of [STAFF, CLIENTS]) {
    await addSearch(db, dialect, spec);
    await addCounters(db, dialect, spec);
    await addIndexes(db, spec);
  }

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
  for (const spec of [CLIENTS, STAFF]) {
    const t = spec.table;
    for (const cols of spec.indexes) await run(db, `drop index ${t}_${cols.join('_')}_live`);
    for (const trigger of ['count_insert', 'count_delete', 'count_update']) {
      await run(db, dialect === 'postgres' ? `drop trigger ${t}_${trigger} on ${t}` : `drop trigger ${t}_${trigger}`);
    }
    if (dialect === 'postgres') {
      await run(db, `drop index ${t}_search`);
      await run(db, `alter table ${t} drop column search_vector`);
    } else {
      for (const trigger of ['fts_insert', 'fts_delete', 'fts_update']) await run(db, `drop trigger ${t}_${trigger}`);
      await run(db, `drop table ${t}_fts`);
    }
    await run(db, `delete from resource_counts where tbl = '${t}'`);
  }
  for (const column of ['suspension_reason', 'suspended_by', 'suspended_at', 'verified']) {
    await run(db, `alter table clients drop column ${column}`);
  }
}
