import type { Generated } from 'kysely';

export interface StaffTwoFactorTable {
  user_id: number;
  /** The authenticator secret, encrypted (two-factor.crypto.ts). */
  secret: string;
  /** Null until a first code matched: a setup waiting for confirmation. */
  confirmed_at: string | null;
  /** The last 30-second step a code was accepted for: a code is used once. */
  last_step: number | null;
  created_at: string;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface TwoFactorPolicyTable {
  role: string;
  required_at: string;
  required_by: number | null;
}

export interface TwoFactorTables {
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  two_factor_policy: TwoFactorPolicyTable;
}
