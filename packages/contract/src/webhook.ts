import { z } from 'zod';
import { envelope } from './api.ts';
import { RESOURCES } from './resources/resource-registry.ts';

/**
 * Signed webhooks (module PUBLICAPI, Tools → Webhooks; docs/decisions/048): the public site and
 * partners register an address and the events of the workflow areas they want; each event is a
 * signed POST with the record's id, slug, title and publication time, never its content.
 */
export const WEBHOOK_ROUTES = {
  list: '/webhook/list',
  create: '/webhook/create',
  update: '/webhook/update/:id',
  revoke: '/webhook/revoke/:id',
  test: '/webhook/test/:id',
  deliveries: '/webhook/deliveries/:id',
} as const;

const withId = (path: string) => (id: number) => path.replace(':id', String(id));
export const webhookPaths = {
  update: withId(WEBHOOK_ROUTES.update),
  revoke: withId(WEBHOOK_ROUTES.revoke),
  test: withId(WEBHOOK_ROUTES.test),
  deliveries: withId(WEBHOOK_ROUTES.deliveries),
} as const;

/** The headers of every call: the event, the delivery's id (the same on each retry) and the signature. */
export const WEBHOOK_HEADERS = { event: 'X-RC-Event', delivery: 'X-RC-Delivery', signature: 'X-RC-Signature' } as const;

/** What happens to a live record: it went live, stopped being live, or an approved change was applied to it. */
export const WEBHOOK_EVENT_KINDS = {
  published: 'Published',
  unpublished: 'Unpublished',
  updated: 'Change published',
} as const;
export type WebhookEventKind = keyof typeof WEBHOOK_EVENT_KINDS;
const KINDS = Object.keys(WEBHOOK_EVENT_KINDS) as WebhookEventKind[];

/** The event `POST /api/webhook/test/{id}` sends: no record, only proof that the address answers. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The workflow areas (definitions with `workflow`): the areas whose events a webhook may ask for. */
export const WEBHOOK_AREAS: ReadonlyArray<{ name: string; label: string }> = RESOURCES.filter((r) => r.workflow).map((r) => ({
  name: r.name,
  label: r.labels.plural,
}));

export const webhookEventName = (area: string, kind: WebhookEventKind) => `${area}.${kind}`;

/** Every event a webhook may ask for, area by area. */
export const WEBHOOK_EVENTS: readonly string[] = WEBHOOK_AREAS.flatMap((a) => KINDS.map((k) => webhookEventName(a.name, k)));

/** `algo-research.published` → “Exclusive research: Published”. */
export function webhookEventLabel(event: string): string {
  const [area, kind] = event.split('.') as [string, string | undefined];
  const label = WEBHOOK_AREAS.find((a) => a.name === area)?.label ?? area;
  return kind && kind in WEBHOOK_EVENT_KINDS ? `${label}: ${WEBHOOK_EVENT_KINDS[kind as WebhookEventKind]}` : event;
}

export const WEBHOOK_NAME_MAX = 100;
export const WEBHOOK_URL_MAX = 2000;
const EVENT_PATTERN = new RegExp(`^[a-z][a-z0-9-]{0,59}\\.(${KINDS.join('|')})$`);

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(WEBHOOK_NAME_MAX, `name must be at most ${WEBHOOK_NAME_MAX} characters`);

const url = z
  .string({ error: 'url is required' })
  .trim()
  .min(1, 'url is required')
  .max(WEBHOOK_URL_MAX, `url must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    const parsed = URL.parse(value);
    return !!parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  }, 'url must be an http or https address such as https://www.example.com/hooks/research')
  .refine((value) => {
    const parsed = URL.parse(value);
    return !parsed || (parsed.username === '' && parsed.password === '');
  }, 'url must not hold a user name or password; the signature proves the sender');

const events = z
  .array(
    z
      .string({ error: 'events must be a list of event names' })
      .regex(EVENT_PATTERN, `each event must be <area>.${KINDS.join(', <area>.')}, such as algo-research.published`),
    { error: 'events must be a list of event names' },
  )
  .min(1, 'events must hold at least one event')
  .max(200, 'events must hold at most 200 events')
  .refine((list) => new Set(list).size === list.length, 'events must not repeat an event');

const active = z.boolean({ error: 'active must be true or false' });

export const webhookCreateSchema = z.strictObject({ name, url, events, active: active.default(true) });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** Any of the fields; `active: true` also resumes a paused webhook (its failure count starts again). */
export const webhookUpdateSchema = z
  .strictObject({ name: name.optional(), url: url.optional(), events: events.optional(), active: active.optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Send at least one of name, url, events, active');
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** A webhook as staff see it: never its secret. */
export const webhookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** Why it stopped sending on its own (20 failures in a row); null when it was not paused. */
  paused_reason: z.string().nullable(),
  /** Failed attempts since the last delivered one. */
  failures: z.number().int(),
  last_delivery_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  updated_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The one answer that holds the signing secret. */
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const WEBHOOK_OUTCOMES = {
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'danger' },
  refused: { label: 'Refused', color: 'orange' },
} as const;
export type WebhookOutcome = keyof typeof WEBHOOK_OUTCOMES;

/** One attempt to deliver one event. */
export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  /** The delivery's id: the body's `id` and `X-RC-Delivery`, the same on each retry. */
  delivery_id: z.string(),
  event: z.string(),
  record_id: z.number().int().nullable(),
  attempt: z.number().int(),
  at: z.string(),
  outcome: z.enum(['delivered', 'failed', 'refused']),
  /** The receiver's HTTP status; null when no answer came (refused, timeout, connection error). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const WEBHOOK_ATTEMPTS_SHOWN = 100;

export const webhookListAnswerSchema = envelope(z.array(webhookSchema));
export const webhookAnswerSchema = envelope(webhookSchema);
export const webhookCreatedAnswerSchema = envelope(webhookCreatedSchema);
export const webhookAttemptsAnswerSchema = envelope(z.array(webhookAttemptSchema));
export const webhookTestAnswerSchema = envelope(webhookAttemptSchema);
