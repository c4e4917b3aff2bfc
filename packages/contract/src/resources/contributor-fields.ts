import { fields as f } from './resource-fields.ts';

/**
 * Field builders shared by contributors and their sub-accounts (DOMAIN.md, Contributor), beside
 * the generic ones of resource-fields.ts.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export const CONTRIBUTOR_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type ContributorStatus = (typeof CONTRIBUTOR_STATUSES)[number];

export const CONTRIBUTOR_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'SUSPENDED', label: 'Suspended' },
] as const;

export const contributorFields = {
  /** Stored lower-case, so uniqueness does not depend on how someone typed it. */
  email: (label = 'Email') =>
    f
      .text(label, { max: 200 })
      .toLowerCase()
      .refine((v) => EMAIL.test(v), `${label} must be an address such as nama@contoh.co.id`),

  phone: (label = 'Phone') =>
    f
      .optionalText(label, { max: 30 })
      .refine((v) => v === null || PHONE.test(v), `${label} may hold digits, spaces, +, ( ) and -, e.g. +62 812 3456 7890`),

  status: () => f.select('Status', CONTRIBUTOR_STATUSES).default('ACTIVE'),
};
