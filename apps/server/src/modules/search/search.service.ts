import { can, type PermissionSet } from '@rc/contract/permissions';
import type { SearchGroup } from '@rc/contract/search';
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
      return Promise.all(
        readable.map(async ({ area, model, records }) => {
          const rows = await records.matching(words, limit);
          return {
            area: area.definition.name,
            label: area.label,
            items: rows.map((row) => searchItem(area, model.toRecord(row))),
          };
        }),
      );
    },
  };
}
