import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { campaignInputs, campaignMeta, checkAudience } from './campaign-fields.ts';

/**
 * Newsletter editions (NEWSLETTER): a subject, a preheader and a body followed by blocks of
 * chosen Exclusive research and Insight items, sent by email to the clients who opted in. Sent by
 * the delivery module, like research blasts.
 */
export const newsletterSchema = z
  .strictObject({
    subject: f.text('Subject', { max: 150, min: 3 }),
    preheader: f.optionalText('Preheader', { max: 150 }),
    body: f.richText('Body', { max: 100_000 }),
    research_ids: f.references('Exclusive research', { maxItems: 12 }),
    news_ids: f.references('Insight', { maxItems: 12 }),
    ...campaignInputs,
  })
  .superRefine(checkAudience);

export type NewsletterInput = z.input<typeof newsletterSchema>;

export const newsletterResource = defineResource({
  name: 'newsletter',
  labels: { singular: 'Newsletter edition', plural: 'Newsletter editions' },
  description: 'Editions of the newsletter, sent by email to the clients who opted in.',
  module: 'NEWSLETTER',
  kind: 'collection',
  schema: newsletterSchema,
  fields: {
    subject: { widget: 'text', placeholder: 'e.g. Weekly Research Digest: 23 November' },
    preheader: { widget: 'text', help: 'The line inboxes show after the subject.' },
    body: { widget: 'richtext', help: 'The editorial; the chosen research and Insight follow it.' },
    research_ids: {
      widget: 'multiselect',
      help: 'Each becomes a block with its title, summary and link.',
      reference: { resource: 'algo-research', valueField: 'id', labelField: 'title' },
    },
    news_ids: {
      widget: 'multiselect',
      help: 'Each becomes a block with its title, summary and link.',
      reference: { resource: 'algo-news', valueField: 'id', labelField: 'title' },
    },
    ...campaignMeta,
    audience: {
      ...campaignMeta.audience,
      options: [
        { value: 'ALL', label: 'Every subscriber' },
        { value: 'PLANS', label: 'Subscribers with chosen plans' },
      ],
      help: 'Only clients who opted in; unsubscribed and suspended clients are never included.',
    },
  },
  titleField: 'subject',
  list: {
    columns: [
      { field: 'subject', format: 'text' },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'recipient_count', format: 'number', width: 120 },
      { field: 'sent_count', format: 'number', width: 100 },
      { field: 'failed_count', format: 'number', width: 100 },
      { field: 'scheduled_at', format: 'datetime', width: 170 },
      { field: 'sent_at', format: 'datetime', width: 170 },
    ],
    search: ['subject', 'preheader'],
    searchPlaceholder: 'Search subjects',
    filters: [
      { field: 'status', type: 'select' },
      { field: 'sent_at', type: 'date-range', label: 'Sent' },
    ],
    sort: ['created_at', 'updated_at', 'scheduled_at', 'sent_at', 'subject'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Edition', fields: ['subject', 'preheader', 'body'] },
      { title: 'Featured', fields: ['research_ids', 'news_ids'], columns: 1 },
      { title: 'Audience', fields: ['audience', 'plans', 'verified_only', 'scheduled_at'], columns: 1 },
      {
        title: 'Delivery',
        fields: ['status', 'recipient_count', 'sent_count', 'failed_count', 'sent_at', 'sent_by'],
        columns: 2,
      },
    ],
  },
  sample: { subject: 'Weekly Research Digest', body: '<p>Edisi pertama</p>' },
  screens: {
    group: 'newsletter',
    list: { route: 'Newsletter', path: '/newsletter', title: 'Newsletter' },
    create: { route: 'NewsletterEditorUpdate', path: '/newsletter/update', title: 'Compose newsletter' },
    edit: { route: 'NewsletterDetailExisting', path: '/newsletter/detail/existing/:id', title: 'Newsletter edition' },
    menu: { label: 'Newsletter', section: 'tools' },
  },
  hooks: ['beforeChange', 'beforeDelete'],
});
