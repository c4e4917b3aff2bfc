import { sql, type Kysely, type RawBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '@/db/database.ts';
import { migrateToLatest } from '@/db/migrate.ts';
import { DIALECTS, freshDatabase } from '../test-app.ts';

/**
 * The schema a fresh database has after every migration, pinned by a committed file per dialect
 * (__snapshots__/schema.<dialect>.sql). Migrations and the migration kits they import are frozen
 * once landed: a database migrated last year and one migrated today must have the same schema, so
 * a landed kit or migration is never edited. The snapshot changes only together with a new
 * migration: add the migration, run this test with `vitest -u` to accept the new schema, and
 * commit both. A diff here that no new migration explains means a landed file was edited: undo
 * that edit and put the change in a new migration (and, for shared SQL, a new `-vN` kit) instead.
 *
 * In CI (CI=true) vitest does not write a missing snapshot: the committed files are what is compared.
 */

type Lines = string[];

const REGENERATE = 'Changes only with a new migration (vitest -u, see schema-snapshot.test.ts).';

/** Every sqlite_master entry, ordered by type then name, as SQL text. */
async function sqliteSchema(db: Kysely<any>): Promise<string> {
  // Kept: sqlite_sequence and sqlite_autoindex_* (made by the table statements, named by their
  // order in them) and FTS5's shadow tables (<name>_data, _idx, _docsize, _config, made from the
  // table's options): the same on every run, and they show an option's change (contentless_delete
  // adds docsize's `origin`). They would change with SQLite's FTS5 itself (a better-sqlite3 upgrade):
  // accept that with `vitest -u` too. Left out: rootpage, the page where an object happens to start.
  const rows = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db);
  const out: Lines = [`-- SQLite schema after every migration. ${REGENERATE}`, ''];
  for (const r of rows.rows) {
    out.push(`-- ${r.type} ${r.name} on ${r.tbl_name}`);
    out.push(r.sql === null ? '-- (made by SQLite, no SQL of its own)' : `${r.sql};`);
    out.push('');
  }
  return out.join('\n');
}

