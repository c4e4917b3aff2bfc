import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_PATH, searchAnswerSchema, searchQuerySchema } from '@rc/contract/search';
import type { AppContext } from '@/context.ts';
import { loadPermissions } from '@/auth/access.ts';
import { plainJson } from '@/http/route-helpers.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import { createSearchService } from './search.service.ts';

/**
 * `GET /api/search?q=&limit=`: any signed-in staff member may ask; the service answers only the
 * areas the caller can read (none at all is an empty list, not a 403, so the palette still
 * offers its screens).
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, models: ResourceModels): void {
  const service = createSearchService(ctx, models);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${SEARCH_PATH}`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['Search'],
        summary: 'Find records by title or name across the areas the caller can read (the command palette)',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema },
      },
      ...plainJson,
    },
    async (request) => ({
      data: await service.search(await loadPermissions(ctx, request), request.query.q, request.query.limit),
    }),
  );
}
