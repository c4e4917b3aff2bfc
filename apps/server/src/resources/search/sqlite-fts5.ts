import { sql } from 'kysely';
import type { ListOptions } from '../resource-list-query.ts';
import { slot } from '@/db/compiled-query.ts';
import type { DynamicSelect } from '@/db/dynamic-db.ts';
import { liveIndexOf, type ResourceModel } from '../resource-model.ts';
import type { SearchPage, SearchQueries, SearchScope, SearchStrategy } from './search-strategy.ts';
import { searchTabOf } from './search-tab.ts';

/*
 * The names and numbering of SQLite's search tables, as the engine reads them. The migration kits
 * (db/migration-kit/status-search-v*.ts) spell the same in their own frozen copies; the storage
 * check holds the database to these.
 */

/** The one column of each status-scoped table. */
export const WORDS_COLUMN = 'words';
/** The full-text table of a table's live records of one value of the scoping column. */
export const scopedTableOf = (table: string, value: string) => `${table}_fts_live_${value.toLowerCase()}`;
/** The full-text table of a table's records in the trash. */
export const trashTableOf = (table: string) => `${table}_fts_trash`;
/** The table of a table's ranks in the order of `column`. */
export const ranksTableOf = (table: string, column: string) => `${table}_${column}_ranks`;
/** How many low bits of a ranked index's rowid hold the record's id; the high bits hold its rank. */
const RANK_ID_BITS = 31;
const MAX_ID = 2 ** RANK_ID_BITS - 1;
/** The rowid of a record's entry in a ranked index: `row` is `new.`, `old.` or the table's own name with a dot. */
export const rankedRowidSql = (table: string, column: string, row: string) =>
  `((select rank from ${ranksTableOf(table, column)} where id = ${row}id) << ${RANK_ID_BITS}) + ${row}id`;
/** The record id a ranked index's rowid (an SQL expression) holds. */
const idOfRankedRowidSql = (rowid: string) => `(${rowid} & ${MAX_ID})`;
/** The rank a ranked index's rowid (an SQL expression) holds. */
const rankOfRankedRowidSql = (rowid: string) => `(${rowid} >> ${RANK_ID_BITS})`;

/**
 * Reading one entry of a sort index in order costs about a twentieth of looking up one match's
 * sort key (1,000,000 research records on SQLite: ~0.2 µs against ~4 µs): a scoped search walks
 * the index when the entries it expects to read before its page is full number fewer than twenty
 * times its matches.
 */
const WALK_PER_LOOKUP = 20;

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

/**
 * SQLite: contentless FTS5 tables kept by triggers, read first and joined to the table by rowid
 * (CROSS JOIN fixes that order), so a search reads only its matches. A plain resource has one
 * table, `<table>_fts`. A status-scoped one (ResourceBinding.searchScope) has one per live value
 * of its scoping column and one for the trash, and when it declares `searchOrder` each entry's
 * rowid carries the record's rank in that column's order: a tab's search then reads its page in
 * rank order, or walks the sort column's live index when that reads fewer entries. docs/search.md.
 */
