import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { algoContentFilters, algoContentInputs, algoContentMeta, tagsMeta } from './algo-content-fields.ts';

/** A subscription plan's code (subscription.resource.ts). */
const PLAN_CODE = /^[A-Z0-9_]{2,30}$/;

/**
 * Exclusive research (ALGORESEARCH): the platform's paid research, written by staff and published
 * through the editorial workflow. The summaries and short description are the free part; the body
 * is for readers whose plan is among `plans` (none listed: any signed-in reader; DOMAIN.md, Preview
 * by entitlement).
 */
export const algoResearchSchema = z.strictObject({
  title: f.text('Title', { max: 200, min: 5 }),
  slug: f.slug('Slug'),
  ...algoContentInputs,
  first_summary: f.text('First summary', { max: 300 }),
  second_summary: f.optionalText('Second summary', { max: 300 }),
  third_summary: f.optionalText('Third summary', { max: 300 }),
  short_description: f.text('Short description', { max: 600 }),
  body: f.richText('Body', { max: 400_000 }),
  plans: f.codes('Required plans', { maxItems: 20, pattern: PLAN_CODE, hint: 'a plan code such as PRO_30' }),
});

export type AlgoResearchInput = z.input<typeof algoResearchSchema>;

export const algoResearchResource = defineResource({
  name: 'algo-research',
  labels: { singular: 'Exclusive research', plural: 'Exclusive research' },
  description: 'Paid research by the platform’s analysts, reviewed before it is published.',
  module: 'ALGORESEARCH',
  kind: 'collection',
  schema: algoResearchSchema,
  fields: {
    title: { widget: 'text', placeholder: 'e.g. BBCA: Kualitas Aset Tetap Terjaga' },
    slug: { widget: 'slug', help: 'Part of the public link; published research keeps its link.' },
    ...algoContentMeta,
    tags: tagsMeta('RESEARCH'),
    first_summary: { widget: 'textarea', help: 'The key takeaway, free for every reader.' },
    second_summary: { widget: 'textarea' },
    third_summary: { widget: 'textarea' },
    short_description: { widget: 'textarea', help: 'The teaser under the title in lists.' },
    body: { widget: 'richtext', help: 'The full research, for readers whose plan unlocks it.' },
    plans: {
      widget: 'multiselect',
      help: 'Plans whose subscribers read the body. None: free for every signed-in reader.',
      reference: { resource: 'subscription', valueField: 'code', labelField: 'name' },
    },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'tickers', format: 'tags', width: 150 },
      { field: 'writter_id', format: 'number', width: 150 },
      { field: 'published_at', format: 'datetime', width: 170 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 170 },
    ],
    search: ['title', 'first_summary', 'second_summary', 'third_summary', 'short_description', 'body'],
    searchPlaceholder: 'Search title, summaries or body',
    filters: [
      ...algoContentFilters,
      {
        field: 'plans',
        type: 'reference',
        label: 'Plan',
        reference: { resource: 'subscription', valueField: 'code', labelField: 'name', noneLabel: 'Free (no plan)' },
      },
    ],
    sort: ['created_at', 'updated_at', 'published_at', 'title'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Research', fields: ['title', 'slug', 'category_id', 'thumbnail'] },
      {
        title: 'Summaries',
        description: 'Free for every reader.',
        fields: ['first_summary', 'second_summary', 'third_summary', 'short_description'],
      },
      { title: 'Body', fields: ['body'] },
      { title: 'Audience and links', fields: ['plans', 'tags', 'tickers'], columns: 1 },
    ],
  },
  slug: { field: 'slug', from: 'title' },
  sample: {
    title: 'Riset eksklusif BBCA',
    first_summary: 'Kualitas aset terjaga.',
    short_description: 'Ringkasan riset perbankan.',
    body: '<p>Isi riset</p>',
    tickers: ['BBCA'],
  },
  screens: {
    group: 'exclusive-content',
    list: { route: 'AlgoResearch', path: '/algo-research', title: 'Exclusive content' },
    create: { route: 'AlgoResearchEditorNew', path: '/algo-research/new', title: 'New exclusive content' },
    edit: { route: 'AlgoResearchEditorExisting', path: '/algo-research/editor/existing/:id', title: 'Edit exclusive content' },
    menu: { label: 'Content', section: 'exclusive' },
  },
  workflow: { module: 'ALGORESEARCH', author: 'writter_id' },
  desk: { label: 'Exclusive research', author: { field: 'writter_id', people: 'staff' } },
  preview: {
    wall: 'ALGORESEARCH',
    parts: {
      title: 'title',
      summaries: ['first_summary', 'second_summary', 'third_summary'],
      shortDescription: 'short_description',
      paid: 'body',
      plans: 'plans',
    },
  },
  hooks: ['beforeChange'],
});
