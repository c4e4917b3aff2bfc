import { z } from 'zod';
import { requiredText } from './fields.ts';
import { STAFF_ROLES } from './roles.ts';

/** An invite link is valid this long (DOMAIN: 72 hours). */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** The staff life-cycle calls beside the resource engine's list, editor and trash (INTERNALUSER). */
export const INTERNAL_USER_PATHS = {
  invite: '/internal-user/invite',
  resendInvite: '/internal-user/invite/resend/:id',
  revokeInvite: '/internal-user/invite/revoke/:id',
  suspend: '/internal-user/suspend/:id',
  reactivate: '/internal-user/reactivate/:id',
  sendPasswordReset: '/internal-user/send-password-reset/:id',
  resetTwoFactor: '/internal-user/two-factor/reset/:id',
} as const;

export const internalUserApi = {
  invite: INTERNAL_USER_PATHS.invite,
  resendInvite: (id: number) => `/internal-user/invite/resend/${id}`,
  revokeInvite: (id: number) => `/internal-user/invite/revoke/${id}`,
  suspend: (id: number) => `/internal-user/suspend/${id}`,
  reactivate: (id: number) => `/internal-user/reactivate/${id}`,
  sendPasswordReset: (id: number) => `/internal-user/send-password-reset/${id}`,
  resetTwoFactor: (id: number) => `/internal-user/two-factor/reset/${id}`,
} as const;

/** Staff email: trimmed and lower-cased, as sign-in compares it. */
export const staffEmailSchema = requiredText('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address, such as nama@perusahaan.co.id' }));

export const staffPhoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 -]{6,19}$/.test(v), 'Phone must be 7 to 20 digits, optionally starting with +')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const staffFullnameSchema = requiredText('Full name')
  .trim()
  .min(2, 'Full name must be at least 2 characters')
  .max(120, 'Full name must be at most 120 characters');

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` });

/** Invite a new staff member: the account starts without a password and with the role's preset. */
export const inviteBodySchema = z.strictObject({
  fullname: staffFullnameSchema,
  email: staffEmailSchema,
  role: staffRoleSchema,
  phone: staffPhoneSchema.optional(),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** Suspend or reactivate: an optional note kept in the audit log. */
export const staffStatusBodySchema = z.strictObject({
  note: z.string({ error: 'The note must be text' }).trim().max(500, 'The note must be at most 500 characters').optional(),
});
export type StaffStatusBody = z.input<typeof staffStatusBodySchema>;

/** What the editor shows about a pending invite (added to the detail answer). */
export const inviteStateSchema = z.object({ sent_at: z.string(), expires_at: z.string(), expired: z.boolean() }).nullable();
export type InviteState = z.infer<typeof inviteStateSchema>;
