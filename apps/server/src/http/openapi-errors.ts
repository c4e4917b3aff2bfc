import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@rc/contract/api';
import type { Access } from '@/auth/access.ts';
import { described } from './openapi-components.ts';

/**
 * The error answer as the error handler writes it: `{ error: { code, message, fields?, request_id } }`,
 * with whatever a call adds beside it (a 409's `current` record, a clash's `existing`). Loose, so
 * describing an answer never strips what it carries.
 */
export const errorAnswerSchema = z
  .looseObject({
    error: z.looseObject({
      // Documented as the known codes; any text passes, so describing an answer can never fail it.
      code: z.string().meta({ enum: [...ERROR_CODES] }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      request_id: z.string().optional(),
    }),
  })
  .meta(described('ErrorAnswer'));

/**
 * The parts of a multipart body as the description shows them (`schema.multipart` of an upload or
 * import call): each part's name, what it holds and its size limit. The call reads the parts
 * itself (a stream, never a parsed body), so this is description only.
 */
export type MultipartParts = Record<string, { description: string; maxBytes?: number; required?: boolean }>;

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** The JSON schema of a multipart body: one binary part per file, with its limit in words. */
function multipartBody(parts: MultipartParts) {
  return {
    type: 'object',
    required: Object.entries(parts)
      .filter(([, part]) => part.required !== false)
      .map(([name]) => name),
    properties: Object.fromEntries(
      Object.entries(parts).map(([name, part]) => [
        name,
        {
          type: 'string',
          format: 'binary',
          description: part.maxBytes ? `${part.description} At most ${size(part.maxBytes)}.` : part.description,
        },
      ]),
    ),
  };
}

/** Whether a body names records by id (`{ ids: [...] }`): such a call answers 404 for an id nobody has. */
function namesIds(body: unknown): boolean {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return Boolean(shape && 'ids' in shape);
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: `error.fields` names each field and what is wrong',
  401: 'No console client header (BAD_CLIENT), or no live session (UNAUTHENTICATED)',
  403: 'The session lacks the permission this call needs, or must set up two-factor sign-in first',
  404: 'No record with that id (or it is in the trash)',
  409: 'The change conflicts with the record as it is now (a stale version, a clash, a step the status does not allow)',
  413: 'The body or the file is too large',
  415: 'The content type is not one this call takes',
  429: 'Too many attempts: wait the seconds in Retry-After',
  500: 'A fault on the server: quote `error.request_id` to support',
  503: 'The database is not reachable right now (UNAVAILABLE): try again after the seconds in Retry-After',
};

/** The error statuses a call can answer, from what it is: its access rule, method, parameters and body. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): number[] {
  const access = (route.config as { access?: Access } | undefined)?.access;
  const methods = ([] as string[]).concat(route.method);
  const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  const takesInput = Boolean(route.schema?.querystring || route.schema?.body || route.schema?.params);
  // Liveness is the process alone; every other call reads the database, which may be away.
  const away = route.url === '/api/health' ? [] : [503];
  // The operations calls and the links in mails need no header: only what they are sent can be wrong.
  if (access === 'open') return [...(takesInput ? [400, 500] : [500]), ...away];
  const statuses = new Set([400, 401, 500, ...away]);
  if (access !== 'public' && access !== 'api-key') statuses.add(403);
  if (access === 'api-key') statuses.add(403).add(429);
  if (route.url.includes(':') || namesIds(route.schema?.body)) statuses.add(404);
  if (writes) {
    statuses.add(413).add(415);
    if (access !== 'public') statuses.add(409);
  }
  if (access === 'public' && writes) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Describe every `/api` call's error answers in the OpenAPI description from the same schema the
 * error handler writes, and its real security: no header for the operations calls, the client
 * header alone for public calls, the client header and a session for the rest. Ids in paths are
 * whole numbers from 1 (idParams documents them so).
 *
 * Added as the description is written (the first request for the docs), not to the routes
 * themselves: a route's response schema holds a serializer per status for the life of the process,
 * ~3.5 MiB for the ~400 routes when each listed its error statuses.
 */
export function describeErrorAnswers(transform: SwaggerTransform): SwaggerTransform {
  // One described schema per status and kind of answer, shared by every route.
  const made = new Map<string, unknown>();
  const once = (key: string, make: () => unknown) => {
    let answer = made.get(key);
    if (!answer) made.set(key, (answer = make()));
    return answer;
  };
  const success = z.any().describe('Success');
  const page = z.string().describe('The page');
  const describe = (route: RouteOptions): FastifySchema => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || !route.schema) return route.schema!;
    const response = { ...((route.schema.response as Record<string, unknown> | undefined) ?? {}) };
    // A call whose answer has no schema of its own (a stream, a small ad-hoc object) still says it succeeds.
    if (!Object.keys(response).some((status) => status.startsWith('2'))) response[200] = success;
    // Errors are JSON whatever the call's success is (a CSV, a page); a page (a mail's unsubscribe
    // link) answers its own mistakes as a page and the framework's as JSON.
    const isPage = (route.schema as { produces?: string[] }).produces?.includes('text/html');
    for (const status of errorStatuses(route)) {
      if (!(status in response))
        response[status] = once(`${isPage ? 'page' : 'json'}:${status}`, () => ({
          description: DESCRIPTIONS[status]!,
          content: {
            'application/json': { schema: errorAnswerSchema },
            ...(isPage ? { 'text/html': { schema: page } } : {}),
          },
        }));
    }
    const access = route.config?.access;
    const security =
      access === 'open'
        ? []
        : access === 'public'
          ? [{ consoleClient: [] }]
          : access === 'api-key'
            ? [{ apiKey: [] }]
            : [{ consoleClient: [], session: [] }];
    return { ...route.schema, response, security } as FastifySchema;
  };
  return (args) => {
    // The console's pages, its files and the uploads are not the API: the description leaves them out.
    if (!args.url.startsWith('/api/')) return { schema: { hide: true }, url: args.url } as ReturnType<SwaggerTransform>;
    const { multipart, ...schema } = (args.schema ?? {}) as FastifySchema & { multipart?: MultipartParts };
    const result = transform({ ...args, schema: describe({ ...args.route, schema }) }) as {
      schema: Record<string, unknown>;
      url: string;
    };
    if (multipart) result.schema = { ...result.schema, body: multipartBody(multipart) };
    return result as ReturnType<SwaggerTransform>;
  };
}
