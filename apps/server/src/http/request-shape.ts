import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ErrorCode } from '@rc/contract/api';
import { badRequest } from './errors.ts';

/** The longest part of an address (between slashes) any call takes: the router's limit on a path parameter. */
export const MAX_PATH_PART = 200;

const URI_TOO_LONG = {
  code: 'URI_TOO_LONG',
  message: 'A part of the address is too long: no id, name or field is that long. Check the link.',
} as const;

/** A 414 in the project's envelope, without the address. */
function refuseLongPart(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(414)
    .header('x-request-id', request.id)
    .send({ error: { ...URI_TOO_LONG, request_id: request.id } });
}

/**
 * The framework's own refusals (a path part over the router's limit, a malformed %-escape) in the
 * project's envelope, with the request id and without echoing the address back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void refuseLongPart(request, reply);
    return;
  }
  void reply
    .status(400)
    .header('x-request-id', request.id)
    .send({
      error: {
        code: 'VALIDATION',
        message: 'The address is not valid (a malformed %-escape). Check the link.',
        request_id: request.id,
      },
    });
}

/** The methods the server answers (each call answers some of them). */
const METHODS = 'GET, HEAD, POST, PUT, DELETE';

/** What a request Node could not read is told: its status, code and words, by Node's error code. */
function clientRefusal(code: string | undefined): { status: number; code: ErrorCode; message: string; headers?: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'HEADERS_TOO_LARGE',
        message:
          'The address and headers of the request are too large: the server reads up to 16 KB of them. Shorten the address (fewer filters or ids), or clear this site’s cookies, and try again.',
      };
    case 'HPE_INVALID_METHOD':
      return {
        status: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `The request's method is not one this server answers; it answers ${METHODS}.`,
        headers: `Allow: ${METHODS}\r\n`,
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Send it again.' };
    default:
      return {
        status: 400,
        code: 'VALIDATION',
        message: 'The request is not well-formed HTTP, so it was not read. Nothing was done.',
      };
  }
}

/**
 * What a request Node's HTTP parser refuses before any route sees it (headers or address over
 * 16 KB, a method HTTP does not know such as TRACK, a malformed request line) is answered: the
 * project's error envelope with a request id of its own, never the address, and the connection
 * closed (its bytes cannot be trusted to end where a next request starts). Fastify's
 * `clientErrorHandler`.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // A connection reset or already closed: there is no one to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  const refusal = clientRefusal(err.code);
  this.log.info({ reason: err.code, request_id: requestId, status: refusal.status }, 'request refused before routing');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message, request_id: requestId } });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      (refusal.headers ?? '') +
      'Connection: close\r\n\r\n' +
      body,
  );
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
  // A path part longer than any call takes is a 414 wherever it is (the router only measures
  // path parameters): an address that long is a mistake, and is never echoed back.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length <= MAX_PATH_PART) return;
    const path = request.url.split('?', 1)[0]!;
    if (path.split('/').some((part) => part.length > MAX_PATH_PART)) return refuseLongPart(request, reply);
  });
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
