import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';

/** How many single-use recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits from an authenticator app; spaces (as apps show them, "123 456") are ignored. */
export const totpCodeSchema = z
  .string({ error: 'The code must be text' })
  .max(20, 'The code is the 6 digits your authenticator app shows')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows'));

/** The signed-in staff member's two-factor state (My Account). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** When the enrolment was confirmed. */
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The member's role must use two-factor sign-in (an owner's policy). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret waiting for its first code: shown once, as a QR code and as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url`, an SVG document made on the server (no third party sees the secret). */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * A code that proves the second factor: the 6 digits of the app or one recovery code. Answered
 * normalised (digits, or 10 lower-case letters and digits), so `isRecoveryCode` tells them apart.
 */
export const factorCodeSchema = z
  .string({ error: 'The code must be text' })
  .max(40, 'Enter the 6 digits your authenticator app shows, or a recovery code')
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, 'Enter the 6 digits your authenticator app shows, or a recovery code'));
export const isRecoveryCode = (code: string) => code.length === 10;

export const twoFactorCodeBodySchema = z.strictObject({ code: totpCodeSchema });
export const factorCodeBodySchema = z.strictObject({ code: factorCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

/** Recovery codes, shown once (stored hashed). */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** The roles whose members must use two-factor sign-in. */
export const twoFactorPolicySchema = z.object({ required_roles: z.array(z.enum(STAFF_ROLES)) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
export const twoFactorPolicyBodySchema = z.strictObject({
  required_roles: z.array(z.enum(STAFF_ROLES, { error: `A role is one of ${STAFF_ROLES.join(', ')}` })).max(STAFF_ROLES.length),
});

/** Error codes the console acts on. */
export const TWO_FACTOR_ERRORS = {
  /** The password was right; the sign-in needs the code (or a recovery code) too. */
  codeRequired: 'TWO_FACTOR_REQUIRED',
  /** The member's role requires two-factor sign-in and they have not set it up: only My Account works. */
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
} as const;
