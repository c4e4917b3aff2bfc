export const STAFF_ROLES = ['owner', 'writter', 'auditor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** INVITED: the account exists but its owner has not set a password from the invite yet. */
export const STAFF_STATUSES = ['ACTIVE', 'SUSPENDED', 'INVITED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
