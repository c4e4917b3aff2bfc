import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { CONTRIBUTOR_STATUS_OPTIONS, contributorFields as cf } from './contributor-fields.ts';

/**
 * Contributors (CONTENTCONTRIBUTOR): outside authors who publish in Circle. A suspended or deleted
 * contributor can no longer submit through the public call; what was published stays published.
 */
export const contributorSchema = z.strictObject({
  fullname: f.text('Full name', { max: 120 }),
  email: cf.email(),
  phone: cf.phone(),
  thumbnail: f.optionalImage('Photo'),
  short_bio: f.optionalText('Short bio', { max: 1000 }),
  instagram: f.optionalUrl('Instagram'),
  linkedin: f.optionalUrl('LinkedIn'),
  twitter: f.optionalUrl('X (Twitter)'),
  link_others: f.optionalUrl('Other link'),
  is_verified: f.boolean('Verified badge'),
  status: cf.status(),
});

export const contributorResource = defineResource({
  name: 'contributor',
  labels: { singular: 'Contributor', plural: 'Contributors' },
  description: 'Outside authors and communities who publish research in Circle.',
  module: 'CONTENTCONTRIBUTOR',
  kind: 'collection',
  schema: contributorSchema,
  fields: {
    fullname: { widget: 'text', placeholder: 'e.g. Komunitas Saham Nusantara' },
    email: {
      widget: 'text',
      unique: true,
      placeholder: 'redaksi@contoh.co.id',
      help: 'Where reviews and notes are sent.',
    },
    phone: { widget: 'text', placeholder: '+62 812 3456 7890' },
    thumbnail: {
      widget: 'image',
      image: { maxBytes: 1024 * 1024, hint: 'Square PNG, JPEG or WebP, at most 1 MB' },
      help: 'Shown beside the author name on every article.',
    },
    short_bio: { widget: 'textarea', help: 'Two or three sentences readers see on the author page.' },
    instagram: { widget: 'url', placeholder: 'https://instagram.com/…' },
    linkedin: { widget: 'url', placeholder: 'https://linkedin.com/in/…' },
    twitter: { widget: 'url', placeholder: 'https://x.com/…' },
    link_others: { widget: 'url', placeholder: 'https://…' },
    is_verified: { widget: 'boolean', help: 'A checked identity: readers see a badge beside the name.' },
    status: {
      widget: 'select',
      options: CONTRIBUTOR_STATUS_OPTIONS,
      help: 'Suspended contributors cannot submit; their published articles stay online.',
    },
  },
  titleField: 'fullname',
  list: {
    columns: [
      { field: 'fullname', format: 'text' },
      { field: 'email', format: 'text' },
      { field: 'is_verified', label: 'Verified', format: 'boolean', width: 100 },
      { field: 'status', format: 'badge', width: 120 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['fullname', 'email', 'phone'],
    searchPlaceholder: 'Search name, email or phone',
    filters: [
      { field: 'status', type: 'select' },
      { field: 'is_verified', type: 'boolean', label: 'Verified' },
    ],
    sort: ['fullname', 'email', 'created_at', 'updated_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Contributor', fields: ['fullname', 'email', 'phone', 'thumbnail', 'short_bio'] },
      { title: 'Links', fields: ['instagram', 'linkedin', 'twitter', 'link_others'], columns: 2 },
      { title: 'Standing', fields: ['is_verified', 'status'], columns: 2 },
    ],
  },
  sample: { fullname: 'Forum Investor', email: 'redaksi@forum.test' },
  screens: {
    group: 'circle-contributor',
    list: { route: 'Contributor', path: '/contributor', title: 'Contributors' },
    create: { route: 'ContributorEditorNew', path: '/contributor/new', title: 'New contributor' },
    edit: { route: 'ContributorEditorExisting', path: '/contributor/editor/existing/:id', title: 'Edit contributor' },
    menu: { label: 'Contributor', section: 'circle' },
  },
});