/** The public schema's catalog: everything a migration can make, each kind ordered by name. */
async function postgresSchema(db: Kysely<any>): Promise<string> {
  const q = async <R>(query: RawBuilder<R>) => (await query.execute(db)).rows;
  const database = (await q(sql<{ name: string }>`select current_database() as name`))[0]!.name;
  const out: Lines = [`-- PostgreSQL schema after every migration. ${REGENERATE}`, ''];
  const section = (title: string, lines: Lines) => out.push(`-- ${title}`, '', ...(lines.length ? lines : ['-- (none)']), '');

  const schemas = await q(sql<{ name: string }>`
    select nspname as name from pg_namespace
    where nspname not in ('public', 'information_schema') and left(nspname, 3) <> 'pg_'
    order by nspname`);
  section(
    'schemas besides public',
    schemas.map((r) => `schema ${r.name}`),
  );

  const extensions = await q(sql<{ name: string }>`select extname as name from pg_extension order by extname`);
  section(
    'extensions',
    extensions.map((r) => `extension ${r.name}`),
  );

  const types = await q(sql<{ name: string; kind: string; detail: string | null }>`
    select t.typname as name, t.typtype as kind,
      case t.typtype
        when 'e' then (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
        when 'd' then format_type(t.typbasetype, t.typtypmod) || coalesce(' ' || (
          select string_agg(pg_get_constraintdef(c.oid), ' ' order by c.conname) from pg_constraint c where c.contypid = t.oid), '')
      end as detail
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typtype in ('e', 'd')
    order by t.typname`);
  section(
    'types',
    types.map((r) => `type ${r.name} ${r.kind === 'e' ? 'enum' : 'domain'} (${r.detail ?? ''})`),
  );

  const tables = await q(sql<{ name: string; kind: string; persistence: string; options: string[] | null }>`
    select c.relname as name, c.relkind as kind, c.relpersistence as persistence, c.reloptions as options
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const columns = await q(sql<{
    table: string;
    name: string;
    type: string;
    notnull: boolean;
    expr: string | null;
    generated: string;
    identity: string;
    collation: string | null;
  }>`
    select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as notnull, pg_get_expr(d.adbin, d.adrelid) as expr,
      a.attgenerated as generated, a.attidentity as identity,
      case when a.attcollation <> t.typcollation then co.collname end as collation
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    left join pg_collation co on co.oid = a.attcollation
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  section(
    'tables',
    tables.flatMap((t) => {
      const flags = [
        t.kind === 'p' ? ' partitioned' : '',
        t.persistence === 'u' ? ' unlogged' : '',
        t.options ? ` with (${t.options.join(', ')})` : '',
      ];
      // Columns in their position, not by name: a column's place is part of the table (`select *`).
      const lines = columns
        .filter((c) => c.table === t.name)
        .map((c) => {
          const parts = [`  ${c.name} ${c.type}`];
          if (c.collation) parts.push(`collate "${c.collation}"`);
          parts.push(c.notnull ? 'not null' : 'null');
          if (c.identity) parts.push(`generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`);
          if (c.generated === 's') parts.push(`generated always as (${c.expr}) stored`);
          else if (c.expr !== null) parts.push(`default ${c.expr}`);
          return parts.join(' ');
        });
      return [`table ${t.name}${flags.join('')}`, ...lines, ''];
    }),
  );

  // Not-null constraints are the columns' nullability above (PostgreSQL 18 lists them here as well).
  const constraints = await q(sql<{ table: string; name: string; def: string }>`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype <> 'n'
    order by k.conname, c.relname`);
  section(
    'constraints',
    constraints.map((r) => `constraint ${r.name} on ${r.table}: ${r.def}`),
  );

  const indexes = await q(sql<{ def: string }>`
    select indexdef as def from pg_indexes where schemaname = 'public' order by indexname, tablename`);
  section(
    'indexes',
    indexes.map((r) => `${r.def};`),
  );

  // Definitions only: a sequence's current value is data.
  const sequences = await q(sql<{
    name: string;
    type: string;
    start: string;
    increment: string;
    min: string;
    max: string;
    cache: string;
    cycle: boolean;
    owner: string | null;
  }>`
    select s.sequencename as name, s.data_type::text as type, s.start_value::text as start,
      s.increment_by::text as increment, s.min_value::text as min, s.max_value::text as max,
      s.cache_size::text as cache, s.cycle,
      (select t.relname || '.' || a.attname from pg_depend d
         join pg_class t on t.oid = d.refobjid
         join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
       where d.classid = 'pg_class'::regclass and d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass
         and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')) as owner
    from pg_sequences s where s.schemaname = 'public'
    order by s.sequencename`);
  section(
    'sequences',
    sequences.map(
      (s) =>
        `sequence ${s.name} as ${s.type} start ${s.start} increment ${s.increment} minvalue ${s.min} maxvalue ${s.max}` +
        ` cache ${s.cache}${s.cycle ? ' cycle' : ''}${s.owner ? ` owned by ${s.owner}` : ''}`,
    ),
  );

  const views = await q(sql<{ name: string; kind: string; def: string }>`
    select c.relname as name, c.relkind as kind, pg_get_viewdef(c.oid, true) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('v', 'm')
    order by c.relname`);
  section(
    'views',
    views.map((v) => `create ${v.kind === 'm' ? 'materialized ' : ''}view ${v.name} as\n${v.def}\n`),
  );

  const functions = await q(sql<{ def: string }>`
    select pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
    order by p.proname, pg_get_function_identity_arguments(p.oid)`);
  section(
    'functions',
    functions.map((f) => `${f.def.trimEnd()};\n`),
  );

  const triggers = await q(sql<{ def: string }>`
    select pg_get_triggerdef(g.oid, true) as def
    from pg_trigger g
    join pg_class c on c.oid = g.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not g.tgisinternal
    order by g.tgname, c.relname`);
  section(
    'triggers',
    triggers.map((r) => `${r.def};`),
  );

  // Each test makes a database of its own (rc_test_<random>): its name must not reach the snapshot.
  return out.join('\n').replaceAll(database, '<database>');
}

async function migratedSchema(dialect: Dialect): Promise<string> {
  const fresh = await freshDatabase(dialect);
  try {
    await migrateToLatest(fresh.db.kysely, fresh.db.dialect);
    const db = fresh.db.kysely as Kysely<any>;
    return dialect === 'sqlite' ? await sqliteSchema(db) : await postgresSchema(db);
  } finally {
    await fresh.db.close();
    await fresh.drop();
  }
}

describe.each(DIALECTS)('the schema after every migration on %s', (dialect) => {
  it('is the committed snapshot (a new migration changes it with `vitest -u`; a landed one never does)', async () => {
    await expect(await migratedSchema(dialect)).toMatchFileSnapshot(`./__snapshots__/schema.${dialect}.sql`);
  });
});
