import { z } from 'zod';
import { requiredText } from './fields.ts';
import { GENDERS, STAFF_ROLES, STAFF_STATUSES } from './roles.ts';

/** The profile of the signed-in staff member: the fields of section 3. */
export const profileSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS),
  alamat: z.string().nullable(),
  npwp: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  last_login: z.string().nullable(),
  created_at: z.string(),
  /** Never sent: reset tokens are stored hashed. Kept in the shape because section 3 lists it. */
  reset_token: z.null(),
  reset_token_expired_at: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  link_others: z.string().nullable(),
  short_bio: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Section 3 defaults of an empty profile. */
export const EMPTY_PROFILE: Profile = {
  id: 0,
  fullname: '',
  email: '',
  phone: null,
  gender: 'male',
  alamat: null,
  npwp: null,
  role: 'admin',
  status: 'ACTIVE',
  last_login: null,
  created_at: '',
  reset_token: null,
  reset_token_expired_at: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  link_others: null,
  short_bio: null,
  thumbnail: null,
};

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), `${label} must be a link starting with http:// or https://`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Fields a staff member may change on their own profile (not email, role or status). */
export const updateProfileBodySchema = z.strictObject({
  fullname: requiredText('Full name')
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(120, 'Full name must be at most 120 characters'),
  phone: z
    .string({ error: 'Phone must be text' })
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 -]{6,19}$/.test(v), 'Phone must be 7 to 20 digits, optionally starting with +')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  gender: z.enum(GENDERS, { error: 'Gender must be male or female' }).optional(),
  alamat: optionalText('Address', 500),
  npwp: z
    .string({ error: 'NPWP must be text' })
    .trim()
    .refine((v) => v === '' || /^[0-9.-]{15,20}$/.test(v), 'NPWP must be 15 or 16 digits (dots and dashes allowed)')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  instagram: optionalUrl('Instagram'),
  linkedin: optionalUrl('LinkedIn'),
  twitter: optionalUrl('Twitter'),
  link_others: optionalUrl('Other link'),
  short_bio: optionalText('Short bio', 1000),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
