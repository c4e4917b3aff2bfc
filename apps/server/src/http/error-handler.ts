import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@rc/contract/api';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable, isStatementTimeout } from '@/db/database-unavailable.ts';
import type { ErrorReporter } from './error-reporting.ts';
import { AppError } from './errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Friendlier words for the framework's own 4xx errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This call does not accept that content type; send application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
};

/** `/a/0/b` → `a.0.b`; the body itself is `_`. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
}

/**
 * The one error handler: typed errors become `{ error: { code, message, fields? } }`; 5xx details
 * never leak. An unexpected error is logged and, when SENTRY_DSN is set, reported once.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  routes: { allowedMethods(path: string): string[] },
  reporter: ErrorReporter | undefined,
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const requestId = request.id;
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), request_id: requestId },
        ...(err.details ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = fieldPath(issue.instancePath);
        const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
          for (const unknown of keys)
            fields[key === '_' ? String(unknown) : `${key}.${String(unknown)}`] ??= 'Unknown field: remove it';
          continue;
        }
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'request');
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          message: `Some ${where} fields are invalid: check the highlighted fields.`,
          fields,
          request_id: requestId,
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
      const message = (err.code && FRAMEWORK_MESSAGES[err.code]) || err.message || 'Bad request.';
      return reply.status(status).send({ error: { code, message, request_id: requestId } });
    }
    // The database is away or too busy: the request may succeed as it is in a moment.
    const busy = isStatementTimeout(err)
      ? {
          log: 'request failed: a statement ran past DB_STATEMENT_TIMEOUT_MS',
          message: `The database took too long to answer. Try again in ${DATABASE_RETRY_AFTER_S} seconds; if it keeps happening, narrow the filters or tell the operators.`,
        }
      : isDatabaseUnavailable(err)
        ? {
            log: 'request failed: the database is not reachable',
            message: `The server cannot reach its database right now. Try again in ${DATABASE_RETRY_AFTER_S} seconds.`,
          }
        : null;
    if (busy) {
      request.log.warn({ err }, busy.log);
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ error: { code: 'UNAVAILABLE', message: busy.message, request_id: requestId } });
    }
    request.log.error({ err }, 'request failed');
    reporter?.report(err, request);
    return reply.status(500).send({
      error: {
        code: 'INTERNAL',
        message: `Something went wrong on our side. Quote request ${requestId} to support.`,
        request_id: requestId,
      },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = routes.allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          error: {
            code: 'METHOD_NOT_ALLOWED',
            message: `${request.method} is not a call on this address; it answers ${allowed.join(', ')}.`,
            request_id: request.id,
          },
        });
    }
    // The address is not repeated: it is the caller's own text, and may be long or made up.
    return reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No call answers ${request.method} at this address. Check the link, or the API description at /api/docs.`,
        request_id: request.id,
      },
    });
  });
}
