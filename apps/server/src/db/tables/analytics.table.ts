import type { Generated } from 'kysely';

/** A public site's or partner's key; only the sha256 of the key is stored. */
export interface PublicApiKeyTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  /** The first characters of the key, so staff can tell keys apart without seeing them. */
  prefix: string;
  /** Space-separated, e.g. `events:write`. */
  scopes: string;
  /** Set when the key belongs to a contributor (a later issue). */
  contributor_id: number | null;
  /** Set when the key belongs to an institution: it sends that institution's stock selections. */
  institution_id: Generated<number | null>;
  created_at: string;
  created_by: number | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One view as sent by the public site; append-only. */
export interface ViewEventTable {
  id: Generated<number>;
  section: string;
  content_id: number;
  audience: string;
  action: string;
  occurred_at: string;
  received_at: string;
  api_key_id: number | null;
}

/** Views per UTC day × section × audience × action, kept in step with view_events. */
export interface ViewRollupTable {
  section: string;
  audience: string;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  action: string;
  total: number;
}

/** The same counts per UTC month; `month` is the month's first day, `YYYY-MM-01`. */
export interface ViewRollupMonthlyTable {
  section: string;
  audience: string;
  month: string;
  action: string;
  total: number;
}
