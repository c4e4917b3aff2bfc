import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WEBHOOK_ROUTES,
  webhookAnswerSchema,
  webhookAttemptsAnswerSchema,
  webhookCreateSchema,
  webhookCreatedAnswerSchema,
  webhookListAnswerSchema,
  webhookTestAnswerSchema,
  webhookUpdateSchema,
} from '@rc/contract/webhook';
import type { AppContext } from '@/context.ts';
import { currentSession, requirePermission } from '@/auth/access.ts';
import { idOf, idParams } from '@/http/route-helpers.ts';
import { recordEventsOf } from '@/resources/record-events.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_RETRY_BASE_MS, webhookEvents } from './webhook-events.ts';
import { createWebhookService } from './webhook.service.ts';
import { finishedWebhookDeliveries } from './webhook.repository.ts';

const tags = ['webhooks'];

/**
 * Signed webhooks (decision 048): the record-event listener that queues deliveries, the job that
 * sends them, and the console's calls. Permissions on PUBLICAPI: read lists and shows attempts,
 * write creates, updates and tests, delete revokes.
 */
export function registerWebhooks(app: FastifyInstance, ctx: AppContext): void {
  recordEventsOf(ctx).listen(webhookEvents(ctx));
  ctx.retention.register(finishedWebhookDeliveries);
  // Waits of 1, 2, 4 … 64 minutes between the 8 attempts.
  ctx.jobs.handle(WEBHOOK_DELIVERY_JOB, createWebhookDelivery(ctx).run, {
    baseDelayMs: WEBHOOK_RETRY_BASE_MS,
    maxDelayMs: 64 * WEBHOOK_RETRY_BASE_MS,
  });

  const service = createWebhookService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => ({ actorId: currentSession(request).userId, requestId: request.id });

  r.get(
    `/api${WEBHOOK_ROUTES.list}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'read') },
      schema: {
        tags,
        summary: 'Every webhook, newest first: address, events, on or off, why it was paused, failures in a row',
        description: 'Needs read on PUBLICAPI. The signing secret is never listed.',
        response: { 200: webhookListAnswerSchema },
      },
    },
    async () => ({ data: await service.list() }),
  );

  r.post(
    `/api${WEBHOOK_ROUTES.create}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'write') },
      schema: {
        tags,
        summary: 'Register a webhook; the answer holds its signing secret, once',
        description:
          'Needs write on PUBLICAPI. events: `<area>.published`, `<area>.unpublished`, `<area>.updated` of the workflow ' +
          'areas. A url that is not http(s), or leads to a link-local, metadata, loopback or private address, is a 400 naming url.',
        body: webhookCreateSchema,
        response: { 201: webhookCreatedAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actor(request)) }),
  );

  r.post(
    `/api${WEBHOOK_ROUTES.update}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'write') },
      schema: {
        tags,
        summary: 'Change a webhook’s name, address, events or whether it sends; active=true resumes a paused one',
        description: 'Needs write on PUBLICAPI. 404: no such webhook; 409: revoked.',
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookAnswerSchema },
      },
    },
    async (request) => ({ data: await service.update(idOf(request), request.body, actor(request)) }),
  );

  r.post(
    `/api${WEBHOOK_ROUTES.revoke}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'delete') },
      schema: {
        tags,
        summary: 'Revoke a webhook: nothing more is sent to it, waiting deliveries are dropped',
        description: 'Needs delete on PUBLICAPI. 404: no such webhook; 409: already revoked.',
        params: idParams,
        response: { 200: webhookAnswerSchema },
      },
    },
    async (request) => ({ data: await service.revoke(idOf(request), actor(request)) }),
  );

  r.post(
    `/api${WEBHOOK_ROUTES.test}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'write') },
      schema: {
        tags,
        summary: 'Send a signed webhook.test event now and answer the attempt',
        description:
          'Needs write on PUBLICAPI. Waits for the receiver (at most 10 s). The attempt is recorded but counts toward no ' +
          'pause. 404: no such webhook; 409: revoked.',
        params: idParams,
        response: { 200: webhookTestAnswerSchema },
      },
    },
    async (request) => ({ data: await service.test(idOf(request), actor(request)) }),
  );

  r.get(
    `/api${WEBHOOK_ROUTES.deliveries}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'read') },
      schema: {
        tags,
        summary: 'A webhook’s latest 100 attempts, newest first: time, event, status code, duration, error',
        description: 'Needs read on PUBLICAPI. 404: no such webhook.',
        params: idParams,
        response: { 200: webhookAttemptsAnswerSchema },
      },
    },
    async (request) => ({ data: await service.attempts(idOf(request)) }),
  );
}
