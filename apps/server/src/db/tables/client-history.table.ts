import type { Generated } from 'kysely';

/** Every plan a client held; the current one is also on the client row (plan_code, plan_*_at). */
export interface ClientSubscriptionTable {
  id: Generated<number>;
  client_id: number;
  /** The subscription plan (master data); null if the plan was removed since. */
  plan_id: number | null;
  /** Code and name as they were when the plan was taken. */
  plan_code: string;
  plan_name: string;
  /** Integer rupiah. */
  price_paid: number;
  /** PURCHASE, RENEWAL, TRIAL or PROMO. */
  source: string;
  started_at: string;
  ends_at: string;
  cancelled_at: string | null;
  created_at: string;
}

/** A client's sign-in on the public site. */
export interface ClientSignInTable {
  id: Generated<number>;
  client_id: number;
  signed_in_at: string;
  /** EMAIL, GOOGLE or APPLE. */
  provider: string;
  ip: string | null;
  /** e.g. "Chrome on Windows", "Android app". */
  device: string | null;
  city: string | null;
}
