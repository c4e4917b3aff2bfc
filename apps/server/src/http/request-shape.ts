import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The framework's own refusals (a path part over the router's limit, a malformed %-escape) in the
 * project's envelope, with the request id and without echoing the address back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header('x-request-id', request.id)
    .send({
      error: tooLong
        ? {
            code: 'URI_TOO_LONG',
            message: 'A part of the address is too long: no id, name or field is that long. Check the link.',
            request_id: request.id,
          }
        : {
            code: 'VALIDATION',
            message: 'The address is not valid (a malformed %-escape). Check the link.',
            request_id: request.id,
          },
    });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body that says nothing: none, null or `{}`. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart() || !isEmptyBody(request.body)) {
    throw badRequest(
      `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]} takes no request body; send it empty. Nothing was changed.`,
    );
  }
}

type RoutePattern = { methods: Set<string>; test: RegExp };

/**
 * Two rules every route gets as it is registered (onRoute), so no call can forget them:
 * - a write call that declares no body (delete, restore, send, revoke …) refuses one that is not
 *   empty, so a confused client never acts by accident;
 * - an address the API serves, asked with a method it does not serve, is a 405 naming the methods
 *   it does (`allowedMethods`, for the not-found handler).
 */
export function registerRequestShapeRules(app: FastifyInstance): { allowedMethods(path: string): string[] } {
  const patterns = new Map<string, RoutePattern>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const takesBody = Boolean(route.schema?.body) || Boolean((route.schema as { consumes?: string[] } | undefined)?.consumes);
    if (!takesBody && methods.some((m) => WRITE_METHODS.has(m))) {
      const existing = route.preValidation
        ? Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation]
        : [];
      route.preValidation = [refuseBody, ...existing];
    }
    const url = route.url;
    let pattern = patterns.get(url);
    if (!pattern) {
      // The console's catch-all answers every address outside /api.
      const source =
        url === '/*'
          ? '^/(?!api(/|$)).*$'
          : `^${url
              .split('/')
              .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
              .join('/')}$`;
      pattern = { methods: new Set(), test: new RegExp(source) };
      patterns.set(url, pattern);
    }
    for (const m of methods) pattern.methods.add(m);
  });
  return {
    allowedMethods(path: string): string[] {
      const allowed = new Set<string>();
      for (const { methods, test } of patterns.values()) if (test.test(path)) for (const m of methods) allowed.add(m);
      return [...allowed].sort();
    },
  };
}
