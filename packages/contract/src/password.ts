import { requiredText } from './fields.ts';

/** Password strength rules, shown in the console before submit and enforced by the server. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 10 characters', test: (v: string) => v.length >= 10 },
  { id: 'lower', label: 'A lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', label: 'An uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'A number', test: (v: string) => /\d/.test(v) },
] as const;

export const PASSWORD_MAX = 128;

export const newPasswordSchema = requiredText('Password')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((value, ctx) => {
    const missing = PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.label.toLowerCase());
    if (missing.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs: ${missing.join(', ')}` });
  });
