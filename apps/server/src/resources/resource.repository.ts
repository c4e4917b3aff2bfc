import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import { copyColumnOf } from '@/db/migration-kit/side-list-copy-v1.ts';
import { sideListIndexOf } from '@/db/migration-kit/side-list-index-v1.ts';
import { idOfOrderedRowidSql, keyOfOrderedRowidSql } from '@/db/migration-kit/status-search-v2.ts';
import { scopedTableOf, trashTableOf } from '@/db/migration-kit/status-search-v3.ts';
import type { Database } from '@/db/schema.ts';
import { assignedIdOf } from './assigned-ids.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic, type DynamicSelect } from '@/db/dynamic-db.ts';
import { matchExpression, searchTerms } from './full-text-search.ts';
import { VALUELESS, type ListOptions } from './resource-list-query.ts';
import { liveIndexOf, type ResourceModel, type SideListModel } from './resource-model.ts';

type Row = Record<string, unknown>;

/**
 * Reading one entry of a sort index in order costs about a twentieth of looking up one match's
 * sort key (measured on the 1,000,000-row bench database: ~0.2 µs against ~4 µs): a scoped search
 * walks the index when the entries it expects to read before its page is full number fewer than
 * twenty times its matches (decision 025).
 */
const WALK_PER_LOOKUP = 20;

const compiled = new WeakMap<ResourceModel, CompiledQueries>();
function compiledQueriesOf(model: ResourceModel): CompiledQueries {
  let queries = compiled.get(model);
  if (!queries) compiled.set(model, (queries = new CompiledQueries()));
  return queries;
}

/** A side-list row as the record holds it: the value, or for a rows field an object of its key and columns. */
function sideEntry(side: SideListModel, row: Row): unknown {
  const value = side.value === 'integer' ? Number(row.value) : row.value;
  if (!side.key) return value;
  const entry: Row = { [side.key]: value };
  for (const [column, kind] of Object.entries(side.columns ?? {}))
    entry[column] = kind === 'integer' && row[column] !== null ? Number(row[column]) : row[column];
  return entry;
}

/** The side table's rows for a record's list, in order; a value given twice is kept once (its first place). */
function sideRows(side: SideListModel, ownerId: number, list: readonly unknown[]): Row[] {
  const seen = new Set<unknown>();
  const rows: Row[] = [];
  for (const item of list) {
    const entry = side.key ? (item as Row) : null;
    const value = entry ? entry[side.key!] : item;
    if (seen.has(value)) continue;
    seen.add(value);
    const columns = entry ? Object.fromEntries(Object.keys(side.columns ?? {}).map((c) => [c, entry[c] ?? null])) : {};
    rows.push({ owner_id: ownerId, value, position: rows.length, ...columns });
  }
  return rows;
}

/**
 * The `count` non-negative integers of a `group_concat` (comma-separated), read in one pass
 * without a string per number: a search can hand over thousands of them.
 */
function integersOf(text: string, count: number): Float64Array {
  const out = new Float64Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = value;
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  out[n] = value;
  return out;
}

