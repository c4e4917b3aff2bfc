import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, listEnvelope } from '@rc/contract/api';
import {
  USER_PERMISSION_PATHS,
  permissionHistoryEntrySchema,
  userPermissionDetailSchema,
  userPermissionUpdateSchema,
} from '@rc/contract/user-permission';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { historyQuery, idOf, idParams, writeMeta } from '@/http/route-helpers.ts';
import { createUserPermissionService } from './user-permission.service.ts';

const pageQuery = historyQuery({ max: 100, fallback: 20 });

/** GET / PUT /api/user-permission/{id} (the five lists of one staff member) and their change history. */
export function registerUserPermissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const permissions = createUserPermissionService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Permissions'];

  r.get(
    `/api${USER_PERMISSION_PATHS.detail}`,
    {
      config: { access: requirePermission('USERPERMISSION', 'read') },
      schema: {
        tags,
        summary: 'The five permission lists of a staff member, with what the caller may grant',
        params: idParams,
        response: { 200: envelope(userPermissionDetailSchema) },
      },
    },
    async (request) => ({ data: await permissions.detail(idOf(request), await writeMeta(ctx, request)) }),
  );

  r.put(
    `/api${USER_PERMISSION_PATHS.update}`,
    {
      config: { access: requirePermission('USERPERMISSION', 'update') },
      schema: {
        tags,
        summary: 'Replace the five lists (grant only what you hold; owners hold everything; 409 when `version` is stale)',
        params: idParams,
        body: userPermissionUpdateSchema,
        response: { 200: envelope(userPermissionDetailSchema) },
      },
    },
    async (request) => ({ data: await permissions.update(idOf(request), request.body, await writeMeta(ctx, request)) }),
  );

  r.get(
    `/api${USER_PERMISSION_PATHS.history}`,
    {
      config: { access: requirePermission('USERPERMISSION', 'read') },
      schema: {
        tags,
        summary: 'Changes of a staff member’s permissions, newest first (what was added and removed, by whom)',
        params: idParams,
        querystring: pageQuery,
        response: { 200: listEnvelope(permissionHistoryEntrySchema) },
      },
    },
    async (request) => ({ data: await permissions.history(idOf(request), request.query) }),
  );
}