export function sqliteFts5(model: ResourceModel): SearchStrategy {
  const t = model.table;
  /** The name a search reads its matches under. */
  const fts = `${t}_fts`;
  const scope = model.searchScope;
  const rankedBy = scope?.rankedBy ?? null;
  const idOf = (rowid: string) => sql<number>`${sql.raw(rankedBy ? idOfRankedRowidSql(rowid) : rowid)}`;

  /**
   * The full-text tables a search reads: the table's index, or of a status-scoped table the tab's
   * own, the trash's, or every live tab's when the list is not filtered by one of the scope's values.
   */
  function tablesOf(options: SearchScope): string[] {
    const tab = searchTabOf(model, options);
    if (!tab) return [fts];
    return tab.trash ? [trashTableOf(t)] : tab.values.map((v) => scopedTableOf(t, v));
  }

  return {
    name: scope ? 'sqlite-fts5-status-scoped' : 'sqlite-fts5',
    match: (terms) => terms.map((term) => `"${term}"*`).join(' '),

    queries({ db, queries, filtered, shapeKey, slotBinder, countedTotal }): SearchQueries {
      /** The index entries matching `match` (a slot), read under the name `fts`: from the one table that holds them, or every live tab's in turn. */
      function matching(options: SearchScope, match: string): DynamicSelect {
        const tables = tablesOf(options);
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

      /**
       * A live search filtered by nothing but one tab of a status-scoped table (or by nothing), sorted
       * by a sortable column: the counter key of the tab's live records. Undefined otherwise.
       */
      function scopedTab(options: ListOptions): [string, string, string] | undefined {
        if (!scope || options.trashed || !model.counted?.has(scope.column)) return undefined;
        const [only, ...more] = options.filters;
        if (more.length > 0 || !model.sortable.has(options.sort.column)) return undefined;
        if (!only) return [t, '', ''];
        if (only.column !== scope.column || only.op !== undefined || !scope.values.includes(String(only.value))) return undefined;
        return [t, scope.column, String(only.value)];
      }

      /** How many records a match finds: the index alone answers. */
      async function matchCount(options: ListOptions, match: unknown): Promise<number> {
        const rows = await queries.run<{ n: number }>(
          db,
          shapeKey('match-count', options, true),
          () => matching(options, slot(0)).select((eb) => eb.fn.countAll<number>().as('n')),
          [match],
        );
        return Number(rows[0]?.n ?? 0);
      }

      /**
       * A page by walking the sort column's live index (`<table>_<column>_live`, which the storage
       * check requires of a scoped table) in the list's order, keeping the entries whose id is among
       * the matches, until the page is full.
       */
      async function walkPage(options: ListOptions, params: readonly unknown[], offset: number): Promise<number[]> {
        const dir = options.sort.desc ? 'desc' : 'asc';
        const n = params.length;
        const rows = await queries.run<{ id: number }>(
          db,
          shapeKey('walk-page', options, true),
          () => {
            const bind = slotBinder();
            const match = bind('');
            return filtered(options, bind, liveIndexOf(t, options.sort.column))
              .select(`${t}.id`)
              .where(`${t}.id`, 'in', matching(options, match).select(idOf(`${fts}.rowid`).as('rowid')))
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
       * A search sorted by the column the index ranks its entries by. One pass over the index gives the
       * number of matches and each match's id and rank. The ranks alone tell which matches can be on
       * the page: those from the page's first rank to its last, whose sort keys are then read to put
       * them in exact order; the matches of lower ranks are counted, not read.
       */
      async function rankedByKeys(options: ListOptions, params: readonly unknown[], offset: number): Promise<SearchPage> {
        const [found] = await queries.run<{ n: number; k: string | null; id: string | null }>(
          db,
          shapeKey('ranked-matches', options, true),
          () =>
            matching(options, slot(0)).select([
              sql<number>`count(*)`.as('n'),
              sql<string>`group_concat(${sql.raw(rankOfRankedRowidSql(`${fts}.rowid`))})`.as('k'),
              sql<string>`group_concat(${idOf(`${fts}.rowid`)})`.as('id'),
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
          shapeKey('ranked-sort', options, true),
          () =>
            filtered(options, slotBinder(), model.searchKeys.get(options.sort.column)?.name)
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
       * A search sorted by the ranked column, in one tab's table: the entries come in rank order, which
       * is the list's order wherever neighbouring entries have different ranks. The page and the
       * entries either side of it are read from the index in that order, and the index alone counts
       * the matches. Undefined when the search reads several tables, or when two of those entries
       * share a rank (rankedByKeys then puts the matches in order).
       */
      async function rankedWindow(options: ListOptions, match: unknown, offset: number): Promise<SearchPage | undefined> {
        if (tablesOf(options).length !== 1) return undefined;
        const total = await matchCount(options, match);
        if (total === 0 || offset >= total) return { ids: [], total };
        const from = Math.max(0, offset - 1);
        const rows = await queries.run<{ k: number; id: number }>(
          db,
          shapeKey('ranked-window', options, true),
          () =>
            matching(options, slot(0))
              .select([sql<number>`${sql.raw(rankOfRankedRowidSql(`${fts}.rowid`))}`.as('k'), idOf(`${fts}.rowid`).as('id')])
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

      return {
        matches: (options, from, match) =>
          matching(options, match)
            .crossJoin(from)
            .where(`${t}.id`, '=', idOf(`${fts}.rowid`)),
        source: (options) => tablesOf(options).join('+'),
        async page(options, params, offset) {
          const tab = scopedTab(options);
          if (!tab) return undefined;
          if (rankedBy === options.sort.column)
            return (await rankedWindow(options, params[0], offset)) ?? (await rankedByKeys(options, params, offset));
          // The tab's own table holds exactly its matches: their number is the total. When they are
          // many, walking the sort's index until the page is reached reads fewer entries than looking
          // up every match's sort key.
          const total = await matchCount(options, params[0]);
          if (total === 0 || offset >= total) return { ids: [], total };
          const inTab = await countedTotal(tab);
          if (((offset + options.limit) * inTab) / total < WALK_PER_LOOKUP * total)
            return { ids: await walkPage(options, params, offset), total };
          return undefined;
        },
      };
    },

    storageProblems(storage, report) {
      const search = storage.search;
      if (model.search.length > 0 && search.kind === 'none')
        report(undefined, `has no full-text index (searched: ${model.search.join(', ')})`);
      if (search.kind !== 'fts5') return;
      if (scope) {
        // A table per value and one for the trash, each filled with every searched field.
        const missing = [...scope.values.map((v) => scopedTableOf(t, v)), trashTableOf(t)].filter(
          (name) => !search.tables.has(name),
        );
        if (missing.length > 0)
          report(scope.column, `has no search table ${missing.join(', ')}`, 'add a migration with createStatusSearchTables');
        for (const field of model.search)
          if (!search.writes.includes(`new.${field},`))
            report(field, `does not index searched field '${field}' (${t}_fts_insert)`);
        // What each table's insert writes: the entry's number, then its words. The list decodes the
        // id and the rank from the rowid only when the binding says so.
        const entry = `(rowid, ${WORDS_COLUMN})`;
        if (rankedBy !== null && !search.writes.includes(`${entry} select ${rankedRowidSql(t, rankedBy, 'new.')},`))
          report(
            rankedBy,
            `has its search index (${t}_fts_…) numbered otherwise than by rank in ${rankedBy} order (${ranksTableOf(t, rankedBy)})`,
            'add a migration with createRankedStatusSearch and the order',
          );
        if (rankedBy === null && !search.writes.includes(`${entry} select new.id,`))
          report(
            scope.column,
            `has its search index (${t}_fts_…) numbered otherwise than by record id`,
            'declare its order in the binding (searchOrder)',
          );
        // A scoped search may walk a sort column's live index, naming it (INDEXED BY).
        for (const column of model.sortable) {
          const index = liveIndexOf(t, column);
          if (storage.indexes.get(index)?.join(',') !== column)
            report(column, `has no index ${index} on (${column})`, 'add it with the table kit');
        }
      } else {
        for (const field of model.search)
          if (!search.columns.has(field)) report(field, `does not index searched field '${field}' (${fts})`);
      }
      // Searches name these indexes (INDEXED BY): a missing one would fail every search.
      for (const keys of model.searchKeys.values()) {
        if (storage.indexes.get(keys.name)?.join(',') !== keys.columns.join(','))
          report(
            undefined,
            `has no search index ${keys.name} on (${keys.columns.join(', ')})`,
            'add a migration with createSearchKeys',
          );
      }
    },
  };
}
