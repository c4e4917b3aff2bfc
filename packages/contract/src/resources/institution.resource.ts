import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

/** A broker code of the Indonesia Stock Exchange: two upper-case letters (CC, SQ, YP). */
export const BROKER_CODE_PATTERN = /^[A-Z]{2}$/;

export const INSTITUTION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];

/**
 * Broker data (INSTITUTION): the securities firms whose research and stock picks the platform
 * carries. An inactive institution keeps its published content; new content and stock-pick
 * submissions are refused.
 */
export const institutionSchema = z.strictObject({
  name: f.text('Name', { max: 120, min: 2 }),
  broker_code: f.labelled(
    'Broker code',
    z
      .string({ error: 'Broker code is required' })
      .trim()
      .toUpperCase()
      .refine((v) => BROKER_CODE_PATTERN.test(v), 'Broker code must be two letters, such as CC or SQ'),
  ),
  logo: f.optionalImage('Logo'),
  website: f.optionalUrl('Website'),
  description: f.optionalText('Description', { max: 1000 }),
  status: f.select('Status', INSTITUTION_STATUSES).default('ACTIVE'),
  sort_order: f.integer('Sort order', { min: 0, max: 100_000 }).default(0),
});

export type InstitutionInput = z.input<typeof institutionSchema>;

export const institutionResource = defineResource({
  name: 'institution',
  labels: { singular: 'Institution', plural: 'Institutions' },
  description: 'Securities firms that publish research and stock picks on the platform.',
  module: 'INSTITUTION',
  kind: 'collection',
  schema: institutionSchema,
  fields: {
    name: { widget: 'text', placeholder: 'e.g. Mandiri Sekuritas' },
    broker_code: {
      widget: 'text',
      placeholder: 'CC',
      help: 'The two-letter IDX member code; no two institutions share one.',
      unique: true,
    },
    logo: { widget: 'image', image: { maxBytes: 512 * 1024, hint: 'Square PNG, JPEG or WebP, at most 512 KB' } },
    website: { widget: 'url', placeholder: 'https://…' },
    description: { widget: 'textarea', help: 'Two or three sentences shown on the institution’s page.' },
    status: {
      widget: 'select',
      help: 'Inactive institutions keep their published content but cannot add more.',
      options: [
        { value: 'ACTIVE', label: 'Active', color: 'teal' },
        { value: 'INACTIVE', label: 'Inactive', color: 'gray' },
      ],
    },
    sort_order: { widget: 'number', help: 'Lower numbers come first in the public list.' },
  },
  titleField: 'name',
  list: {
    columns: [
      { field: 'logo', format: 'image', width: 70 },
      { field: 'name', format: 'text' },
      { field: 'broker_code', label: 'Code', format: 'badge', width: 90 },
      { field: 'status', format: 'badge', width: 110 },
      { field: 'sort_order', format: 'number', width: 100 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['name', 'broker_code', 'description'],
    searchPlaceholder: 'Search name, code or description',
    filters: [{ field: 'status', type: 'select' }],
    sort: ['name', 'broker_code', 'sort_order', 'created_at', 'updated_at'],
    defaultSort: { field: 'sort_order', desc: false },
  },
  form: {
    sections: [
      { title: 'Institution', fields: ['name', 'broker_code', 'website', 'description'] },
      { title: 'Display', fields: ['logo', 'status', 'sort_order'], columns: 2 },
    ],
  },
  sample: { name: 'Sekuritas Uji', broker_code: 'AA', website: 'https://sekuritas.test' },
  screens: {
    group: 'institution-broker',
    list: { route: 'Institution', path: '/institution', title: 'Broker data' },
    create: { route: 'InstitutionEditorNew', path: '/institution/new', title: 'New institution' },
    edit: { route: 'InstitutionEditorExisting', path: '/institution/editor/existing/:id', title: 'Edit institution' },
    menu: { label: 'Broker Data', section: 'institution' },
  },
});
