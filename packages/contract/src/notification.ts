import { z } from 'zod';
import { envelope, listEnvelope } from './api.ts';

/**
 * Staff notifications (issue 46, docs/domain.md "Who is told what"): one row per event and
 * recipient, written in the transaction of the event. A person only ever sees, reads and counts
 * their own; each item names the record and the console path that opens it.
 */
export const NOTIFICATION_ROUTES = {
  list: '/notification/list',
  unreadCount: '/notification/unread-count',
  read: '/notification/read/:id',
  readAll: '/notification/read-all',
  /** Server-sent events: `unread` with `{ total }` on connect and whenever the person's count moves. */
  events: '/notification/events',
  /** The person's own email choice and time zone (My Account). */
  settings: '/notification/settings',
} as const;

export const notificationPaths = {
  read: (id: number) => NOTIFICATION_ROUTES.read.replace(':id', String(id)),
} as const;

/** The stream's one event name. */
export const NOTIFICATION_EVENT_UNREAD = 'unread';

/** What happened, as the bell and the filters name it. */
export const NOTIFICATION_KINDS = {
  submitted: 'Submitted for review',
  'sent-back': 'Sent back for revision',
  rejected: 'Rejected',
  approved: 'Approved',
  scheduled: 'Scheduled',
  published: 'Published',
  'change-applied': 'Change published',
  'change-dropped': 'Change dropped',
  'campaign-sent': 'Sent',
  'campaign-partly-failed': 'Partly failed',
  'campaign-failed': 'Not delivered',
  'campaign-cancelled': 'Cancelled',
  'import-finished': 'Import finished',
  'import-failed': 'Import failed',
  'two-factor-reset': 'Two-factor reset',
  'permissions-changed': 'Permissions changed',
  'new-sign-in': 'New sign-in',
  'webhook-paused': 'Webhook paused',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_VALUES = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

/** The area a security notice or a tool's notice belongs to, beside the resource names. */
export const ACCOUNT_AREA = 'account';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The resource's name (`algo-research`), or `account`, `webhook`. */
  area: z.string(),
  /** The area's label (`Exclusive research`). */
  area_label: z.string(),
  record_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  /** The console path that opens the record (`/algo-research/12`). */
  path: z.string(),
  actor_id: z.number().int().nullable(),
  /** Who caused it: a staff member's name, `Scheduler`, a contributor, or null. */
  actor_name: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIMIT_MAX = 100;

export const notificationListQuerySchema = z.strictObject({
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
  kind: z.enum(NOTIFICATION_KIND_VALUES, { error: 'kind is not a notification kind' }).optional(),
  area: z.string().trim().max(60, 'area must be at most 60 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page must be at most 100000')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(NOTIFICATION_LIMIT_MAX, `limit must be at most ${NOTIFICATION_LIMIT_MAX}`)
    .default(20),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = listEnvelope(notificationSchema);
export const unreadCountResponseSchema = envelope(z.object({ total: z.number().int() }));
export const readResponseSchema = envelope(z.object({ notification: notificationSchema }));
export const readAllResponseSchema = envelope(z.object({ read: z.number().int() }));

/** Email for notifications: none, one mail per event, or a daily digest at 08:00 in the person's time zone. */
export const NOTIFICATION_EMAIL = {
  none: 'No email',
  each: 'An email for each event',
  digest: 'A daily digest at 08:00',
} as const;
export type NotificationEmail = keyof typeof NOTIFICATION_EMAIL;
export const NOTIFICATION_EMAIL_VALUES = Object.keys(NOTIFICATION_EMAIL) as [NotificationEmail, ...NotificationEmail[]];
export const DEFAULT_NOTIFICATION_EMAIL: NotificationEmail = 'digest';
/** The hour of the digest, in the person's time zone. */
export const DIGEST_HOUR = 8;

/** An IANA time zone name this runtime knows (`Asia/Jakarta`). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const notificationSettingsSchema = z.object({
  email: z.enum(NOTIFICATION_EMAIL_VALUES),
  time_zone: z.string(),
  /** False until the person saves a choice: the console then proposes the browser's time zone. */
  chosen: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBodySchema = z.strictObject({
  email: z.enum(NOTIFICATION_EMAIL_VALUES, { error: `email must be one of ${NOTIFICATION_EMAIL_VALUES.join(', ')}` }),
  time_zone: z
    .string({ error: 'time_zone is required' })
    .trim()
    .min(1, 'time_zone is required')
    .max(64, 'time_zone must be at most 64 characters')
    .refine(isTimeZone, 'time_zone must be a time zone name such as Asia/Jakarta'),
});
export const notificationSettingsResponseSchema = envelope(z.object({ settings: notificationSettingsSchema }));
