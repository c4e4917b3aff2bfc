import { z } from 'zod';

/** Every API path, relative to the `/api` base. Server and console both import these. */
export const API_BASE = '/api';

export const API = {
  health: '/health',
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
  },
  profile: {
    get: '/internal-user/profile',
    update: '/internal-user/update-profile',
    changePassword: '/internal-user/change-password',
    updateThumbnail: '/content-contributor/update-thumbnail',
  },
  selfPermission: '/user-permission/self/permission',
  circleTotalRequest: '/circle-research/circle/data/total-request',
} as const;

/** The media base path under which uploaded files are served. */
export const MEDIA_BASE = '/media';

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
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Wrap a payload schema in the success envelope `{ data: … }`. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Wrap a row schema in the list envelope `{ data: { data: [...], total, page, limit } }`. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ data: z.array(row), total: z.number().int(), page: z.number().int(), limit: z.number().int() }));
