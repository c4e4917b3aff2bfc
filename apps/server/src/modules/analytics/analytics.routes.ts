import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYTICS_API,
  API_KEY_HEADER,
  EVENT_BATCH_MAX,
  VIEW_AUDIENCES,
  VIEW_PERIODS,
  VIEW_SECTIONS,
  eventBatchAnswerSchema,
  totalEnvelopeSchema,
  viewSeriesEnvelopeSchema,
} from '@rc/contract/analytics';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createApiKeyService, EVENTS_WRITE_SCOPE, type ApiKeySummary } from '@/modules/api-keys/index.ts';
import { createEventIngestService } from './event-ingest.service.ts';

const tags = ['analytics'];
// The service checks each part (with a message naming it); the description lists their choices.
const seriesParams = z.object({
  section: z.string().meta({ enum: [...VIEW_SECTIONS] }),
  period: z.string().meta({ enum: [...VIEW_PERIODS] }),
  audience: z.string().meta({ enum: [...VIEW_AUDIENCES], description: 'USER = signed in' }),
});
// Events are checked one by one in the service (partial acceptance), so the body schema only fixes the envelope.
const batchBody = z.strictObject({ events: z.array(z.unknown()) });

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const analytics = createAnalyticsService(ctx);
  const ingest = createEventIngestService(ctx);
  const apiKeys = createApiKeyService({ db: ctx.db.kysely, clock: ctx.clock });
  const senders = new WeakMap<FastifyRequest, Pick<ApiKeySummary, 'id'>>();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `/api${ANALYTICS_API.totalVerifiedUsers}`,
    {
      config: { access: requirePermission('USERANALYTIC', 'read') },
      schema: { tags, summary: 'Clients with a verified email', response: { 200: totalEnvelopeSchema } },
    },
    async () => ({ data: { total: await analytics.verifiedClients() } }),
  );

  r.get(
    `/api${ANALYTICS_API.totalPublishedResearch}`,
    {
      config: { access: requirePermission('ALGORESEARCHANALYTIC', 'read') },
      schema: { tags, summary: 'Algo research live for readers', response: { 200: totalEnvelopeSchema } },
    },
    async () => ({ data: { total: await analytics.publishedResearch() } }),
  );

  r.get(
    `/api${ANALYTICS_API.totalPublishedInsight}`,
    {
      config: { access: requirePermission('ALGONEWSANALYTIC', 'read') },
      schema: { tags, summary: 'Algo news (Insight) live for readers', response: { 200: totalEnvelopeSchema } },
    },
    async () => ({ data: { total: await analytics.publishedNews() } }),
  );

  r.get(
    `/api${ANALYTICS_API.viewSeries}`,
    {
      // The permission depends on the section in the path: the service checks it.
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Views per day (SEVENDAY), month (MONTHLY) or year (YEARLY) of one section and audience, from roll-ups',
        description:
          'Needs read on the section’s analytics module: CIRCLE → CIRCLEANALYTIC, INSIGHT → ALGONEWSANALYTIC, INSTITUTION → INSTITUTIONANALYTIC, ALGORESEARCH → ALGORESEARCHANALYTIC.',
        params: seriesParams,
        response: { 200: viewSeriesEnvelopeSchema },
      },
    },
    async (request) => ({ data: { data: await analytics.viewSeries(request, request.params) } }),
  );

  r.post(
    `/api${ANALYTICS_API.publicEvents}`,
    {
      config: { access: 'api-key' },
      // The key is checked before the body is read, so nobody without one makes us parse a megabyte.
      onRequest: async (request) => {
        const key = await apiKeys.authenticate(request.headers[API_KEY_HEADER], EVENTS_WRITE_SCOPE);
        senders.set(request, { id: key.id });
      },
      schema: {
        tags: ['public'],
        summary: `Record up to ${EVENT_BATCH_MAX} view events (header X-Api-Key)`,
        description:
          'Each event: { section, content_id, audience, action (default ENTER), occurred_at (ISO-8601 with zone; at most 5 minutes ahead, at most 5 years old) }. ' +
          'Good events are stored even when others are rejected; rejected ones come back with their index and reason. A batch with no good event is a 400.',
        // Not the console's Basic header: the sender's own key in X-Api-Key.
        security: [],
        body: batchBody,
        response: { 200: eventBatchAnswerSchema },
      },
    },
    async (request) => ({ data: await ingest.ingest(senders.get(request)!.id, request.body.events) }),
  );
}
