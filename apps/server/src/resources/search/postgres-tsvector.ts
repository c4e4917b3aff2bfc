import { sql } from 'kysely';
import type { ResourceModel } from '../resource-model.ts';
import type { SearchStrategy } from './search-strategy.ts';

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
 */
export function postgresTsvector(model: ResourceModel): SearchStrategy {
  const t = model.table;
  return {
    name: 'postgres-tsvector',
    match: (terms) => terms.map((term) => `${term}:*`).join(' & '),
    queries: ({ db }) => ({
      matches: (_options, _from, match) =>
        db.selectFrom(sql`(select * from ${sql.table(t)} where search_vector @@ to_tsquery('simple', ${match}) offset 0)`.as(t)),
      source: () => '',
      page: async () => undefined,
    }),
    storageProblems(storage, report) {
      const search = storage.search;
      if (model.search.length > 0 && search.kind === 'none')
        report(undefined, `has no full-text index (searched: ${model.search.join(', ')})`);
      if (search.kind !== 'tsvector') return;
      if (model.search.length > 0 && !search.ginIndexed) report(undefined, 'has no GIN index on search_vector');
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
