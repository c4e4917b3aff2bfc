import type { AppContext } from '@/context.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';

/**
 * The live records of one area matching typed words, read through the engine's own list search
 * (full-text index, typed words reduced to plain terms; decisions 004 and 015): the palette finds
 * exactly what the area's list finds for the same words, first page in the list's default order.
 */
export function createSearchRepository(ctx: AppContext, model: ResourceModel) {
  const records = createResourceRepository(model, ctx.db.dialect, ctx.db.kysely);
  const { field, desc } = model.def.list.defaultSort;

  return {
    async matching(words: string, limit: number): Promise<Array<Record<string, unknown>>> {
      const { rows } = await records.list({
        page: 1,
        limit,
        sort: { column: field, desc },
        query: words,
        filters: [],
        trashed: false,
      });
      return rows;
    },
  };
}
