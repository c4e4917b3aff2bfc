import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { assignedIdOf } from './assigned-ids.repository.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic, type DynamicSelect, type DynamicTables } from '@/db/dynamic-db.ts';
import { searchTerms } from './search/search-terms.ts';
import { searchStrategyOf, type SearchScope } from './search/search-strategy.ts';
import { VALUELESS, type ListOptions } from './resource-list-query.ts';
import type { ResourceModel } from './resource-model.ts';
import { createSideListRepository } from './side-list.repository.ts';

type Row = Record<string, unknown>;

const compiled = new WeakMap<ResourceModel, CompiledQueries>();
function compiledQueriesOf(model: ResourceModel): CompiledQueries {
  let queries = compiled.get(model);
  if (!queries) compiled.set(model, (queries = new CompiledQueries()));
  return queries;
}

/** One value that must be unique: among all records (`taken`) or among live ones, without case (`live`). */
export type UniqueCheck = { kind: 'taken' | 'live'; column: string; value: unknown };

/** The deepest offset written into a page's statement on PostgreSQL (pageWindow): five pages of 100. */
const LITERAL_OFFSET_MAX = 400;

/** SQL of one resource's table. Pass a transaction to take part in it. */
export function createResourceRepository(model: ResourceModel, dialect: Dialect, database: Kysely<Database>) {
  const db = asDynamic(database);
  const t = model.table;
  const columns = model.columns.map((c) => `${t}.${c}`);
  const queries = compiledQueriesOf(model);
  const sides = createSideListRepository(model, dialect, db, queries);
  /**
   * The columns a read of records selects: the table's own and the copies of its side lists, each
   * copy under its list's name (attach parses it in place: a row keeps its shape, see recordShape).
   */
  const readColumns = [...columns, ...sides.copyColumns];
  const attach = sides.attach;
  /** A table read through a named index. Index hints are SQLite's (INDEXED BY); PostgreSQL plans its own. */
  const indexedBy = (table: string, index: string): string =>
    dialect === 'sqlite' ? (sql`${sql.table(table)} indexed by ${sql.id(index)}` as unknown as string) : table;
  const assignedId = assignedIdOf(model, dialect);
  /**
   * `column` equals `value` without regard to case, through an index: on SQLite the column's own
   * NOCASE collation (its plain index serves); on PostgreSQL lower() on both sides, matching the
   * live-name indexes (migration 20261129T010000). A lower() on SQLite would read every row.
   */
  const sameWithoutCase = (column: string, value: unknown) =>
    dialect === 'sqlite'
      ? sql<boolean>`${sql.ref(column)} = ${value}`
      : sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;
  /**
   * One scalar subquery per check, `c0`, `c1` …: the id of a record other than the one in the slot
   * after the checks' values that holds the check's value. Literal limits, as pageWindow's: bound,
   * they kept PostgreSQL planning the check anew on every save.
   */
  const holderColumns = (eb: ExpressionBuilder<DynamicTables, string>, checks: readonly UniqueCheck[]) =>
    checks.map((check, i) => {
      let q = eb.selectFrom(t).select('id').where('id', '!=', slot<number>(checks.length));
      q =
        check.kind === 'taken'
          ? q.where(check.column, '=', slot(i))
          : q.where(sameWithoutCase(check.column, slot(i))).where('deleted_at', 'is', null);
      return q.limit(sql.lit(1)).as(`c${i}`);
    });
  const holdersOf = (row: Record<string, unknown> | undefined, checks: readonly UniqueCheck[]) =>
    checks.map((_, i) => (row?.[`c${i}`] === null || row?.[`c${i}`] === undefined ? null : Number(row[`c${i}`])));
  const sideOf = (field: string) => model.sideLists.find((l) => l.field === field)!.table;
  /** How the table's search is stored and read (resources/search, docs/search.md). */
  const strategy = searchStrategyOf(model, dialect);

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

  /**
   * The list's FROM and WHERE: trash or live rows, filters and the search strategy's match. Values
   * go through `bind`, which turns them into slots of a cached query shape (see compiled-query.ts).
   */
  function filtered(
    options: SearchScope,
    search: boolean,
    bind: (value: unknown) => string,
    sort?: string,
    index?: string,
  ): DynamicSelect {
    // A live search of a wide table reads its matches' filters and sort key from a narrow index.
    const keys = search && !options.trashed ? model.searchKeys.get(sort ?? '') : undefined;
    const forced = index ?? keys?.name;
    const from = forced ? indexedBy(t, forced) : t;
    let q: DynamicSelect = search ? searching.matches(options, from, bind('')) : db.selectFrom(from);
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
    const source = search ? searching.source(options) : '';
    return `${kind}|${options.trashed ? 1 : 0}|${options.filters.map((f) => `${f.column}${f.op ?? ''}`).join(',')}|${source}|${options.sort.column}|${options.sort.desc ? 1 : 0}`;
  }

  /**
   * A page's limit and offset: in the statement's text on PostgreSQL for the first pages, bound
   * as parameters past them. PostgreSQL plans a named statement for its parameters each time
   * (a custom plan) until a plan for any values (a generic plan) costs no more; with the limit
   * and offset unknown it assumes a tenth of the table is read, so the generic plan never looked
   * cheap and every page was planned anew (0.36 ms to plan, 0.12 ms to run, for Exclusive research
   * as it opens). Written in, the first pages, where lists open and most reading happens, get a
   * statement each that PostgreSQL can plan once; deeper pages share one, so a connection's named
   * statements (database.ts) are not spent on every page number. SQLite prepares once either way.
   */
  function pageWindow(limit: number, offset: number) {
    if (dialect !== 'postgres' || offset > LITERAL_OFFSET_MAX) return { key: '', limit: undefined, offset: undefined };
    return { key: `${limit}+${offset}`, limit: sql.lit(limit), offset: sql.lit(offset) };
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
          .selectFrom('resource_totals')
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

  /** The number of a list's rows (its filters bound from slot 0, as the page's are). */
  function countOf(options: ListOptions, search: boolean) {
    return filtered(options, search, slotBinder()).select((eb) => eb.fn.countAll<number>().as('n'));
  }

  /**
   * A list's order: its sort column, then the id among rows that tie. Where the list's equality
   * filters and its sort column make up the natural key (a ticker's days by date), no two rows tie
   * and the id is left out, so the key's index gives the order itself: PostgreSQL stops reading it
   * after the page's rows instead of reading and sorting every row the filters keep.
   */
  function inListOrder(q: DynamicSelect, options: ListOptions): DynamicSelect {
    const dir = options.sort.desc ? 'desc' : 'asc';
    const sorted = q.orderBy(`${t}.${options.sort.column}`, dir);
    const key = model.clusteredBy;
    const fixed = (column: string) => options.filters.some((f) => f.column === column && (f.op ?? '=') === '=');
    const total = key?.includes(options.sort.column) && key.every((c) => c === options.sort.column || fixed(c));
    return total ? sorted : sorted.orderBy(`${t}.id`, dir);
  }

  /** The ids of a list in its order. */
  async function idsInOrder(options: ListOptions, search: boolean, params: unknown[]): Promise<number[]> {
    const rows = await queries.run<{ id: number }>(
      db,
      shapeKey('ids', options, search),
      () =>
        filtered(options, search, slotBinder(), options.sort.column)
          .select(`${t}.id`)
          .$call((q) => inListOrder(q, options)),
      params,
    );
    return rows.map((r) => Number(r.id));
  }

  /** The search strategy's queries, with what they may use of this repository. */
  const searching = strategy.queries({
    db,
    queries,
    filtered: (options, bind, index) => filtered(options, false, bind, undefined, index),
    shapeKey,
    slotBinder,
    countedTotal,
  });

  /** A search's page of ids in the list's order, each carrying the number of all matches. */
  async function searchPage(
    options: ListOptions,
    params: unknown[],
    offset: number,
  ): Promise<Array<{ id: number; total: number }>> {
    const n = params.length;
    return queries.run<{ id: number; total: number }>(
      db,
      shapeKey('search-page', options, true),
      () =>
        filtered(options, true, slotBinder(), options.sort.column)
          .select([`${t}.id`, sql<number>`count(*) over ()`.as('total')])
          .$call((q) => inListOrder(q, options))
          .limit(slot<number>(n))
          .offset(slot<number>(n + 1)),
      [...params, options.limit, offset],
    );
  }

  /** One row, trashed or not; `also` names columns read beside the record's (a workflow's internals). */
  async function findById(id: number, also: readonly string[] = []): Promise<Row | undefined> {
    const rows = await queries.run<Row>(
      db,
      also.length === 0 ? 'byId' : `byId|${also.join(',')}`,
      () =>
        db
          .selectFrom(t)
          .select([...readColumns, ...also.map((c) => `${t}.${c}`)])
          .where(`${t}.id`, '=', slot(0)),
      [id],
    );
    return (await attach(rows, true))[0];
  }

  return {
    findById,

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
      const params = listParams(options, terms && strategy.match(terms));
      const offset = (options.page - 1) * options.limit;
      if (search) {
        // The strategy's own path when it has a faster one for this list.
        const page = await searching.page(options, params, offset);
        if (page) return { rows: await findByIds(page.ids), total: page.total };
      }
      if (search) {
        // One pass over the matches gives the page's ids in order and, by a window count, their
        // number: the search runs once, and only the page's own rows are read in full.
        const page = await searchPage(options, params, offset);
        if (page.length > 0 || offset === 0)
          return { rows: await findByIds(page.map((r) => Number(r.id))), total: Number(page[0]?.total ?? 0) };
      }
      // The page reads its total in the same statement (one round trip): from the counter that
      // holds it, or counted by a subquery with the same filters (the same slots).
      const counter = counterKey(options);
      const n = params.length;
      const window = pageWindow(options.limit, offset);
      const rows = await queries.run<Row>(
        db,
        `${shapeKey(counter ? 'page-counted' : 'page', options, search)}|${window.key}`,
        () => {
          let q = filtered(options, search, slotBinder()).select(readColumns);
          q = counter
            ? q.select(
                sql<number>`(select live from resource_totals where tbl = ${slot(n + 2)} and dim = ${slot(n + 3)} and val = ${slot(n + 4)})`.as(
                  'total_live',
                ),
              )
            : q.select(countOf(options, search).as('total_live'));
          return inListOrder(q, options)
            .limit(window.limit ?? slot<number>(n))
            .offset(window.offset ?? slot<number>(n + 1));
        },
        [...params, options.limit, offset, ...(counter ?? [])],
      );
      // A page past the end has no row to carry the total: the counter, or a count of its own.
      let total: number | undefined = rows.length ? Number(rows[0]!.total_live ?? 0) : undefined;
      if (total === undefined && counter) total = await countedTotal(counter);
      if (total === undefined) {
        const counted = await queries.run<{ n: number }>(
          db,
          shapeKey('count', { ...options, sort: { column: '', desc: false } }, search),
          () => countOf(options, search),
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
        () => db.selectFrom('resource_totals').select(['dim', 'val', 'live']).where('tbl', '=', slot(0)),
        [t],
      );
      return rows.map((r) => ({ dim: String(r.dim), val: String(r.val), live: Number(r.live) }));
    },

    /** The ids of a list in its order, for exports that then read rows in batches. */
    async listIds(options: ListOptions): Promise<number[]> {
      const terms = options.query === null ? null : searchTerms(options.query);
      if (terms && terms.length === 0) return [];
      return idsInOrder(options, terms !== null, listParams(options, terms && strategy.match(terms)));
    },

    async insert(values: Row): Promise<Row> {
      const { own, sides: lists } = sides.split(values);
      const row = await db
        .insertInto(t)
        .values(assignedId ? { ...own, id: assignedId } : own)
        .returning(columns)
        .executeTakeFirstOrThrow();
      await sides.write(Number(row.id), lists);
      return (await attach([row]))[0]!;
    },

    /** Update when the version still matches; undefined when someone else saved first. */
    async update(id: number, expectedVersion: number, values: Row): Promise<Row | undefined> {
      const { own, sides: lists } = sides.split(values);
      const row = await updateOwn(id, expectedVersion, own);
      if (!row) return undefined;
      await sides.write(id, lists);
      return (await attach([row]))[0];
    },

    /** Replace the given side lists of a record (an import's constituents, say). */
    replaceSides: sides.write,

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

    /**
     * Values of `column` equal to `base` or starting with `base-` (for slug suffixes), read from the
     * column's unique index: '-' sorts just before '.' in byte order. SQLite's index compares bytes;
     * PostgreSQL is asked for byte order (`~>=~`, `~<~`), which its slug index keeps (slug index v1).
     */
    async takenLike(column: string, base: string, exceptId: number | null): Promise<Set<string>> {
      const [from, below] = dialect === 'postgres' ? ['~>=~', '~<~'] : ['>=', '<'];
      let q = db
        .selectFrom(t)
        .select(column)
        .where((eb) =>
          eb.or([eb(column, '=', base), eb.and([eb(column, sql.raw(from), `${base}-`), eb(column, sql.raw(below), `${base}.`)])]),
        );
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
        .where(sameWithoutCase(column, value))
        .where('deleted_at', 'is', null);
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      const row = await q.limit(sql.lit(1)).executeTakeFirst();
      return row ? { id: Number(row.id), value: String(row.value) } : undefined;
    },

    /**
     * For each check, the id of a record other than `exceptId` that holds the value, or null, all
     * in one statement (a scalar subquery per check): `taken` looks at every record, trashed ones
     * included; `live` at live records, without regard to case (as findLiveSame).
     */
    async otherHolders(checks: readonly UniqueCheck[], exceptId: number | null): Promise<Array<number | null>> {
      if (checks.length === 0) return [];
      const key = `holders|${checks.map((c) => `${c.kind}:${c.column}`).join('|')}`;
      const [row] = await queries.run<Record<string, unknown>>(
        db,
        key,
        () => db.selectNoFrom((eb) => holderColumns(eb, checks)),
        [...checks.map((c) => c.value), exceptId ?? 0],
      );
      return holdersOf(row, checks);
    },

    /**
     * The record `id` and, in the same statement, otherHolders' answer for `checks` (other than
     * `id`): an edit reads what it changes and what its values would clash with at once.
     */
    async findWithHolders(
      id: number,
      checks: readonly UniqueCheck[],
    ): Promise<{ row: Row | undefined; holders: Array<number | null> }> {
      if (checks.length === 0) return { row: await findById(id), holders: [] };
      const key = `byIdHolders|${checks.map((c) => `${c.kind}:${c.column}`).join('|')}`;
      const [found] = await queries.run<Record<string, unknown>>(
        db,
        key,
        () =>
          db
            .selectFrom(t)
            .select(readColumns)
            .select((eb) => holderColumns(eb, checks))
            .where(`${t}.id`, '=', slot<number>(checks.length + 1)),
        [...checks.map((c) => c.value), id, id],
      );
      if (!found) return { row: undefined, holders: [] };
      const holders = holdersOf(found, checks);
      for (const i of checks.keys()) delete found[`c${i}`];
      return { row: (await attach([found as Row], true))[0], holders };
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
