/**
 * Every API path, relative to the `/api` base, and the media base. Plain constants with no zod:
 * the console's sign-in screen imports them and must not load the schema library to show itself.
 * `api.ts` re-exports them, so `@rc/contract/api` keeps working for everyone.
 */
export const API_BASE = '/api';

export const API = {
  health: '/health',
  ready: '/ready',
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    /** Whether this browser's session is alive (200 either way; the sign-in screen asks). */
    session: '/auth/session',
  },
  profile: {
    get: '/internal-user/profile',
    update: '/internal-user/update-profile',
    changePassword: '/internal-user/change-password',
    updateThumbnail: '/content-contributor/update-thumbnail',
  },
  /** Staff two-factor sign-in (two-factor.ts): one's own setup, and the owners' policy. */
  twoFactor: {
    self: '/two-factor/self',
    setup: '/two-factor/self/setup',
    confirm: '/two-factor/self/confirm',
    disable: '/two-factor/self/disable',
    recoveryCodes: '/two-factor/self/recovery-codes',
    policy: '/two-factor/policy',
  },
  selfPermission: '/user-permission/self/permission',
  circleTotalRequest: '/circle-research/circle/data/total-request',
  /** Server-sent events of the Circle pending total (the live menu badge). */
  circleEvents: '/circle-research/events',
  /** The editorial desk (editorial.ts): one queue across the workflow areas the caller can read. */
  editorial: {
    queue: '/editorial/queue',
    counts: '/editorial/counts',
    authors: '/editorial/authors',
  },
  /** Autosaved drafts (drafts.ts); the key for what this browser keeps when a session ends. */
  drafts: {
    browserKey: '/drafts/browser-key',
  },
} as const;

/** The media base path under which uploaded files are served. */
export const MEDIA_BASE = '/media';
