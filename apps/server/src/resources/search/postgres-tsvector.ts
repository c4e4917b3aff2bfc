import { sql } from 'kysely';
import type { ResourceModel } from '../resource-model.ts';
import type { SearchStrategy } from './search-strategy.ts';

/**
 * PostgreSQL: a generated `search_vector` column (to_tsvector('simple', …) of the searched fields)
 * with a GIN index; a search keeps the rows whose vector matches a tsquery of `word:*` joined by
 * `&`, and the engine's generic page orders them.
 */
export function postgresTsvector(model: ResourceModel): SearchStrategy {
  const t = model.table;
  return {
    name: 'postgres-tsvector',
    match: (terms) => terms.map((term) => `${term}:*`).join(' & '),
    queries: ({ db }) => ({
      matches: (_options, from, match) =>
        db.selectFrom(from).where(sql<boolean>`${sql.ref(`${t}.search_vector`)} @@ to_tsquery('simple', ${match})`),
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
