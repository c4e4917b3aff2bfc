import type { Dialect } from '@/db/database.ts';
import type { CompiledQueries } from '@/db/compiled-query.ts';
import type { DynamicDb, DynamicSelect } from '@/db/dynamic-db.ts';
import type { TableStorage } from '@/db/storage-catalog.ts';
import type { ListOptions } from '../resource-list-query.ts';
import type { ResourceModel } from '../resource-model.ts';
import { postgresTsvector } from './postgres-tsvector.ts';
import { sqliteFts5 } from './sqlite-fts5.ts';

/** What a search's list depends on: its filters and trash switch (the page and sort come with ListOptions). */
export type SearchScope = Pick<ListOptions, 'filters' | 'trashed'>;

/** A page of a search: the ids in the list's order and the number of all matches. */
export type SearchPage = { ids: number[]; total: number };

/** What a strategy may use of the repository that holds it (see resource.repository.ts). */
export type SearchContext = {
  db: DynamicDb;
  queries: CompiledQueries;
  /** The list's FROM and WHERE without the search (live or trash rows, filters), through a named index when given. */
  filtered(options: SearchScope, bind: (value: unknown) => string, index?: string): DynamicSelect;
  /** The cache key of a list query's shape (see CompiledQueries). */
  shapeKey(kind: string, options: ListOptions, search: boolean): string;
  /** Builds a shape with slots numbered in the order they are bound. */
  slotBinder(): (value: unknown) => string;
  /** The live total a trigger-kept counter holds. */
  countedTotal(key: [string, string, string]): Promise<number>;
};

/** The queries of one strategy for one repository. */
export type SearchQueries = {
  /** The rows of `from` (the table, maybe through a named index) that match slot `match`: a select to filter further. */
  matches(options: SearchScope, from: string, match: string): DynamicSelect;
  /** What else than filters and sort a search's query shape depends on (the index tables it reads). */
  source(options: SearchScope): string;
  /**
   * The page by the strategy's own path when it has a faster one for these options; undefined for
   * the engine's generic page (one pass over the matches with a window count).
   */
  page(options: ListOptions, params: readonly unknown[], offset: number): Promise<SearchPage | undefined>;
};

/** Reports a storage problem of the resource's search: the field concerned, what is wrong and how to mend it. */
export type ReportProblem = (field: string | undefined, what: string, fix?: string) => void;

/**
 * How a resource's full-text search is stored and read: the words typed become a match, the match
 * restricts a list, and the storage check holds the database to the strategy's tables and indexes.
 * One strategy per resource and database, chosen once (searchStrategyOf); docs/search.md says which
 * serves what.
 */
export type SearchStrategy = {
  name: string;
  /** The match expression (a bound parameter, never spliced) of the words typed (searchTerms). */
  match(terms: readonly string[]): string;
  queries(ctx: SearchContext): SearchQueries;
  /** What the database must hold for this strategy, beyond the table's own columns. */
  storageProblems(storage: TableStorage, report: ReportProblem): void;
};

const chosen = { sqlite: new WeakMap<ResourceModel, SearchStrategy>(), postgres: new WeakMap<ResourceModel, SearchStrategy>() };

/** The search strategy of a resource on a database: SQLite's FTS5 tables or PostgreSQL's tsvector. */
export function searchStrategyOf(model: ResourceModel, dialect: Dialect): SearchStrategy {
  let strategy = chosen[dialect].get(model);
  if (!strategy) {
    strategy = dialect === 'sqlite' ? sqliteFts5(model) : postgresTsvector(model);
    chosen[dialect].set(model, strategy);
  }
  return strategy;
}
