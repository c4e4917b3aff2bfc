import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_VIEW_ACTION,
  SECTION_ANALYTIC_MODULE,
  viewSeriesParamsSchema,
  type ViewRow,
  type ViewSeriesParams,
} from '@rc/contract/analytics';
import { can } from '@rc/contract/permissions';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { loadPermissions } from '@/auth/access.ts';
import { badRequest, forbidden } from '@/http/errors.ts';
import { createAnalyticsCountRepository } from './analytics-count.repository.ts';
import { periodWindow } from './view-period.ts';
import { createViewRollupRepository } from './view-rollup.repository.ts';

/** The path parameters checked one by one, so the message names what is wrong and what is allowed. */
export function parseSeriesParams(params: Record<string, string>): ViewSeriesParams {
  const parsed = viewSeriesParamsSchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  const [first] = Object.entries(fields);
  const given = first ? JSON.stringify(params[first[0]]) : '';
  throw badRequest(`Unknown ${first?.[0]} ${given}: it ${first?.[1]}.`, fields);
}

export function createAnalyticsService(ctx: AppContext) {
  const counts = createAnalyticsCountRepository(ctx.db.kysely);
  const rollups = createViewRollupRepository(ctx.db.kysely);

  return {
    verifiedClients: () => counts.verifiedClients(),
    publishedResearch: () => counts.publishedResearch(iso(ctx.clock.now())),
    publishedNews: () => counts.publishedNews(iso(ctx.clock.now())),

    /**
     * Views of one section and audience per bucket of the period, oldest first; a bucket without
     * views is a row `{ action: ENTER, total: 0 }`. The permission depends on the section, so it
     * is checked here rather than by the route's access rule.
     */
    async viewSeries(request: FastifyRequest, raw: Record<string, string>): Promise<ViewRow[]> {
      const { section, period, audience } = parseSeriesParams(raw);
      const module = SECTION_ANALYTIC_MODULE[section];
      if (!can(await loadPermissions(ctx, request), module, 'read')) {
        throw forbidden(`You need the read permission on ${module} to see ${section} views.`);
      }
      const window = periodWindow(period, ctx.clock.now());
      const totals = await rollups.bucketTotals(section, audience, window);
      const byBucket = new Map<string, ViewRow[]>();
      for (const row of totals) {
        const list = byBucket.get(row.target_date);
        if (list) list.push(row);
        else byBucket.set(row.target_date, [row]);
      }
      return window.buckets.flatMap((bucket) => {
        const rows = byBucket.get(bucket);
        if (!rows) return [{ target_date: bucket, total: 0, action: DEFAULT_VIEW_ACTION }];
        return rows.sort((a, b) => (a.action < b.action ? -1 : a.action > b.action ? 1 : 0));
      });
    },
  };
}
