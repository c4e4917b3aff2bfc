import { can, type PermissionSet } from '@rc/contract/permissions';
import { bestMatchRank, SEARCH_LIMITS, titleMatchRank, type SearchGroup } from '@rc/contract/search';
import type { AppContext } from '@/context.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import { SEARCH_AREAS, searchItem } from './search-areas.ts';
import { createSearchRepository } from './search.repository.ts';

/**
 * The command palette's search: one group per area the caller can read (read on the area's
 * module, the same permission its list needs), so an area the caller may not open is never
 * searched, let alone answered.
 */
export function createSearchService(ctx: AppContext, models: ResourceModels) {
  const areas = SEARCH_AREAS.map((area) => {
    const model = models.of(area.definition);
    return { area, model, records: createSearchRepository(ctx, model) };
  });

  return {
    async search(permissions: PermissionSet, words: string, limit: number): Promise<SearchGroup[]> {
      const readable = areas.filter(({ area }) => can(permissions, area.definition.module, 'read'));
      const groups = await Promise.all(
        readable.map(async ({ area, model, records }) => {
          // More matches than are shown, so a title matching exactly is found among newer ones.
          const rows = await records.matching(words, Math.max(limit, SEARCH_LIMITS.maxPerArea));
          const found = rows.map((row) => searchItem(area, model.toRecord(row)));
          const ranked = found
            .map((item, order) => ({ item, order, rank: titleMatchRank(item.title, words) }))
            .sort((a, b) => a.rank - b.rank || a.order - b.order)
            .slice(0, limit)
            .map(({ item }) => item);
          return { area: area.definition.name, label: area.label, items: ranked };
        }),
      );
      const best = (group: SearchGroup) =>
        bestMatchRank(
          group.items.map((item) => item.title),
          words,
        );
      return groups
        .map((group, order) => ({ group, order, rank: best(group) }))
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .map(({ group }) => group);
    },
  };
}
