import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_KEY_ROUTES,
  apiKeyCreateSchema,
  apiKeyCreatedAnswerSchema,
  apiKeyListAnswerSchema,
  apiKeyRevokedAnswerSchema,
} from '@rc/contract/api-keys';
import type { AppContext } from '@/context.ts';
import { currentSession, requirePermission } from '@/auth/access.ts';
import { idOf, idParams } from '@/http/route-helpers.ts';
import { createApiKeysService } from './api-keys.service.ts';

const tags = ['api-keys'];

/**
 * Public API keys in the console. Permissions on PUBLICAPI: read lists, write creates, delete
 * revokes (a revoked key cannot be brought back, so revoking is removing it, not editing it).
 */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const service = createApiKeysService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof currentSession>[0]) => ({
    actorId: currentSession(request).userId,
    requestId: request.id,
  });

  r.get(
    `/api${API_KEY_ROUTES.list}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'read') },
      schema: {
        tags,
        summary: 'Every public API key, newest first: name, prefix, scopes, owner, created, last used, revoked',
        description: 'Needs read on PUBLICAPI. The keys themselves are never stored, so never listed.',
        response: { 200: apiKeyListAnswerSchema },
      },
    },
    async () => ({ data: await service.list() }),
  );

  r.post(
    `/api${API_KEY_ROUTES.create}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'write') },
      schema: {
        tags,
        summary: 'Create a key; the answer holds the key itself, once',
        description:
          'Needs write on PUBLICAPI. circle:write needs contributor_id, placement:write needs institution_id; a key ' +
          'speaks for one of them at most. Only the key’s hash is stored. 400 names the field at fault.',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedAnswerSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, actor(request));
      return reply.status(201).send({ data: created });
    },
  );

  r.post(
    `/api${API_KEY_ROUTES.revoke}`,
    {
      config: { access: requirePermission('PUBLICAPI', 'delete') },
      schema: {
        tags,
        summary: 'Revoke a key: calls with it answer 401 from now on',
        description: 'Needs delete on PUBLICAPI. 404: no such key; 409: already revoked.',
        params: idParams,
        response: { 200: apiKeyRevokedAnswerSchema },
      },
    },
    async (request) => ({ data: await service.revoke(idOf(request), actor(request)) }),
  );
}
