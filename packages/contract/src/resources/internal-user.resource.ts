import { z } from 'zod';
import { staffEmailSchema, staffFullnameSchema, staffPhoneSchema, staffRoleSchema } from '../internal-user.ts';
import { GENDERS } from '../roles.ts';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

export const STAFF_ROLE_OPTIONS = [
  { value: 'owner', label: 'Owner', color: 'primary' },
  { value: 'admin', label: 'Admin', color: 'secondary' },
  { value: 'writter', label: 'Writter', color: 'warning' },
  { value: 'auditor', label: 'Auditor', color: 'gray' },
] as const;

export const STAFF_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active', color: 'primary' },
  { value: 'INVITED', label: 'Invited', color: 'secondary' },
  { value: 'SUSPENDED', label: 'Suspended', color: 'danger' },
] as const;

/** What the editor may change; status moves only through suspend / reactivate / the invite. */
export const internalUserSchema = z.strictObject({
  fullname: f.labelled('Full name', staffFullnameSchema),
  email: f.labelled('Email', staffEmailSchema),
  phone: f.labelled('Phone', staffPhoneSchema),
  gender: f.labelled('Gender', z.enum(GENDERS, { error: 'Gender must be male or female' })).default('male'),
  role: f.labelled('Role', staffRoleSchema),
  alamat: f.optionalText('Address', { max: 500 }),
  npwp: f
    .labelled('NPWP', z.string({ error: 'NPWP must be text' }))
    .trim()
    .refine((v) => v === '' || /^[0-9.-]{15,20}$/.test(v), 'NPWP must be 15 or 16 digits (dots and dashes allowed)')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  instagram: f.optionalUrl('Instagram'),
  linkedin: f.optionalUrl('LinkedIn'),
  twitter: f.optionalUrl('Twitter'),
  link_others: f.optionalUrl('Other link'),
  short_bio: f.optionalText('Short bio', { max: 1000 }),
});

/** Staff accounts (INTERNALUSER): the engine's list, editor, history and trash; invites and status are calls of their own. */
export const internalUserResource = defineResource({
  name: 'internal-user',
  labels: { singular: 'Internal user', plural: 'Internal users' },
  description: 'Staff who sign in to this console, their roles and their access.',
  module: 'INTERNALUSER',
  kind: 'collection',
  schema: internalUserSchema,
  fields: {
    fullname: { widget: 'text', placeholder: 'e.g. Siti Rahmawati' },
    email: {
      widget: 'text',
      unique: true,
      placeholder: 'nama@perusahaan.co.id',
      help: 'Used to sign in; invites and reset links go here.',
    },
    phone: { widget: 'text', placeholder: '+62 812 3456 7890' },
    gender: {
      widget: 'select',
      options: [
        { value: 'male', label: 'Male' },
        { value: 'female', label: 'Female' },
      ],
    },
    role: {
      widget: 'select',
      options: STAFF_ROLE_OPTIONS,
      help: 'Changing the role replaces the permissions with the role’s preset; fine-tune them afterwards.',
    },
    alamat: { widget: 'textarea' },
    npwp: { widget: 'text', placeholder: '12.345.678.9-012.345', help: 'Tax number, 15 or 16 digits.' },
    instagram: { widget: 'url', placeholder: 'https://instagram.com/…' },
    linkedin: { widget: 'url', placeholder: 'https://linkedin.com/in/…' },
    twitter: { widget: 'url', placeholder: 'https://x.com/…' },
    link_others: { widget: 'url', placeholder: 'https://' },
    short_bio: { widget: 'textarea' },
    status: { label: 'Status', widget: 'select', options: STAFF_STATUS_OPTIONS, readOnly: true },
    last_login: { label: 'Last sign-in', widget: 'datetime', readOnly: true },
    thumbnail: {
      label: 'Photo',
      widget: 'image',
      readOnly: true,
      image: { maxBytes: 2 * 1024 * 1024, hint: 'Each staff member sets their own photo in My Account.' },
    },
  },
  titleField: 'fullname',
  list: {
    columns: [
      { field: 'fullname', format: 'text' },
      { field: 'email', format: 'text' },
      { field: 'phone', format: 'text', width: 170 },
      { field: 'role', format: 'badge', width: 120 },
      { field: 'status', format: 'badge', width: 120 },
      { field: 'last_login', format: 'datetime', width: 190 },
    ],
    search: ['fullname', 'email', 'phone'],
    searchPlaceholder: 'Search name, email or phone',
    filters: [
      { field: 'role', type: 'select' },
      { field: 'status', type: 'select' },
    ],
    sort: ['fullname', 'email', 'role', 'status', 'last_login', 'created_at', 'updated_at'],
    defaultSort: { field: 'fullname', desc: false },
  },
  form: {
    sections: [
      { title: 'Account', fields: ['fullname', 'email', 'role'], columns: 1 },
      { title: 'Contact', fields: ['phone', 'gender', 'npwp', 'alamat'], columns: 2 },
      { title: 'Profile', fields: ['short_bio', 'instagram', 'linkedin', 'twitter', 'link_others'], columns: 2 },
    ],
  },
  sample: { fullname: 'Dewi Lestari', email: 'dewi@perusahaan.test', role: 'writter' },
  screens: {
    group: 'internal-user',
    list: { route: 'User', path: '/internal-user', title: 'Internal users' },
    create: { route: 'UserEditorNew', path: '/internal-user/new', title: 'New internal user' },
    edit: { route: 'UserEditorExisting', path: '/internal-user/editor/existing/:id', title: 'Edit internal user' },
    menu: { label: 'Internal User' },
  },
  hooks: ['beforeChange', 'afterChange', 'beforeDelete', 'afterRead'],
  // New staff are invited (a call of its own); removals, one or many, pass the staff rules record by record.
  calls: ['list', 'detail', 'history', 'export', 'counts', 'update', 'delete', 'restore', 'bulkDelete', 'bulkRestore'],
});
