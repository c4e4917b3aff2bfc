import { sql } from 'kysely';
import type { ResourceModel } from '../resource-model.ts';
import type { SearchScope, SearchStrategy } from './search-strategy.ts';
import { searchTabOf } from './search-tab.ts';

/*
 * The names of a status-scoped table's search indexes, as the engine reads them; the migration kit
 * (db/migration-kit/status-search-v5.ts) spells the same in its own frozen copy, and the storage
 * check holds the database to these.
 */
/** The partial GIN index of a table's live records of one value of the scoping column. */
export const liveSearchIndexOf = (table: string, value: string) => `${table}_search_live_${value.toLowerCase()}`;
/** The partial GIN index of a table's records in the trash. */
export const trashSearchIndexOf = (table: string) => `${table}_search_trash`;

/**
 * PostgreSQL: a generated `search_vector` column (to_tsvector('simple', …) of the searched fields)
 * with a GIN index; a search keeps the rows whose vector matches a tsquery of `word:*` joined by
 * `&`, and the engine's generic page orders them.
 *
 * The matches are read first, through the GIN index, in a subquery the planner keeps apart
 * (`offset 0`); the list's filters, order and count then apply to them alone, as on SQLite. Left
 * to itself the planner cannot tell how many rows a prefix matches and may instead walk the sort
 * column's index through every live row, testing each: on 1,000,000 Exclusive research records a
 * word's page 3 by title took 3.2 s that way, and 3 ms (25 ms from a cold cache) matches first.
 * Every match is read for the total either way.
 *
 * A status-scoped table (ResourceBinding.searchScope) has one partial index per value of the
 * scoping column and one for the trash instead of one over every row (decision 056), as SQLite has
 * a search table per tab: the subquery then names the tab (or the trash, or every live tab) with
 * its values written in, so that the planner reads the tab's index alone, or each tab's (a
 * BitmapOr) for a search of every tab, whatever plan it keeps for the statement.
 */
export function postgresTsvector(model: ResourceModel): SearchStrategy {
  const t = model.table;
  const scope = model.searchScope;
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

  /** The condition naming the rows of the index a search reads (SQL text of the model's own constants). */
  function scopeCondition(options: SearchScope): string {
    const tab = searchTabOf(model, options);
    if (!tab) return '';
    if (tab.trash) return ' and deleted_at is not null';
    const column = `"${scope!.column}"`;
    const values = tab.values.map((value) => `${column} = ${literal(value)}`);
    return ` and deleted_at is null and ${values.length === 1 ? values[0] : `(${values.join(' or ')})`}`;
  }

  return {
    name: scope ? 'postgres-tsvector-status-scoped' : 'postgres-tsvector',
    match: (terms) => terms.map((term) => `${term}:*`).join(' & '),
    queries: ({ db }) => ({
      matches: (options, _from, match) =>
        db.selectFrom(
          sql`(select * from ${sql.table(t)} where search_vector @@ to_tsquery('simple', ${match})${sql.raw(scopeCondition(options))} offset 0)`.as(
            t,
          ),
        ),
      source: (options) => {
        const tab = searchTabOf(model, options);
        return !tab ? '' : tab.trash ? 'trash' : tab.values.join('+');
      },
      page: async () => undefined,
    }),
    storageProblems(storage, report) {
      const search = storage.search;
      if (model.search.length > 0 && search.kind === 'none')
        report(undefined, `has no full-text index (searched: ${model.search.join(', ')})`);
      if (search.kind !== 'tsvector') return;
      if (scope) {
        const wanted = [...scope.values.map((value) => liveSearchIndexOf(t, value)), trashSearchIndexOf(t)];
        const missing = wanted.filter((index) => !search.ginIndexes.has(index));
        if (missing.length > 0)
          report(scope.column, `has no search index ${missing.join(', ')}`, 'add a migration with splitSearchIndex');
      } else if (model.search.length > 0 && search.ginIndexes.size === 0) report(undefined, 'has no GIN index on search_vector');
      const indexed = identifiers(search.expression);
      for (const field of model.search)
        if (!indexed.has(field)) report(field, `does not index searched field '${field}' (search_vector)`);
    },
  };
}

/**
 * The column names a PostgreSQL expression mentions (as pg_get_expr prints it): string literals,
 * type casts (`''::text` would otherwise name a column `text`) and function names left out.
 */
function identifiers(expression: string): Set<string> {
  const bare = expression.replace(/'(?:[^']|'')*'/g, ' ').replace(/::\s*[a-z_][a-z0-9_]*/gi, ' ');
  return new Set([...bare.matchAll(/"([^"]+)"|\b([a-z_][a-z0-9_]*)\b(?!\s*\()/gi)].map((m) => m[1] ?? m[2]!.toLowerCase()));
}
