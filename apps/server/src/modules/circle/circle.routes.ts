import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@rc/contract/api';
import {
  CIRCLE_ROUTES,
  circleContentSchema,
  circleHistoryEntrySchema,
  circleItemSchema,
  circleListSchema,
  circlePreviewSchema,
  responseApprovalSchema,
  totalRequestSchema,
} from '@rc/contract/circle';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { historyQuery, idOf, idParams, plainJson, writeMeta } from '@/http/route-helpers.ts';
import { createCircleModerationService } from './circle-moderation.service.ts';
import { registerCircleEventRoutes } from './circle-events.routes.ts';
import { createCircleReadService } from './circle-read.service.ts';
import { createCircleSubmissionService } from './circle-submission.service.ts';
import { registerCircleSubmissionRoutes } from './circle-submission.routes.ts';
import { createAnswerCache } from '@/http/answer-cache.ts';
import { createCircleChangeFeed, registerCircleFeed } from './circle-change.feed.ts';
import { createCircleRepository } from './circle.repository.ts';
import { circleResearchModel } from './circle-model.ts';
import { listQueryDoc } from '@/resources/resource-list-query.ts';

const tags = ['Circle research'];
const pageQuery = historyQuery({ max: 500, fallback: 100 });
/** The list's parameters as the specification words them (the others as the engine's lists describe theirs). */
const LIST_WORDING = {
  page: 'Page number (default 1)',
  sortdesc: 'true (default) for newest first, false for oldest first',
  status: 'Only articles of this status; absent for all',
  query: 'Words to find in the title, summaries and short description (default empty)',
  trashed: '1 lists deleted articles (to restore them)',
  writter_id: 'Only this contributor’s articles',
};

/**
 * Circle research: the specification's calls under /api/circle-research (each behind its
 * permission on COMMUNITYRESEARCH), the event stream for the menu badge and the contributors'
 * public submission call. Storage, search, the staff editor and its history are the resource
 * engine's (`circle-research` resource); this module adds what is special to moderation.
 */
export function registerCircleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const repo = createCircleRepository(ctx.db.kysely, ctx.db.dialect);
  const feed = createCircleChangeFeed({
    db: ctx.db,
    databaseUrl: ctx.config.databaseUrl,
    readTotal: repo.pendingTotal,
    log: ctx.log,
  });
  registerCircleFeed(ctx, feed);
  void feed.start();
  // Moderators repeat the same lists all day (paging back and forth, refreshing after each
  // response): a list's ids are kept while no Circle article changes, and 30 s at most.
  const lists = createAnswerCache(ctx.clock, { maxEntries: 1_000, maxAgeMs: 30_000, maxChars: 2_000_000 });
  const reader = createCircleReadService(ctx, { lists });
  const listQuery = z.lazy(() => listQueryDoc(circleResearchModel(ctx), LIST_WORDING));
  const moderation = createCircleModerationService(ctx, { reader });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: requirePermission('COMMUNITYRESEARCH', 'read') };
  const id = idOf;
  const meta = (request: FastifyRequest) => writeMeta(ctx, request);
  const item = envelope(circleItemSchema);

  r.get(
    `/api${CIRCLE_ROUTES.list}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The moderation list: filter by status, search, sort, page',
        querystring: listQuery,
        response: { 200: envelope(circleListSchema) },
      },
      ...plainJson,
    },
    async (request) => ({ data: await reader.list(request.query as Record<string, unknown>) }),
  );

  r.get(
    `/api${CIRCLE_ROUTES.totalRequest}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Articles waiting for review (PENDING + REQUEST): data.data.totalRequest',
        response: { 200: envelope(totalRequestSchema) },
      },
      ...plainJson,
    },
    async () => ({ data: { data: { totalRequest: await feed.pendingTotal() } } }),
  );

  r.put(
    `/api${CIRCLE_ROUTES.responseApproval}`,
    {
      config: { access: requirePermission('COMMUNITYRESEARCH', 'approval') },
      schema: {
        tags,
        summary: 'Respond to an article: { status: APPROVED | REVISION | REJECTED, note } (note required unless APPROVED)',
        description:
          'PENDING: approve (publishes it), ask for a revision or reject. REQUEST (a change to a published article): approve the change or reject it (the published version stays). ' +
          'Any other status is a 409. Maker-checker: a staff member who edited the article cannot approve it (409).',
        params: idParams,
        body: responseApprovalSchema,
        response: { 200: item },
      },
      ...plainJson,
    },
    async (request) => ({ data: await moderation.respond(id(request), request.body, await meta(request)) }),
  );

  r.get(
    `/api${CIRCLE_ROUTES.preview}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One article as readers see it, with the current Circle disclosure',
        params: idParams,
        response: { 200: envelope(circlePreviewSchema) },
      },
      ...plainJson,
    },
    async (request) => ({ data: await reader.preview(id(request)) }),
  );

  for (const [path, part, summary] of [
    [CIRCLE_ROUTES.firstContent, 'first', 'The free part of an article'],
    [CIRCLE_ROUTES.secondContent, 'second', 'The part behind the account wall'],
  ] as const) {
    r.get(
      `/api${path}`,
      {
        config: read,
        schema: { tags, summary, params: idParams, response: { 200: envelope(circleContentSchema) } },
        ...plainJson,
      },
      async (request) => ({ data: await reader.content(id(request), part) }),
    );
  }

  r.delete(
    `/api${CIRCLE_ROUTES.delete}`,
    {
      config: { access: requirePermission('COMMUNITYRESEARCH', 'delete') },
      schema: { tags, summary: 'Move an article to the trash (it keeps its status)', params: idParams, response: { 200: item } },
      ...plainJson,
    },
    async (request) => ({ data: await moderation.remove(id(request), await meta(request)) }),
  );

  r.get(
    `/api${CIRCLE_ROUTES.restore}`,
    {
      config: { access: requirePermission('COMMUNITYRESEARCH', 'delete') },
      schema: {
        tags,
        summary: 'Bring an article back from the trash (GET, as the specification has it)',
        params: idParams,
        response: { 200: item },
      },
      ...plainJson,
    },
    async (request) => ({ data: await moderation.restore(id(request), await meta(request)) }),
  );

  r.get(
    `/api${CIRCLE_ROUTES.history}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every status change, edit, delete and restore of an article, newest first, with actor, note and time',
        params: idParams,
        querystring: pageQuery,
        response: {
          200: envelope(
            z.object({ data: z.array(circleHistoryEntrySchema), total: z.number(), page: z.number(), limit: z.number() }),
          ),
        },
      },
      ...plainJson,
    },
    async (request) => ({ data: await reader.history(id(request), request.query) }),
  );

  registerCircleEventRoutes(app, feed);
  registerCircleSubmissionRoutes(app, ctx, createCircleSubmissionService(ctx));
}
