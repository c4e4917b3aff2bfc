import { z } from 'zod';
import { requiredText } from './fields.ts';
import { newPasswordSchema } from './password.ts';
import { factorCodeSchema } from './two-factor.ts';

const email = requiredText('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const loginBodySchema = z.strictObject({
  email,
  password: requiredText('Password').min(1, 'Password is required').max(1024, 'Password is too long'),
  /** The second factor, for an account with two-factor sign-in: the app's 6 digits or a recovery code. */
  code: factorCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: requiredText('Reset token').min(1, 'Reset token is required').max(200, 'Reset token is malformed'),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .strictObject({
    current_password: requiredText('Current password').min(1, 'Current password is required').max(1024),
    new_password: newPasswordSchema,
    confirm_password: requiredText('Password confirmation').min(1, 'Confirm the new password'),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageSchema = z.object({ message: z.string() });
