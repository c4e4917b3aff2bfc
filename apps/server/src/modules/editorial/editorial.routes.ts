import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@rc/contract/api';
import { EDITORIAL_AREAS, EDITORIAL_MODULES } from '@rc/contract/editorial-areas';
import {
  EDITORIAL_ROUTES,
  QUEUE_WINDOW,
  RECENTLY_PUBLISHED_DAYS,
  editorialAuthorsQuerySchema,
  editorialAuthorsSchema,
  editorialCountsSchema,
  editorialFilterSchema,
  editorialQueueQuerySchema,
  editorialQueueSchema,
  editorialResource,
} from '@rc/contract/editorial';
import { contributorResource } from '@rc/contract/resources/contributor.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import type { AppContext } from '@/context.ts';
import { currentSession, loadPermissions, requireOnAnyModule } from '@/auth/access.ts';
import { plainJson, sendJsonText } from '@/http/route-helpers.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import type { DeskTable } from './editorial.repository.ts';
import { createEditorialService } from './editorial.service.ts';

const tags = ['Editorial desk'];

/**
 * The editorial desk's calls (the Research screens). Each needs a session and read on at least one
 * desk area; the service shows only the areas the caller reads. Tables come from the resource
 * registry, so an area added to EDITORIAL_AREAS needs nothing here.
 */
export function registerEditorialRoutes(app: FastifyInstance, ctx: AppContext, models: ResourceModels): void {
  const tables: DeskTable[] = EDITORIAL_AREAS.map((area) => {
    const def = editorialResource(area.name);
    return {
      area: area.name,
      table: models.of(def).table,
      titleColumn: def.titleField,
      authorColumn: area.author.field,
      people: area.author.people,
    };
  });
  const people = { staff: models.of(internalUserResource).table, contributor: models.of(contributorResource).table };
  const service = createEditorialService(ctx, tables, people);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: requireOnAnyModule(EDITORIAL_MODULES, 'read') };
  const areas = EDITORIAL_AREAS.map((a) => `${a.name} (${a.module})`).join(', ');

  r.get(
    `/api${EDITORIAL_ROUTES.queue}`,
    {
      config,
      schema: {
        tags,
        summary: 'The desk: what waits for review, was sent back, is scheduled or was recently published',
        description:
          `One queue across the workflow areas the caller can read: ${areas}. ` +
          `status: REVIEW (PENDING and REQUEST), PENDING, REQUEST, REVISION, SCHEDULED (approved, not live yet), ` +
          `PUBLISHED (in the last ${RECENTLY_PUBLISHED_DAYS} days) or MINE (the caller's own drafts, sent back, waiting ` +
          `and scheduled work); absent, all of them but drafts. Newest change first. ` +
          `page × limit is at most ${QUEUE_WINDOW}. An area the caller cannot read is a 403.`,
        querystring: editorialQueueQuerySchema,
        response: { 200: editorialQueueSchema },
      },
      ...plainJson,
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.queue(request.query, await loadPermissions(ctx, request), currentSession(request).userId),
      ),
  );

  r.get(
    `/api${EDITORIAL_ROUTES.counts}`,
    {
      config,
      schema: {
        tags,
        summary: 'How many rows the desk holds per bucket (and per waiting status), with the same area and author',
        querystring: editorialFilterSchema,
        response: { 200: envelope(editorialCountsSchema) },
      },
      ...plainJson,
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await service.counts(request.query, await loadPermissions(ctx, request), currentSession(request).userId),
      ),
  );

  r.get(
    `/api${EDITORIAL_ROUTES.authors}`,
    {
      config,
      schema: {
        tags,
        summary: 'The authors of live records in the areas the caller reads, by name (the author filter)',
        querystring: editorialAuthorsQuerySchema,
        response: { 200: editorialAuthorsSchema },
      },
      ...plainJson,
    },
    async (request) => ({ data: await service.authors(request.query.area, await loadPermissions(ctx, request)) }),
  );
}
