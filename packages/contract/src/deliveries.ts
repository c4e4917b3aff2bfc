import { z } from 'zod';
import type { FieldOption } from './resources/resource.ts';

/**
 * Campaigns (research blasts and newsletter editions) and their deliveries: one delivery module
 * sends both (DOMAIN.md, Deliveries). A campaign is DRAFT until someone other than its author
 * sends it; then SCHEDULED (a time ahead) or SENDING, and finally SENT, FAILED (nothing could be
 * delivered) or CANCELLED (stopped; what was sent stays sent).
 */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_OPTIONS = [
  { value: 'DRAFT', label: 'Draft', color: 'gray' },
  { value: 'SCHEDULED', label: 'Scheduled', color: 'primary' },
  { value: 'SENDING', label: 'Sending', color: 'warning' },
  { value: 'SENT', label: 'Sent', color: 'teal' },
  { value: 'FAILED', label: 'Failed', color: 'danger' },
  { value: 'CANCELLED', label: 'Cancelled', color: 'orange' },
] as const satisfies readonly FieldOption[];

/** A campaign in one of these can still be changed or sent. */
export const EDITABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['DRAFT'];
/** A campaign in one of these can be cancelled. */
export const CANCELLABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['SCHEDULED', 'SENDING'];

export const CAMPAIGN_AUDIENCES = ['ALL', 'PLANS'] as const;
export const CAMPAIGN_CHANNELS = ['EMAIL', 'IN_APP'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/**
 * One message to one client: PENDING until handed over; SENDING while the mail server has it
 * (a crash here leaves it FAILED, never sent twice); SENT, FAILED (with the reason), or CANCELLED
 * (the campaign stopped before it).
 */
export const DELIVERY_STATUSES = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_OPTIONS = [
  { value: 'PENDING', label: 'Waiting', color: 'gray' },
  { value: 'SENDING', label: 'Handing over', color: 'warning' },
  { value: 'SENT', label: 'Sent', color: 'teal' },
  { value: 'FAILED', label: 'Failed', color: 'danger' },
  { value: 'CANCELLED', label: 'Cancelled', color: 'orange' },
] as const satisfies readonly FieldOption[];

/** The campaign calls each campaign resource has beside the engine's (`/api/<name>…`). */
export const CAMPAIGN_ROUTES = {
  send: (name: string) => `/${name}/send/:id`,
  cancel: (name: string) => `/${name}/cancel/:id`,
  audienceCount: (name: string) => `/${name}/audience-count`,
  deliveries: (name: string) => `/${name}/deliveries/:id`,
  test: (name: string) => `/${name}/test/:id`,
} as const;

/** The public unsubscribe link's call (no sign-in; the token is signed by the server). */
export const UNSUBSCRIBE_ROUTE = '/public/unsubscribe';

const PLAN_CODE = /^[A-Z0-9_]{2,30}$/;

export const audienceCountQuerySchema = z.strictObject({
  plans: z
    .string()
    .max(500, 'plans must be at most 500 characters')
    .optional()
    .transform((v, ctx) => {
      const codes = (v ?? '')
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      for (const code of codes) {
        if (!PLAN_CODE.test(code)) {
          ctx.addIssue({ code: 'custom', message: `${code} is not a plan code such as PRO_30` });
          return z.NEVER;
        }
      }
      return [...new Set(codes)];
    }),
  verified_only: z
    .enum(['true', 'false'], { error: 'verified_only must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const audienceCountAnswerSchema = z.object({
  data: z.object({
    total: z.number().int(),
    /** Where the links in the mail point (SITE_URL), and whether it was set or is the fallback. */
    links: z.object({ site_url: z.string(), configured: z.boolean() }),
  }),
});

export const sendCampaignSchema = z
  .strictObject({
    /** Now when absent or in the past; otherwise the campaign waits as SCHEDULED. */
    at: z.iso.datetime({ offset: true, error: 'at must be a date and time such as 2026-11-22T09:00:00Z' }).optional(),
  })
  .default({});

export const deliveriesQuerySchema = z.strictObject({
  status: z.enum(DELIVERY_STATUSES, { error: `status must be one of: ${DELIVERY_STATUSES.join(', ')}` }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1).max(200).default(50),
});

export const deliverySchema = z.object({
  id: z.number(),
  client_id: z.number(),
  fullname: z.string().nullable(),
  email: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryCountsSchema = z.object({
  PENDING: z.number(),
  SENDING: z.number(),
  SENT: z.number(),
  FAILED: z.number(),
  CANCELLED: z.number(),
});

export const deliveriesAnswerSchema = z.object({
  data: z.array(deliverySchema),
  meta: z.object({ total: z.number(), page: z.number(), limit: z.number(), counts: deliveryCountsSchema }),
});

export const testSendAnswerSchema = z.object({ data: z.object({ to: z.string() }) });
