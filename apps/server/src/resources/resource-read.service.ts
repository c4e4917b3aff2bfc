import type { ResourceCounts } from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { notFound } from '@/http/errors.ts';
import type { ApiRecord } from './resource-hooks.ts';
import { exportCsv } from './resource-export.ts';
import { loadHistory } from './resource-history.ts';
import { parseListQuery } from './resource-list-query.ts';
import { countedValue, type ResourceModel } from './resource-model.ts';
import { createResourceRepository } from './resource.repository.ts';
import { keepInternals, WORKFLOW_INTERNALS } from './workflow/workflow.repository.ts';

/** The reading calls of a resource: list, detail, history and CSV export. */
export function createResourceReader(ctx: AppContext, model: ResourceModel) {
  const repo = createResourceRepository(model, ctx.db.dialect, ctx.db.kysely);
  const lower = model.def.labels.singular.toLowerCase();

  /** A workflow record's detail reads its internals along (keepInternals): its panel needs them. */
  const also = model.workflow ? WORKFLOW_INTERNALS : [];

  async function mustFindRow(id: number, columns: readonly string[] = []): Promise<Record<string, unknown>> {
    const row = await repo.findById(id, columns);
    if (!row) throw notFound(`No ${lower} with id ${id}. It may have been removed; reload the list.`);
    return row;
  }

  return {
    async list(query: Record<string, unknown>) {
      const options = parseListQuery(model, query);
      const { rows, total } = await repo.list(options);
      return { data: rows.map(model.toRecord), total, page: options.page, limit: options.limit };
    },

    /** Live records in all and per value of each counted choice filter (zero for values nobody holds). */
    async counts(): Promise<ResourceCounts> {
      const rows = await repo.counts();
      const by: Record<string, Record<string, number>> = {};
      // Choices only (tabs and chips): a reference column may hold thousands of values.
      for (const column of model.counted ?? []) {
        const filter = model.filters.get(column);
        if (filter?.type === 'select' || filter?.type === 'boolean')
          by[column] = Object.fromEntries(filter.values.map((v) => [v, 0]));
      }
      let total = 0;
      for (const row of rows) {
        if (row.dim === '') total = row.live;
        else if (by[row.dim] && row.live > 0) by[row.dim]![countedValue(model, row.dim, row.val)] = row.live;
      }
      return { total, by };
    },

    /** One record, trashed ones included (the trash view opens them read-only). */
    async detail(id: number): Promise<ApiRecord> {
      const row = await mustFindRow(id, also);
      const record = model.toRecord(row);
      if (model.workflow) keepInternals(record, row);
      return model.hooks.afterRead ? model.hooks.afterRead({ ctx, record, now: iso(ctx.clock.now()) }) : record;
    },

    async history(id: number, page: { page: number; limit: number }) {
      await mustFindRow(id);
      const { data, total } = await loadHistory(ctx.db.kysely, model, id, page);
      return { data, total, page: page.page, limit: page.limit };
    },

    /**
     * Checks the list parameters now, so a bad call is a 400 before any byte of CSV is sent; `page`
     * and `limit` are checked as the list's are, and the export holds every row all the same.
     */
    exportCsv(query: Record<string, unknown>): AsyncGenerator<string> {
      return exportCsv(model, repo, parseListQuery(model, query));
    },
  };
}
