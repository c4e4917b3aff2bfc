import { z } from 'zod';

export { API, API_BASE, MEDIA_BASE } from './api-paths.ts';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    request_id: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'BAD_CLIENT',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Wrap a payload schema in the success envelope `{ data: … }`. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Wrap a row schema in the list envelope `{ data: { data: [...], total, page, limit } }`. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() }));
