import type { ResourceModel } from '../resource-model.ts';
import type { SearchScope } from './search-strategy.ts';

/**
 * The part of a status-scoped table's search index (ResourceBinding.searchScope) a search reads:
 * the trash's, one tab's (the list is filtered by one value of the scoping column), or every live
 * tab's. SQLite keeps a search table per part, PostgreSQL a partial index per part (decisions 031, 056).
 */
export type SearchTab = { trash: true } | { trash: false; values: readonly string[] };

/** The part a search of `options` reads; null when the table's search is not scoped. */
export function searchTabOf(model: ResourceModel, options: SearchScope): SearchTab | null {
  const scope = model.searchScope;
  if (!scope) return null;
  if (options.trashed) return { trash: true };
  const tab = options.filters.find((f) => f.column === scope.column && f.op === undefined);
  const value = tab && String(tab.value);
  return { trash: false, values: value !== undefined && scope.values.includes(value) ? [value] : scope.values };
}
