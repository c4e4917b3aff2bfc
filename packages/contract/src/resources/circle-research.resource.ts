import { z } from 'zod';
import { CONTENT_STATUS_OPTIONS } from '../workflow.ts';
import { defineResource } from './define-resource.ts';
import { MAX_ID } from './resource.ts';
import { fields as f } from './resource-fields.ts';

/** What kind of research a Circle article is (DOMAIN.md leaves it open; see docs/decisions/009). */
export const CIRCLE_CONTENT_TYPES = ['COMPANY', 'SECTOR', 'MACRO', 'TECHNICAL', 'EDUCATION'] as const;
export type CircleContentType = (typeof CIRCLE_CONTENT_TYPES)[number];

export const CIRCLE_CONTENT_TYPE_OPTIONS = [
  { value: 'COMPANY', label: 'Company' },
  { value: 'SECTOR', label: 'Sector' },
  { value: 'MACRO', label: 'Macro' },
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'EDUCATION', label: 'Education' },
] as const;

/**
 * The fields of a Circle article that its author writes and staff may fix before responding
 * (section 3 names them). Status, author, reviewer and dates are kept by the workflow.
 */
export const circleResearchSchema = z.strictObject({
  article_title: f.text('Title', { max: 200, min: 5 }),
  article_slug: f.slug('Slug'),
  article_category_id: f.labelled(
    'Category',
    z
      .number({ error: 'Category is required: choose one' })
      .int('Category must be a category id')
      .positive('Category must be a category id')
      .max(MAX_ID, 'Category must be a category id'),
  ),
  content_type: f.select('Content type', CIRCLE_CONTENT_TYPES),
  thumbnail: f.optionalUrl('Thumbnail'),
  first_summary: f.text('First summary', { max: 300 }),
  second_summary: f.optionalText('Second summary', { max: 300 }),
  third_summary: f.optionalText('Third summary', { max: 300 }),
  short_description: f.text('Short description', { max: 600 }),
  first_content: f.richText('Free content', { max: 200_000 }),
  second_content: f.optionalText('Walled content', { max: 200_000 }),
});

export type CircleResearchInput = z.input<typeof circleResearchSchema>;

export const circleResearchResource = defineResource({
  name: 'circle-research',
  labels: { singular: 'Circle article', plural: 'Circle articles' },
  description: 'Community research written by contributors and moderated by staff.',
  module: 'COMMUNITYRESEARCH',
  kind: 'collection',
  schema: circleResearchSchema,
  fields: {
    article_title: { widget: 'text', placeholder: 'e.g. TLKM: Monetisasi Data Center Mulai Terlihat' },
    article_slug: { widget: 'slug', help: 'Part of the public link; published articles keep theirs.' },
    article_category_id: {
      widget: 'number',
      help: 'Where readers find the article.',
      reference: { resource: 'category', valueField: 'id', labelField: 'article_category_name' },
    },
    content_type: { widget: 'select', options: CIRCLE_CONTENT_TYPE_OPTIONS },
    thumbnail: { widget: 'url', help: 'A link to the cover image on the author’s site.' },
    first_summary: { widget: 'textarea', help: 'The key takeaway, shown above the article.' },
    second_summary: { widget: 'textarea' },
    third_summary: { widget: 'textarea' },
    short_description: { widget: 'textarea', help: 'The teaser under the title in lists.' },
    first_content: { widget: 'richtext', help: 'The part everyone can read.' },
    second_content: { widget: 'richtext', help: 'The part behind the account wall.' },
    status: { label: 'Status', widget: 'select', readOnly: true, options: CONTENT_STATUS_OPTIONS },
    writter_id: {
      label: 'Contributor',
      widget: 'number',
      readOnly: true,
      reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
      embed: 'writter',
    },
    sub_account_id: { label: 'Sub-account', widget: 'number', readOnly: true },
    auditor_id: {
      label: 'Reviewed by',
      widget: 'number',
      readOnly: true,
      reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
      embed: 'auditor',
    },
    published_at: { label: 'Published', widget: 'datetime', readOnly: true },
    scheduled_at: { label: 'Scheduled for', widget: 'datetime', readOnly: true },
    du: { label: 'Reading time (min)', widget: 'number', readOnly: true },
    request_count: { label: 'Review requests', widget: 'number', readOnly: true },
    response_note: { label: 'Last response note', widget: 'textarea', readOnly: true },
  },
  titleField: 'article_title',
  list: {
    columns: [
      { field: 'article_title', format: 'text' },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'content_type', format: 'badge', width: 120 },
      { field: 'request_count', label: 'Requests', format: 'number', width: 100 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['article_title', 'short_description', 'first_summary', 'second_summary', 'third_summary'],
    searchPlaceholder: 'Search title, summaries or description',
    filters: [
      { field: 'status', type: 'select' },
      {
        field: 'writter_id',
        type: 'reference',
        label: 'Contributor',
        reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
      },
    ],
    sort: ['created_at', 'updated_at', 'published_at', 'article_title'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Article', fields: ['article_title', 'article_slug', 'article_category_id', 'content_type', 'thumbnail'] },
      { title: 'Summaries', fields: ['first_summary', 'second_summary', 'third_summary', 'short_description'] },
      { title: 'Content', fields: ['first_content', 'second_content'] },
    ],
  },
  slug: { field: 'article_slug', from: 'article_title' },
  sample: {
    article_title: 'Analisis BBRI kuartal ketiga',
    article_category_id: 1,
    content_type: 'COMPANY',
    first_summary: 'Laba naik.',
    short_description: 'Ringkasan analisis.',
    first_content: '<p>Isi analisis</p>',
  },
  screens: {
    group: 'circle-content',
    list: { route: 'CommunityResearchContent', path: '/circle-research-content/landing', title: 'Circle content' },
    edit: {
      route: 'CommunityResearchEditorExisting',
      path: '/circle-research-content/editor/existing/:id',
      title: 'Review Circle content',
    },
    menu: { label: 'Content', section: 'circle' },
  },
  // Created by contributors (the public call); deleted and restored through the specification's paths.
  calls: ['list', 'detail', 'history', 'update', 'counts', 'workflow', 'workflowBulk'],
  // Contributors submit through the public call; staff answer (and may edit before answering).
  workflow: { module: 'COMMUNITYRESEARCH', actions: ['approve', 'request_revision', 'reject'], liveAlso: ['du'] },
  desk: { label: 'Circle', author: { field: 'writter_id', people: 'contributor' } },
  preview: {
    wall: 'CIRCLE',
    parts: {
      title: 'article_title',
      summaries: ['first_summary', 'second_summary', 'third_summary'],
      shortDescription: 'short_description',
      free: 'first_content',
      paid: 'second_content',
    },
  },
  hooks: ['beforeChange', 'afterChange'],
});
