import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listEnvelope } from '@rc/contract/api';
import {
  CLIENT_PATHS,
  clientSignInQuerySchema,
  clientSignInSchema,
  clientStatusBodySchema,
  clientSubscriptionSchema,
} from '@rc/contract/client';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { idOf, idParams, plainJson, writeMeta } from '@/http/route-helpers.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createClientService } from './client.service.ts';

/** Suspend, reactivate, and the drawer's subscription and sign-in history (the engine serves the rest). */
export function registerClientRoutes(app: FastifyInstance, ctx: AppContext, model: ResourceModel): void {
  const clients = createClientService(ctx, model);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Clients'];
  const read = { access: requirePermission('USER', 'read') };

  for (const [path, summary, run] of [
    [CLIENT_PATHS.suspend, 'Suspend a client (the reason is kept in the audit log)', clients.suspend],
    [CLIENT_PATHS.reactivate, 'Reactivate a suspended client (with a reason for the audit log)', clients.reactivate],
  ] as const) {
    r.post(
      `/api${path}`,
      {
        config: { access: requirePermission('USER', 'update') },
        schema: { tags, summary, params: idParams, body: clientStatusBodySchema, response: { 200: model.recordAnswer } },
        ...plainJson,
      },
      async (request) => ({ data: await run(idOf(request), request.body.reason, await writeMeta(ctx, request)) }),
    );
  }

  r.get(
    `/api${CLIENT_PATHS.subscriptions}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Every plan the client held, newest first',
        params: idParams,
        response: { 200: envelope(z.array(clientSubscriptionSchema)) },
      },
    },
    async (request) => ({ data: await clients.subscriptions(idOf(request)) }),
  );

  r.get(
    `/api${CLIENT_PATHS.signIns}`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The client’s sign-ins on the public site, newest first',
        params: idParams,
        querystring: clientSignInQuerySchema,
        response: { 200: listEnvelope(clientSignInSchema) },
      },
    },
    async (request) => ({ data: await clients.signIns(idOf(request), request.query) }),
  );
}
