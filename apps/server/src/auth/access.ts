import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Action, type PermissionSet } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import type { AppContext } from '@/context.ts';
import { AppError, forbidden, unauthenticated } from '@/http/errors.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { SESSION_TABLES, type ActiveSession, type SessionService } from './session.service.ts';

/**
 * Every `/api` route declares who may call it in `config.access`; a route without one refuses to
 * register, so nothing can be mounted without a guard.
 *  - `public`: anyone holding the console's client header (login, forgot and reset password)
 *  - `session`: any signed-in staff member (their own profile)
 *  - `{ module, action }`: a signed-in staff member holding that action on that module
 *  - `{ modules, action }`: holding that action on any of the modules (a view across areas, whose
 *    service then shows only the areas the caller holds it on)
 *  - `api-key`: public endpoints authenticated by an API key of their own (later issues)
 */
export type Access =
  | 'public'
  | 'session'
  | 'api-key'
  | 'open'
  | { module: Module; action: Action }
  /** Any of these actions lets the caller in; the service checks the one the body asks for. */
  | { module: Module; anyOf: readonly Action[] }
  /** Every one of these actions (a CSV import inserts and updates). */
  | { module: Module; allOf: readonly Action[] }
  /** The action on any of these modules lets the caller in; the service narrows to those held. */
  | { modules: readonly Module[]; action: Action };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Answers while the caller's role requires two-factor sign-in they have not set up (My Account's calls). */
    twoFactorSetup?: boolean;
    /**
     * A write that cannot end a session or change a member's role, status, access or two-factor
     * (it writes none of SESSION_TABLES): the sessions this node keeps stay kept (decision 054).
     */
    sessionsUntouched?: boolean;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    permissionSet: PermissionSet | null;
  }
}

/**
 * The config a route that writes `table` (and no table a session is read from besides) carries:
 * a write to a table other than SESSION_TABLES keeps the sessions this node keeps (decision 054).
 */
export function sessionsKeptOn(table: string): { sessionsUntouched: boolean } {
  return { sessionsUntouched: !SESSION_TABLES.has(table) };
}

export function requirePermission(module: Module, action: Action): Access {
  return { module, action };
}

/** For calls whose body picks the action (upload for a new or an existing record, workflow steps). */
export function requireAnyPermission(module: Module, actions: readonly Action[]): Access {
  return { module, anyOf: actions };
}

/** For calls that do several things at once (an import inserts and updates): every action is needed. */
export function requireAllPermissions(module: Module, actions: readonly Action[]): Access {
  return { module, allOf: actions };
}

/** For calls across areas (the editorial desk): `action` on at least one of `modules`. */
export function requireOnAnyModule(modules: readonly Module[], action: Action): Access {
  return { modules, action };
}

/** The signed-in staff member of a guarded route (the guard has already run). */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/**
 * Permission sets cached per user and keyed by the user's permissions_version, which the session
 * query reads on every request anyway: a change (on any API node) bumps the version, so the next
 * request loads the new set. Nothing can go stale, and unchanged sets cost no query.
 */
const permissionCache = new WeakMap<AppContext, Map<number, { version: number; set: PermissionSet }>>();

/** The permission set of the signed-in staff member. */
export async function loadPermissions(ctx: AppContext, request: FastifyRequest): Promise<PermissionSet> {
  if (request.permissionSet) return request.permissionSet;
  const session = currentSession(request);
  let cache = permissionCache.get(ctx);
  if (!cache) permissionCache.set(ctx, (cache = new Map()));
  const hit = cache.get(session.userId);
  if (hit && hit.version === session.permissionsVersion) return (request.permissionSet = hit.set);
  const set = await createPermissionRepository(ctx.db.kysely).load(session.userId);
  if (cache.size > 10_000) cache.clear();
  cache.set(session.userId, { version: session.permissionsVersion, set });
  return (request.permissionSet = set);
}

export function registerAccessGuard(app: FastifyInstance, ctx: AppContext, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.decorateRequest('permissionSet', null);

  // A write on this node may end sessions or change who may do what: the next request reads afresh,
  // unless the route declares it writes none of the tables a session is read from.
  // (onSend: before the caller has the answer, so its next request already reads afresh.)
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!request.routeOptions.config?.sessionsUntouched) sessions.forgetKept();
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  // onRequest: the caller is checked before the body is even parsed, so a caller without the
  // permission learns 403 (or 401), never a validation message about a call they may not make.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public' || access === 'api-key' || access === 'open') return;
    const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
    if (!session) throw unauthenticated('Your session has ended. Sign in again.');
    request.session = session;
    if (session.twoFactorSetupDue && !request.routeOptions.config?.twoFactorSetup) {
      throw new AppError(
        403,
        'TWO_FACTOR_SETUP_REQUIRED',
        'Your role requires two-factor sign-in. Set it up on My Account to go on using the console.',
      );
    }
    if (access === 'session') return;
    const set = await loadPermissions(ctx, request);
    if ('modules' in access) {
      if (!access.modules.some((module) => can(set, module, access.action))) {
        throw forbidden(`You need the ${access.action} permission on one of ${access.modules.join(', ')} for this.`);
      }
      return;
    }
    if ('allOf' in access) {
      const missing = access.allOf.filter((action) => !can(set, access.module, action));
      if (missing.length > 0)
        throw forbidden(`You need the ${access.allOf.join(' and ')} permissions on ${access.module} for this.`);
      return;
    }
    const actions = 'anyOf' in access ? access.anyOf : [access.action];
    if (!actions.some((action) => can(set, access.module, action))) {
      throw forbidden(`You need the ${actions.join(' or ')} permission on ${access.module} for this.`);
    }
  });
}