/** SQL of one resource's table. Pass a transaction to take part in it. */
export function createResourceRepository(model: ResourceModel, dialect: Dialect, database: Kysely<Database>) {
  const db = asDynamic(database);
  const t = model.table;
  /** The full-text index of the table (SQLite), and the name a search reads its matches under. */
  const fts = `${t}_fts`;
  /**
   * The record id of a full-text entry: its rowid, or the rowid's low bits in an index numbered
   * in a sort column's order (ResourceBinding.searchOrder, decision 028).
   */
  const ordered = model.searchScope?.order ?? null;
  const ftsId = (rowid: string) => sql<number>`${sql.raw(ordered ? idOfOrderedRowidSql(rowid) : rowid)}`;
  const columns = model.columns.map((c) => `${t}.${c}`);
  /** Side lists whose rows hold a copy of them (SQLite, decision 032): a read takes them from its rows. */
  const copied = dialect === 'sqlite' ? model.sideLists.filter((side) => side.copied) : [];
  /**
   * The columns a read of records selects: the table's own and the copies of its side lists, each
   * copy under its list's name (attach parses it in place: a row keeps its shape, see recordShape).
   */
  const readColumns = [...columns, ...copied.map((side) => `${t}.${copyColumnOf(side.field)} as ${side.field}`)];
  const queries = compiledQueriesOf(model);
  /** A table read through a named index. Index hints are SQLite's (INDEXED BY); PostgreSQL plans its own. */
  const indexedBy = (table: string, index: string): string =>
    dialect === 'sqlite' ? (sql`${sql.table(table)} indexed by ${sql.id(index)}` as unknown as string) : table;
  const assignedId = assignedIdOf(model, dialect);
  const sideOf = (field: string) => model.sideLists.find((l) => l.field === field)!.table;

  /**
   * Each row with its side-list values (one query per side list for all the rows), in their order.
   * A rows field's entries are objects: its key (the value) and its columns. Rows read with
   * `readColumns` bring the copied lists themselves; written rows do not (their copies change with
   * the side tables after the row is written).
   */
  async function attach(rows: Row[], withCopies = false): Promise<Row[]> {
    if (model.sideLists.length === 0 || rows.length === 0) return rows;
    let sides = model.sideLists;
    if (withCopies && copied.length > 0) {
      for (const side of copied) {
        for (const row of rows) {
          const copy = row[side.field];
          row[side.field] = typeof copy === 'string' ? JSON.parse(copy) : [];
        }
      }
      sides = sides.filter((side) => !copied.includes(side));
      if (sides.length === 0) return rows;
    }
    const ids = rows.map((r) => Number(r.id));
    const answers = await queries.runTogether<Row & { owner_id: number; value: unknown }>(
      db,
      sides.map((side) => ({
        key: `side|${side.table}|${ids.length}`,
        build: () =>
          db
            .selectFrom(side.covering ? indexedBy(side.table, sideListIndexOf(side.table)) : side.table)
            .select(['owner_id', 'value', ...Object.keys(side.columns ?? {})])
            .where(
              'owner_id',
              'in',
              ids.map((_, i) => slot<number>(i)),
            )
            .orderBy('owner_id')
            .orderBy('position'),
        params: ids,
      })),
    );
    for (const [n, side] of sides.entries()) {
      const found = answers[n]!;
      const byOwner = new Map<number, unknown[]>();
      for (const f of found) {
        const list = byOwner.get(Number(f.owner_id)) ?? [];
        list.push(sideEntry(side, f));
        byOwner.set(Number(f.owner_id), list);
      }
      for (const row of rows) row[side.field] = byOwner.get(Number(row.id)) ?? [];
    }
    return rows;
  }

  /** The values for the table's own columns, and the side lists given among them. */
  function split(values: Row): { own: Row; sides: Map<string, unknown[]> } {
    const own: Row = { ...values };
    const sides = new Map<string, unknown[]>();
    for (const side of model.sideLists) {
      if (!(side.field in own)) continue;
      const list = own[side.field];
      delete own[side.field];
      sides.set(side.field, Array.isArray(list) ? list : []);
    }
    return { own, sides };
  }

  /** Update the table's own columns when the version still matches; undefined when someone else saved first. */
  async function updateOwn(id: number, expectedVersion: number, values: Row): Promise<Row | undefined> {
    const keys = Object.keys(values);
    const rows = await queries.run<Row>(
      db,
      `update|${keys.join(',')}`,
      () =>
        db
          .updateTable(t)
          .set({ ...Object.fromEntries(keys.map((k, i) => [k, slot(i)])), version: sql`version + 1` })
          .where('id', '=', slot<number>(keys.length))
          .where('version', '=', slot<number>(keys.length + 1))
          .returning(columns),
      [...keys.map((k) => values[k]), id, expectedVersion],
    );
    return rows[0];
  }

  /** Replace a record's side lists (only those given), keeping their order. */
  async function writeSides(id: number, sides: Map<string, unknown[]>): Promise<void> {
    for (const [field, list] of sides) {
      const table = sideOf(field);
      await db.deleteFrom(table).where('owner_id', '=', id).execute();
      const side = model.sideLists.find((l) => l.field === field)!;
      const rows = sideRows(side, id, list);
      if (rows.length > 0) await db.insertInto(table).values(rows).execute();
    }
  }

  /**
   * The list's FROM and WHERE: trash or live rows, filters and the full-text match. Values go
   * through `bind`, which turns them into slots of a cached query shape (see compiled-query.ts).
   * On SQLite a search starts from the FTS index (CROSS JOIN fixes that join order), so it reads
   * only the matching rows instead of filtering every live row against the match.
   */
  function filtered(
    options: Pick<ListOptions, 'filters' | 'trashed'>,
    search: boolean,
    bind: (value: unknown) => string,
    sort?: string,
    index?: string,
  ): DynamicSelect {
    // A live search of a wide table reads its matches' filters and sort key from a narrow index.
    const keys = search && !options.trashed ? model.searchKeys.get(sort ?? '') : undefined;
    const forced = index ?? keys?.name;
    const from = forced ? indexedBy(t, forced) : t;
    let q: DynamicSelect =
      search && dialect === 'sqlite'
        ? matching(options, bind(''))
            .crossJoin(from)
            .where(`${t}.id`, '=', ftsId(`${fts}.rowid`))
        : db.selectFrom(from);
    if (search && dialect === 'postgres')
      q = q.where(sql<boolean>`${sql.ref(`${t}.search_vector`)} @@ to_tsquery('simple', ${bind('')})`);
    q = options.trashed ? q.where(`${t}.deleted_at`, 'is not', null) : q.where(`${t}.deleted_at`, 'is', null);
    for (const f of options.filters) {
      if (f.op === 'has' || f.op === 'has none') {
        const side = sideOf(f.column);
        const owners = db.selectFrom(side).select(`${side}.owner_id`);
        q =
          f.op === 'has'
            ? q.where(`${t}.id`, 'in', owners.where(`${side}.value`, '=', bind(f.value)))
            : q.where(`${t}.id`, 'not in', owners);
      } else if (f.op === 'is null') q = q.where(`${t}.${f.column}`, 'is', null);
      else q = q.where(`${t}.${f.column}`, f.op ?? '=', bind(f.value));
    }
    return q;
  }

  /**
   * The full-text tables a search reads on SQLite: the table's index, or of a status-scoped table
   * (decision 031) the tab's own, the trash's, or every live tab's when the list is not filtered by
   * one of the scope's values.
   */
  function searchTablesOf(options: Pick<ListOptions, 'filters' | 'trashed'>): string[] {
    const scope = model.searchScope;
    if (!scope) return [fts];
    if (options.trashed) return [trashTableOf(t)];
    const tab = options.filters.find((f) => f.column === scope.column && f.op === undefined);
    const value = tab && String(tab.value);
    if (value !== undefined && scope.values.includes(value)) return [scopedTableOf(t, value)];
    return scope.values.map((v) => scopedTableOf(t, v));
  }

  /**
   * The index entries matching `match` (a slot), read under the name `fts` (SQLite): from the one
   * table that holds them, or from every live tab's table in turn.
   */
  function matching(options: Pick<ListOptions, 'filters' | 'trashed'>, match: string): DynamicSelect {
    const tables = searchTablesOf(options);
    if (tables.length === 1)
      return db
        .selectFrom(`${tables[0]} as ${fts}`)
        .where(sql<boolean>`${sql.ref(`${fts}.${tables[0]}`)} match ${match}`) as unknown as DynamicSelect;
    const union = sql.join(
      tables.map((table) => sql`select rowid from ${sql.table(table)} where ${sql.table(table)} match ${match}`),
      sql` union all `,
    );
    return db.selectFrom(sql`(${union})`.as(fts)) as unknown as DynamicSelect;
  }

  /** The parameters of a list shape in slot order: the match first (when searching), then the filters. */
  function listParams(options: ListOptions, match: string | null): unknown[] {
    return [...(match === null ? [] : [match]), ...options.filters.filter((f) => !VALUELESS.has(f.op)).map((f) => f.value)];
  }

  /** Builds a shape with slots numbered in the order `filtered` binds them. */
  function slotBinder(): (value: unknown) => string {
    let next = 0;
    return () => slot(next++);
  }

  /** The shape of a list's query: what it filters and sorts by and, when it searches, the tables it reads. */
  function shapeKey(kind: string, options: ListOptions, search: boolean): string {
    const source = search ? searchTablesOf(options).join('+') : '';
    return `${kind}|${options.trashed ? 1 : 0}|${options.filters.map((f) => `${f.column}${f.op ?? ''}`).join(',')}|${source}|${options.sort.column}|${options.sort.desc ? 1 : 0}`;
  }

  /**
   * The counter row holding a list's total: live rows overall or for one filter value, kept by
   * triggers (no scan). Undefined when no counter fits (trash, search, several filters).
   */
  function counterKey(options: ListOptions): [string, string, string] | undefined {
    if (!model.counted || options.trashed || options.query !== null || options.filters.length > 1) return undefined;
    const f = options.filters[0];
    if (f && (f.op !== undefined || !model.counted.has(f.column))) return undefined;
    return [t, f ? f.column : '', f ? String(f.value) : ''];
  }

  async function countedTotal(key: [string, string, string]): Promise<number> {
    const rows = await queries.run<{ live: number }>(
      db,
      'counter',
      () =>
        db
          .selectFrom('resource_counts')
          .select('live')
          .where('tbl', '=', slot(0))
          .where('dim', '=', slot(1))
          .where('val', '=', slot(2)),
      key,
    );
    return Number(rows[0]?.live ?? 0);
  }

  /** Rows by id, in the order of `ids` (missing ones left out). Shapes are cached per count. */
  async function findByIds(ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = await queries.run<Row>(
      db,
      `byIds|${ids.length}`,
      () =>
        db
          .selectFrom(t)
          .select(readColumns)
          .where(
            `${t}.id`,
            'in',
            ids.map((_, i) => slot<number>(i)),
          ),
      ids,
    );
    const byId = new Map((await attach(rows, true)).map((r) => [Number(r.id), r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** The ids of a list in its order. */
  async function idsInOrder(options: ListOptions, search: boolean, params: unknown[]): Promise<number[]> {
    const dir = options.sort.desc ? 'desc' : 'asc';
    const rows = await queries.run<{ id: number }>(
      db,
      shapeKey('ids', options, search),
      () =>
        filtered(options, search, slotBinder(), options.sort.column)
          .select(`${t}.id`)
          .orderBy(`${t}.${options.sort.column}`, dir)
          .orderBy(`${t}.id`, dir),
      params,
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * On SQLite, a live search of a status-scoped table (ResourceBinding.searchScope) filtered by
   * nothing but its tab: the counter key of the tab's live records. Undefined otherwise.
   */
  function scopedTab(options: ListOptions): [string, string, string] | undefined {
    const scope = model.searchScope;
    if (dialect !== 'sqlite' || !scope || options.trashed || !model.counted?.has(scope.column)) return undefined;
    const [only, ...more] = options.filters;
    if (more.length > 0 || !model.sortable.has(options.sort.column)) return undefined;
    if (!only) return [t, '', ''];
    if (only.column !== scope.column || only.op !== undefined || !scope.values.includes(String(only.value))) return undefined;
    return [t, scope.column, String(only.value)];
  }

  /** How many records a full-text match finds: the index alone answers. */
  async function matchCount(options: ListOptions, match: string): Promise<number> {
    const rows = await queries.run<{ n: number }>(
      db,
      shapeKey('match-count', options, true),
      () => matching(options, slot(0)).select((eb) => eb.fn.countAll<number>().as('n')),
      [match],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * A search's page by walking the sort column's live index (`<table>_<column>_live`, which the
   * storage check requires of a scoped table) in the list's order, keeping the entries whose id
   * is among the matches, until the page is full.
   */
  async function walkPage(options: ListOptions, params: unknown[], offset: number): Promise<number[]> {
    const dir = options.sort.desc ? 'desc' : 'asc';
    const n = params.length;
    const rows = await queries.run<{ id: number }>(
      db,
      shapeKey('walk-page', options, true),
      () => {
        const bind = slotBinder();
        const match = bind('');
        return filtered(options, false, bind, undefined, liveIndexOf(t, options.sort.column))
          .select(`${t}.id`)
          .where(`${t}.id`, 'in', matching(options, match).select(ftsId(`${fts}.rowid`).as('rowid')))
          .orderBy(`${t}.${options.sort.column}`, dir)
          .orderBy(`${t}.id`, dir)
          .limit(slot<number>(n))
          .offset(slot<number>(n + 1));
      },
      [...params, options.limit, offset],
    );
    return rows.map((r) => Number(r.id));
  }

  /**
   * A search sorted by the column the index is numbered in (decisions 028, 033). One pass over the
   * index gives the number of matches and each match's id and order key (the rowid's high bits:
   * the record's rank). The keys alone tell which matches can be on the page:
   * those from the page's first key to its last, whose sort keys are then read to put them in
   * exact order; the matches of lower keys are counted, not read.
   */
  async function orderedList(options: ListOptions, params: unknown[], offset: number): Promise<{ ids: number[]; total: number }> {
    const [found] = await queries.run<{ n: number; k: string | null; id: string | null }>(
      db,
      shapeKey('ordered-matches', options, true),
      () =>
        matching(options, slot(0)).select([
          sql<number>`count(*)`.as('n'),
          sql<string>`group_concat(${sql.raw(keyOfOrderedRowidSql(`${fts}.rowid`))})`.as('k'),
          sql<string>`group_concat(${ftsId(`${fts}.rowid`)})`.as('id'),
        ]),
      [params[0]],
    );
    const total = Number(found?.n ?? 0);
    if (total === 0 || offset >= total) return { ids: [], total };
    const keys = integersOf(String(found!.k), total);
    const ids = integersOf(String(found!.id), total);
    const sorted = keys.slice().sort();
    const end = Math.min(offset + options.limit, total);
    const desc = options.sort.desc;
    const [low, high] = desc ? [sorted[total - end]!, sorted[total - 1 - offset]!] : [sorted[offset]!, sorted[end - 1]!];
    let before = 0;
    const candidates: number[] = [];
    for (let i = 0; i < total; i++) {
      const k = keys[i]!;
      if (desc ? k > high : k < low) before++;
      else if (k >= low && k <= high) candidates.push(ids[i]!);
    }
    // The candidates in the list's exact order (their filters checked again), past those before them.
    const filters = params.slice(1);
    const n = filters.length;
    const dir = desc ? 'desc' : 'asc';
    const rows = await queries.run<{ id: number }>(
      db,
      shapeKey('ordered-sort', options, true),
      () =>
        filtered(options, false, slotBinder(), undefined, model.searchKeys.get(options.sort.column)?.name)
          .select(`${t}.id`)
          .where(`${t}.id`, 'in', sql`(select value from json_each(${slot(n)}))`)
          .orderBy(`${t}.${options.sort.column}`, dir)
          .orderBy(`${t}.id`, dir)
          .limit(slot<number>(n + 1))
          .offset(slot<number>(n + 2)),
      [...filters, JSON.stringify(candidates), options.limit, offset - before],
    );
    return { ids: rows.map((r) => Number(r.id)), total };
  }

  /**
   * A search sorted by the column the index ranks its entries in (decision 033), in one tab's
   * table: the entries come in rank order, which is the list's order wherever neighbouring entries
   * have different ranks. The page and the entries either side of it are read from the index in
   * that order, and the index alone counts the matches. Undefined when the search reads several
   * tables, or when two of those entries share a rank (the matches are then put in order by their
   * keys, orderedList).
   */
  async function rankedPage(
    options: ListOptions,
    match: string,
    offset: number,
  ): Promise<{ ids: number[]; total: number } | undefined> {
    if (searchTablesOf(options).length !== 1) return undefined;
    const total = await matchCount(options, match);
    if (total === 0 || offset >= total) return { ids: [], total };
    const from = Math.max(0, offset - 1);
    const rows = await queries.run<{ k: number; id: number }>(
      db,
      shapeKey('ranked-window', options, true),
      () =>
        matching(options, slot(0))
          .select([sql<number>`${sql.raw(keyOfOrderedRowidSql(`${fts}.rowid`))}`.as('k'), ftsId(`${fts}.rowid`).as('id')])
          .orderBy(`${fts}.rowid`, options.sort.desc ? 'desc' : 'asc')
          // As expressions, not bare parameters: SQLite hands a bound LIMIT and OFFSET to the
          // full-text table, and then plans the statement again at every run (decision 034).
          .limit(sql<number>`+${slot<number>(1)}`)
          .offset(sql<number>`+${slot<number>(2)}`),
      [match, offset - from + options.limit + 1, from],
    );
    for (let i = 1; i < rows.length; i++) if (rows[i]!.k === rows[i - 1]!.k) return undefined;
    return { ids: rows.slice(offset - from, offset - from + options.limit).map((r) => Number(r.id)), total };
  }

  /** A search's page of ids in the list's order, each carrying the number of all matches. */
  async function searchPage(
    options: ListOptions,
    params: unknown[],
    offset: number,
  ): Promise<Array<{ id: number; total: number }>> {
    const dir = options.sort.desc ? 'desc' : 'asc';
    const n = params.length;
    return queries.run<{ id: number; total: number }>(
      db,
      shapeKey('search-page', options, true),
      () =>
        filtered(options, true, slotBinder(), options.sort.column)
          .select([`${t}.id`, sql<number>`count(*) over ()`.as('total')])
          .orderBy(`${t}.${options.sort.column}`, dir)
          .orderBy(`${t}.id`, dir)
          .limit(slot<number>(n))
          .offset(slot<number>(n + 1)),
      [...params, options.limit, offset],
    );
  }

  return {
    async findById(id: number): Promise<Row | undefined> {
      const rows = await queries.run<Row>(db, 'byId', () => db.selectFrom(t).select(readColumns).where(`${t}.id`, '=', slot(0)), [
        id,
      ]);
      return (await attach(rows, true))[0];
    },

    findByIds,

    /** Rows whose `column` holds one of `values`, trashed ones included (the names of values a record holds). */
    async findByValues(column: string, values: readonly unknown[]): Promise<Row[]> {
      if (values.length === 0) return [];
      const rows = await db.selectFrom(t).select(readColumns).where(`${t}.${column}`, 'in', values).execute();
      return attach(rows, true);
    },

    async list(options: ListOptions): Promise<{ rows: Row[]; total: number }> {
      const terms = options.query === null ? null : searchTerms(options.query);
      // Only punctuation typed: nothing can match, and there is nothing to ask the index.
      if (terms && terms.length === 0) return { rows: [], total: 0 };
      const search = terms !== null;
      const params = listParams(options, terms && matchExpression(dialect, terms));
      const offset = (options.page - 1) * options.limit;
      const tab = search ? scopedTab(options) : undefined;
      if (tab && ordered === options.sort.column) {
        const page = (await rankedPage(options, params[0] as string, offset)) ?? (await orderedList(options, params, offset));
        return { rows: await findByIds(page.ids), total: page.total };
      }
      if (tab) {
        // The tab's own column of a status-scoped index holds exactly its matches: their number is
        // the total. When they are many, walking the sort's index until the page is reached reads
        // fewer entries than looking up every match's sort key (decision 025).
        const total = await matchCount(options, params[0] as string);
        if (total === 0 || offset >= total) return { rows: [], total };
        const inTab = await countedTotal(tab);
        if (((offset + options.limit) * inTab) / total < WALK_PER_LOOKUP * total) {
          const ids = await walkPage(options, params, offset);
          return { rows: await findByIds(ids), total };
        }
      }
      if (search) {
        // One pass over the matches gives the page's ids in order and, by a window count, their
        // number: the search runs once, and only the page's own rows are read in full.
        const page = await searchPage(options, params, offset);
        if (page.length > 0 || offset === 0)
          return { rows: await findByIds(page.map((r) => Number(r.id))), total: Number(page[0]?.total ?? 0) };
      }
      const dir = options.sort.desc ? 'desc' : 'asc';
      // When a counter holds the total, the page reads it in the same statement (one round trip).
      const counter = counterKey(options);
      const n = params.length;
      const rows = await queries.run<Row>(
        db,
        shapeKey(counter ? 'page-counted' : 'page', options, search),
        () => {
          let q = filtered(options, search, slotBinder()).select(readColumns);
          if (counter) {
            q = q.select(
              sql<number>`(select live from resource_counts where tbl = ${slot(n + 2)} and dim = ${slot(n + 3)} and val = ${slot(n + 4)})`.as(
                'total_live',
              ),
            );
          }
          return q
            .orderBy(`${t}.${options.sort.column}`, dir)
            .orderBy(`${t}.id`, dir)
            .limit(slot<number>(n))
            .offset(slot<number>(n + 1));
        },
        [...params, options.limit, offset, ...(counter ?? [])],
      );
      // A short first page is its own total; otherwise the counters, then a count on the index.
      let total: number | undefined = options.page === 1 && rows.length < options.limit ? rows.length : undefined;
      if (total === undefined && counter) total = rows.length ? Number(rows[0]!.total_live ?? 0) : await countedTotal(counter);
      if (total === undefined) {
        const counted = await queries.run<{ n: number }>(
          db,
          shapeKey('count', { ...options, sort: { column: '', desc: false } }, search),
          () => filtered(options, search, slotBinder()).select((eb) => eb.fn.countAll<number>().as('n')),
          params,
        );
        total = Number(counted[0]?.n ?? 0);
      }
      return { rows: await attach(rows, true), total };
    },

    /** Live rows in all (dim '') and per value of the counted columns, from the trigger-kept counters. */
    async counts(): Promise<Array<{ dim: string; val: string; live: number }>> {
      const rows = await queries.run<{ dim: string; val: string; live: number }>(
        db,
        'counts',
        () => db.selectFrom('resource_counts').select(['dim', 'val', 'live']).where('tbl', '=', slot(0)),
        [t],
      );
      return rows.map((r) => ({ dim: String(r.dim), val: String(r.val), live: Number(r.live) }));
    },

    /** The ids of a list in its order, for exports that then read rows in batches. */
    async listIds(options: ListOptions): Promise<number[]> {
      const terms = options.query === null ? null : searchTerms(options.query);
      if (terms && terms.length === 0) return [];
      return idsInOrder(options, terms !== null, listParams(options, terms && matchExpression(dialect, terms)));
    },

    async insert(values: Row): Promise<Row> {
      const { own, sides } = split(values);
      const row = await db
        .insertInto(t)
        .values(assignedId ? { ...own, id: assignedId } : own)
        .returning(columns)
        .executeTakeFirstOrThrow();
      await writeSides(Number(row.id), sides);
      return (await attach([row]))[0]!;
    },

    /** Update when the version still matches; undefined when someone else saved first. */
    async update(id: number, expectedVersion: number, values: Row): Promise<Row | undefined> {
      const { own, sides } = split(values);
      const row = await updateOwn(id, expectedVersion, own);
      if (!row) return undefined;
      await writeSides(id, sides);
      return (await attach([row]))[0];
    },

    /** Replace the given side lists of a record (an import's constituents, say). */
    replaceSides: writeSides,

    /** Into the trash or out of it; `by` is who did it (the record's last changer). */
    async setDeleted(id: number, deletedAt: string | null, by: number | null): Promise<Row> {
      const row = await db
        .updateTable(t)
        .set({ deleted_at: deletedAt, updated_by: by, version: sql`version + 1` })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return (await attach([row]))[0]!;
    },

    /** Values of `column` equal to `base` or starting with `base-` (for slug suffixes), index-backed. */
    async takenLike(column: string, base: string, exceptId: number | null): Promise<Set<string>> {
      // '-' sorts just before '.' in byte order; PostgreSQL is told to compare bytes, whatever its locale.
      const ref = dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
      let q = db
        .selectFrom(t)
        .select(column)
        .where((eb) => eb.or([eb(column, '=', base), eb.and([eb(ref, '>=', `${base}-`), eb(ref, '<', `${base}.`)])]));
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      const rows = await q.execute();
      return new Set(rows.map((r) => String(r[column])));
    },

    /** A live record other than `exceptId` whose `column` equals `value` without regard to case. */
    async findLiveSame(
      column: string,
      value: string,
      exceptId: number | null,
    ): Promise<{ id: number; value: string } | undefined> {
      let q = db
        .selectFrom(t)
        .select(['id', sql<string>`${sql.ref(column)}`.as('value')])
        // Compared without case, through an index: on SQLite the column's own NOCASE collation (its
        // plain index serves); on PostgreSQL lower() on both sides, matching the live-name indexes
        // (migration 20261129T010000). A lower() on SQLite would read every row.
        .where(
          dialect === 'sqlite'
            ? sql<boolean>`${sql.ref(column)} = ${value}`
            : sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`,
        )
        .where('deleted_at', 'is', null);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      const row = await q.limit(1).executeTakeFirst();
      return row ? { id: Number(row.id), value: String(row.value) } : undefined;
    },

    async isTaken(column: string, value: unknown, exceptId: number | null): Promise<boolean> {
      const rows = await queries.run(
        db,
        `taken|${column}`,
        () => db.selectFrom(t).select('id').where(column, '=', slot(0)).where('id', '!=', slot<number>(1)).limit(1),
        [value, exceptId ?? 0],
      );
      return rows.length > 0;
    },

    async maxOf(column: string, where?: { column: string; value: unknown }): Promise<number> {
      let q = db.selectFrom(t).select((eb) => eb.fn.max(column).as('m'));
      if (where) q = q.where(where.column, '=', where.value);
      const row = await q.executeTakeFirst();
      return Number(row?.m ?? 0);
    },

    async setColumn(id: number, values: Row): Promise<Row> {
      const row = await db
        .updateTable(t)
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirstOrThrow();
      return (await attach([row]))[0]!;
    },
  };
}

export type ResourceRepository = ReturnType<typeof createResourceRepository>;
