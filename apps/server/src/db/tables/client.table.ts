import type { Generated, GeneratedAlways } from 'kysely';

/** The platform's end users (DOMAIN.md, Client); the People area adds its screens on this table. */
export interface ClientTable {
  id: Generated<number>;
  fullname: string;
  email: string;
  phone: string | null;
  /** When the client confirmed their email; null until then. */
  verified_at: string | null;
  status: Generated<string>;
  registered_at: string;
  last_login: string | null;
  signup_provider: Generated<string>;
  /** Code of the current subscription plan, or null on the free tier. */
  plan_code: string | null;
  plan_started_at: string | null;
  plan_ends_at: string | null;
  /** 1 when verified_at is set (a generated column: the list's verified filter). */
  verified: GeneratedAlways<number>;
  suspended_at: Generated<string | null>;
  suspended_by: Generated<number | null>;
  suspension_reason: Generated<string | null>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
}
