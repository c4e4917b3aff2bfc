import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { MAX_ID } from './resource.ts';
import { fields as f } from './resource-fields.ts';
import { CONTRIBUTOR_STATUS_OPTIONS, contributorFields as cf } from './contributor-fields.ts';

/**
 * Sub-account contributors: people who write under one contributor (an organisation or a
 * community). The parent is fixed at creation; a suspended sub-account cannot submit.
 */
export const subAccountSchema = z.strictObject({
  contributor_id: f.labelled(
    'Contributor',
    z
      .number({ error: 'Contributor is required' })
      .int('Contributor must be a contributor id')
      .positive('Contributor must be a contributor id')
      .max(MAX_ID, 'Contributor must be a contributor id'),
  ),
  fullname: f.text('Full name', { max: 120 }),
  email: cf.email(),
  phone: cf.phone(),
  thumbnail: f.optionalImage('Photo'),
  short_bio: f.optionalText('Short bio', { max: 1000 }),
  status: cf.status(),
});

export const subAccountResource = defineResource({
  name: 'sub-account-contributor',
  labels: { singular: 'Sub-account', plural: 'Sub-accounts' },
  description: 'Writers who publish under a contributor.',
  module: 'CONTENTCONTRIBUTOR',
  kind: 'collection',
  schema: subAccountSchema,
  fields: {
    contributor_id: {
      widget: 'number',
      help: 'The contributor this writer publishes under; it cannot change later.',
      reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
    },
    fullname: { widget: 'text', placeholder: 'e.g. Rina Kusumawati' },
    email: { widget: 'text', unique: true, placeholder: 'rina@contoh.co.id' },
    phone: { widget: 'text', placeholder: '+62 812 3456 7890' },
    thumbnail: {
      widget: 'image',
      image: { maxBytes: 1024 * 1024, hint: 'Square PNG, JPEG or WebP, at most 1 MB' },
    },
    short_bio: { widget: 'textarea' },
    status: {
      widget: 'select',
      options: CONTRIBUTOR_STATUS_OPTIONS,
      help: 'Suspended writers cannot submit; their published articles stay online.',
    },
  },
  titleField: 'fullname',
  list: {
    columns: [
      { field: 'fullname', format: 'text' },
      { field: 'email', format: 'text' },
      { field: 'status', format: 'badge', width: 120 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['fullname', 'email'],
    searchPlaceholder: 'Search name or email',
    filters: [
      { field: 'status', type: 'select' },
      {
        field: 'contributor_id',
        type: 'reference',
        reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
      },
    ],
    sort: ['fullname', 'created_at', 'updated_at'],
    defaultSort: { field: 'fullname', desc: false },
  },
  form: {
    sections: [
      { title: 'Sub-account', fields: ['contributor_id', 'fullname', 'email', 'phone', 'thumbnail', 'short_bio'] },
      { title: 'Standing', fields: ['status'] },
    ],
  },
  parent: { field: 'contributor_id', screen: 'ContributorEditorExisting' },
  sample: { contributor_id: 1, fullname: 'Analis Komunitas', email: 'analis@komunitas.test' },
  screens: {
    group: 'circle-contributor',
    list: 'Contributor',
    create: {
      route: 'SubAccountContributorEditorNew',
      path: '/contributor/editor/existing/sub-account/new/:id',
      title: 'New sub-account contributor',
    },
    edit: {
      route: 'SubAccountContributorEditorExisting',
      path: '/contributor/editor/existing/sub-account/existing/:id',
      title: 'Edit sub-account contributor',
    },
  },
  hooks: ['beforeChange'],
});
