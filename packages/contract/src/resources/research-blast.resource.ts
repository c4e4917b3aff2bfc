import { z } from 'zod';
import { CAMPAIGN_CHANNELS } from '../deliveries.ts';
import { defineResource } from './define-resource.ts';
import { MAX_ID } from './resource.ts';
import { fields as f } from './resource-fields.ts';
import { campaignInputs, campaignMeta, checkAudience } from './campaign-fields.ts';

/**
 * Research blasts (ALGORESEARCHBLAST): a broadcast about an Exclusive research to a chosen
 * audience, by email or in the app. Written as a DRAFT, sent by someone other than its author
 * (`POST /api/research-blast/send/{id}`), delivered by the delivery module.
 */
export const researchBlastSchema = z
  .strictObject({
    title: f.text('Title', { max: 150, min: 3 }),
    message: f.richText('Message', { max: 50_000 }),
    research_id: f.integer('Research', { min: 1, max: MAX_ID }).nullable().default(null),
    channel: f.select('Channel', CAMPAIGN_CHANNELS).default('EMAIL'),
    ...campaignInputs,
  })
  .superRefine(checkAudience);

export type ResearchBlastInput = z.input<typeof researchBlastSchema>;

export const researchBlastResource = defineResource({
  name: 'research-blast',
  labels: { singular: 'Research blast', plural: 'Research blasts' },
  description: 'Announcements of Exclusive research to a chosen audience, by email or in the app.',
  module: 'ALGORESEARCHBLAST',
  kind: 'collection',
  schema: researchBlastSchema,
  fields: {
    title: { widget: 'text', help: 'The email’s subject and the notification’s heading.' },
    message: { widget: 'richtext', help: 'The research’s title, summary and link follow it.' },
    research_id: {
      widget: 'number',
      help: 'The Exclusive research this announces (optional).',
      reference: { resource: 'algo-research', valueField: 'id', labelField: 'title' },
    },
    channel: {
      widget: 'select',
      options: [
        { value: 'EMAIL', label: 'Email' },
        { value: 'IN_APP', label: 'In the app' },
      ],
    },
    ...campaignMeta,
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'channel', format: 'badge', width: 120 },
      { field: 'recipient_count', format: 'number', width: 120 },
      { field: 'sent_count', format: 'number', width: 100 },
      { field: 'failed_count', format: 'number', width: 100 },
      { field: 'scheduled_at', format: 'datetime', width: 170 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['title'],
    searchPlaceholder: 'Search titles',
    filters: [
      { field: 'status', type: 'select' },
      { field: 'channel', type: 'select' },
      { field: 'scheduled_at', type: 'date-range', label: 'Send at' },
    ],
    sort: ['created_at', 'updated_at', 'scheduled_at', 'title', 'sent_count'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Blast', fields: ['title', 'research_id', 'message'] },
      { title: 'Audience', fields: ['audience', 'plans', 'verified_only'], columns: 1 },
      { title: 'Sending', fields: ['channel', 'scheduled_at'], columns: 2 },
      {
        title: 'Delivery',
        fields: ['status', 'recipient_count', 'sent_count', 'failed_count', 'sent_at', 'sent_by'],
        columns: 2,
      },
    ],
  },
  sample: { title: 'Riset baru', message: '<p>Pengumuman</p>', channel: 'EMAIL', audience: 'ALL' },
  screens: {
    group: 'exclusive-blast',
    list: { route: 'ResearchBlast', path: '/research-blast', title: 'Research blast' },
    create: { route: 'ResearchBlastNew', path: '/research-blast/new', title: 'New research blast' },
    edit: { route: 'ResearchBlastEditorExisting', path: '/research-blast/editor/existing/:id', title: 'Edit research blast' },
    menu: { label: 'Research Blast', section: 'exclusive' },
  },
  hooks: ['beforeChange', 'beforeDelete'],
});
