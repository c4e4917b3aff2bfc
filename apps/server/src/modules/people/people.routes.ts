import type { FastifyInstance } from 'fastify';
import { clientResource } from '@rc/contract/resources/client.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import type { AppContext } from '@/context.ts';
import { clientHooks } from '@/modules/clients/client.resource-hooks.ts';
import { registerClientRoutes } from '@/modules/clients/client.routes.ts';
import { internalUserHooks } from '@/modules/staff/internal-user.resource-hooks.ts';
import { registerInternalUserRoutes } from '@/modules/staff/internal-user.routes.ts';
import { registerUserPermissionRoutes } from '@/modules/permissions/user-permission.routes.ts';
import type { ResourceBinding } from '@/resources/resource-model.ts';
import { registerResources } from '@/resources/resource-registry.ts';

/**
 * People (issue 6) on the resource engine: internal users (staff_users) and clients are engine
 * resources whose special behaviour sits in their hooks; the life-cycle calls the engine does not
 * make (invites, suspensions, permissions, client history) are mounted beside them.
 */
export const PEOPLE_BINDINGS: readonly ResourceBinding[] = [
  { definition: internalUserResource, table: 'staff_users', hooks: internalUserHooks },
  { definition: clientResource, table: 'clients', hooks: clientHooks },
];

export async function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const [internalUsers, clients] = await registerResources(app, ctx, PEOPLE_BINDINGS);
  registerInternalUserRoutes(app, ctx, internalUsers!);
  registerClientRoutes(app, ctx, clients!);
  registerUserPermissionRoutes(app, ctx);
}
