import type { Generated } from 'kysely';

/** A registered webhook (module PUBLICAPI): where to send which events, and the secret that signs them. */
export interface WebhookTable {
  id: Generated<number>;
  name: string;
  url: string;
  /** Kept as it is: every call is signed with it (HMAC), so it must be readable (decision 048). */
  secret: string;
  /** Space-separated event names, e.g. `algo-research.published algo-research.updated`. */
  events: string;
  /** 1 while it sends; 0 when staff turned it off, it was paused or revoked. */
  active: number;
  /** Why it was paused on its own (20 failures in a row); null otherwise. */
  paused_reason: string | null;
  /** Failed attempts since the last delivered one. */
  failures: Generated<number>;
  last_delivery_at: string | null;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  revoked_at: string | null;
}

/** One event for one webhook: its body, kept so every retry sends the same bytes. */
export interface WebhookDeliveryTable {
  /** A UUID: the body's `id` and the `X-RC-Delivery` header. */
  id: string;
  webhook_id: number;
  event: string;
  area: string;
  record_id: number | null;
  body: string;
  /** pending → delivered | failed | refused | cancelled. */
  status: string;
  created_at: string;
  updated_at: string;
}

/** One attempt of one delivery: when, the receiver's answer, how long it took, what went wrong. */
export interface WebhookAttemptTable {
  id: Generated<number>;
  delivery_id: string;
  webhook_id: number;
  attempt: number;
  at: string;
  outcome: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

export interface WebhookTables {
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
}
