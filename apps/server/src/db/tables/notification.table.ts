import type { Generated } from 'kysely';

/** A staff notification (issue 46): one per event and recipient. */
export interface NotificationTable {
  id: Generated<number>;
  recipient_id: number;
  kind: string;
  area: string;
  record_id: number | null;
  title: string;
  body: string | null;
  path: string;
  actor_id: number | null;
  actor_name: string | null;
  /** What happened, once: unique per recipient. */
  event_key: string;
  created_at: string;
  read_at: string | null;
  /** 1 once an email carried it. */
  mailed: Generated<number>;
}

/** A person's email choice for notifications; no row means the default (a digest, in UTC). */
export interface NotificationSettingsTable {
  staff_id: number;
  email: string;
  time_zone: string;
  /** The local day (YYYY-MM-DD) of the last digest sent. */
  digest_on: string | null;
  updated_at: string;
}

/** An address a person signed in from. */
export interface StaffAddressTable {
  staff_id: number;
  address: string;
  first_seen_at: string;
}

export interface NotificationTables {
  notifications: NotificationTable;
  notification_settings: NotificationSettingsTable;
  staff_addresses: StaffAddressTable;
}
