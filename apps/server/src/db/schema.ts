import type { Generated } from 'kysely';
import type { InstitutionTables } from './tables/institution.table.ts';
import type { DeliveryTables } from './tables/delivery.table.ts';
import type { PlacementTables } from './tables/placement.table.ts';
import type { AlgoNewsTable, AlgoResearchTable, AlgoSideListTables } from './tables/algo-content.table.ts';
import type { PublicApiKeyTable, ViewEventTable, ViewRollupMonthlyTable, ViewRollupTable } from './tables/analytics.table.ts';
import type { ClientSignInTable, ClientSubscriptionTable } from './tables/client-history.table.ts';
import type { CircleTables } from './tables/circle.table.ts';
import type { ClientTable } from './tables/client.table.ts';
import type { JobTable } from './tables/job.table.ts';
import type { MasterDataTables } from './tables/master-data.table.ts';
import type { StockTables } from './tables/stocks.table.ts';
import type { TwoFactorTables } from './tables/two-factor.table.ts';
import type { DraftTables } from './tables/draft.table.ts';
import type { NotificationTables } from './tables/notification.table.ts';
import type { WebhookTables } from './tables/webhook.table.ts';

/**
 * Table row types. Timestamps are ISO-8601 UTC text in both dialects (see
 * docs/decisions/002-timestamps-as-iso-text.md); booleans are 0/1 integers.
 */
export interface StaffUserTable {
  id: Generated<number>;
  fullname: string;
  email: string;
  phone: string | null;
  gender: string;
  alamat: string | null;
  npwp: string | null;
  role: string;
  status: string;
  password_hash: string | null;
  last_login: string | null;
  instagram: string | null;
  linkedin: string | null;
  twitter: string | null;
  link_others: string | null;
  short_bio: string | null;
  thumbnail: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
  /** Bumped on every permission change: the key of the in-process permission cache. */
  permissions_version: Generated<number>;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface StaffPermissionTable {
  user_id: number;
  module: string;
  action: string;
}

export interface PasswordTokenTable {
  token_hash: string;
  user_id: number;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginThrottleTable {
  throttle_key: string;
  window_start: string;
  attempts: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  note: string | null;
  request_id: string | null;
  created_at: string;
  /** A non-staff actor by name (the Scheduler); null for staff (actor_id) and for the record's author. */
  actor_name: Generated<string | null>;
  /** The entry's place in the tamper-evident chain (decision 020), its predecessor's hash and its own. */
  chain_seq: number | null;
  prev_hash: string | null;
  hash: string | null;
  /** The entry's signature under the servers' audit-entry key (decision 044): null only if written around them. */
  mac: string | null;
}

/** The head of the audit chain: one row (id 1), written by the sealer (decision 044). */
export interface AuditChainTable {
  id: number;
  seq: number;
  last_hash: string;
  /** When the sealer last gave entries their places (null: never since the sealer came). */
  sealed_at: string | null;
}

export interface Database
  extends
    MasterDataTables,
    CircleTables,
    AlgoSideListTables,
    StockTables,
    InstitutionTables,
    DeliveryTables,
    PlacementTables,
    TwoFactorTables,
    DraftTables,
    NotificationTables,
    WebhookTables {
  staff_users: StaffUserTable;
  sessions: SessionTable;
  staff_permissions: StaffPermissionTable;
  password_tokens: PasswordTokenTable;
  login_throttle: LoginThrottleTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  audit_chain: AuditChainTable;
  public_api_keys: PublicApiKeyTable;
  view_events: ViewEventTable;
  view_rollups: ViewRollupTable;
  view_rollups_monthly: ViewRollupMonthlyTable;
  clients: ClientTable;
  client_subscriptions: ClientSubscriptionTable;
  client_sign_ins: ClientSignInTable;
  algo_research: AlgoResearchTable;
  algo_news: AlgoNewsTable;
  jobs: JobTable;
}
