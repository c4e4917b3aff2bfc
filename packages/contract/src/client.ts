import { z } from 'zod';
import { requiredText } from './fields.ts';

/** The client calls beside the resource engine's list, detail, history and export (USER). */
export const CLIENT_PATHS = {
  suspend: '/client/suspend/:id',
  reactivate: '/client/reactivate/:id',
  subscriptions: '/client/subscriptions/:id',
  signIns: '/client/sign-ins/:id',
} as const;

export const clientApi = {
  suspend: (id: number) => `/client/suspend/${id}`,
  reactivate: (id: number) => `/client/reactivate/${id}`,
  subscriptions: (id: number) => `/client/subscriptions/${id}`,
  signIns: (id: number) => `/client/sign-ins/${id}`,
} as const;

/** Suspend or reactivate a client: the reason is kept in the audit log (and, for a suspension, on the client). */
export const clientStatusBodySchema = z.strictObject({
  reason: requiredText('Reason')
    .trim()
    .min(5, 'Give a reason of at least 5 characters; it is kept in the audit log')
    .max(500, 'The reason must be at most 500 characters'),
});
export type ClientStatusBody = z.input<typeof clientStatusBodySchema>;

export const SUBSCRIPTION_SOURCES = ['PURCHASE', 'RENEWAL', 'TRIAL', 'PROMO'] as const;

/** One plan a client held. `state` is worked out at read time: ACTIVE, ENDED, CANCELLED or UPCOMING. */
export const clientSubscriptionSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int().nullable(),
  plan_code: z.string(),
  plan_name: z.string(),
  price_paid: z.number().int(),
  source: z.string(),
  started_at: z.string(),
  ends_at: z.string(),
  cancelled_at: z.string().nullable(),
  state: z.enum(['ACTIVE', 'ENDED', 'CANCELLED', 'UPCOMING']),
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

export const clientSignInSchema = z.object({
  id: z.number().int(),
  signed_in_at: z.string(),
  provider: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  city: z.string().nullable(),
});
export type ClientSignIn = z.infer<typeof clientSignInSchema>;

/** Sign-in history paging. */
export const clientSignInQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});
