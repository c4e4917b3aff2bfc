import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { algoContentFilters, algoContentInputs, algoContentMeta, tagsMeta } from './algo-content-fields.ts';

/**
 * Insight (ALGONEWS): market news written by staff and published through the editorial workflow.
 * A breaking item is marked in lists and on the public site.
 */
export const algoNewsSchema = z.strictObject({
  title: f.text('Title', { max: 200, min: 5 }),
  slug: f.slug('Slug'),
  ...algoContentInputs,
  summary: f.text('Summary', { max: 600 }),
  body: f.richText('Body', { max: 400_000 }),
  source_name: f.optionalText('Source', { max: 120 }),
  source_url: f.optionalUrl('Source link'),
  is_breaking: f.boolean('Breaking news'),
});

export type AlgoNewsInput = z.input<typeof algoNewsSchema>;

export const algoNewsResource = defineResource({
  name: 'algo-news',
  labels: { singular: 'Insight item', plural: 'Insight' },
  description: 'Market news by the platform’s desk, reviewed before it is published.',
  module: 'ALGONEWS',
  kind: 'collection',
  schema: algoNewsSchema,
  fields: {
    title: { widget: 'text', placeholder: 'e.g. IHSG Ditutup Menguat Didorong Saham Perbankan' },
    slug: { widget: 'slug', help: 'Part of the public link; published news keeps its link.' },
    ...algoContentMeta,
    tags: tagsMeta('NEWS'),
    summary: { widget: 'textarea', help: 'Free for every reader; shown in lists and shares.' },
    body: { widget: 'richtext' },
    source_name: { widget: 'text', placeholder: 'e.g. Bursa Efek Indonesia' },
    source_url: { widget: 'url' },
    is_breaking: { widget: 'boolean', help: 'Marked as breaking in lists and on the site.' },
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
    search: ['title', 'summary', 'body'],
    searchPlaceholder: 'Search title, summary or body',
    filters: [...algoContentFilters, { field: 'is_breaking', type: 'boolean', label: 'Breaking' }],
    titleBadges: [{ field: 'is_breaking', label: 'Breaking', color: 'danger' }],
    sort: ['created_at', 'updated_at', 'published_at', 'title'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'News', fields: ['title', 'slug', 'category_id', 'thumbnail', 'is_breaking'] },
      { title: 'Content', fields: ['summary', 'body'] },
      { title: 'Source', fields: ['source_name', 'source_url'], columns: 2 },
      { title: 'Links', fields: ['tags', 'tickers'], columns: 1 },
    ],
  },
  slug: { field: 'slug', from: 'title' },
  sample: { title: 'IHSG menguat 1 persen', summary: 'Saham perbankan memimpin.', body: '<p>Berita pasar</p>' },
  screens: {
    group: 'insight',
    list: { route: 'AlgoNews', path: '/algo-news', title: 'Insight' },
    create: { route: 'AlgoNewsEditorNew', path: '/algo-news/new', title: 'New insight' },
    edit: { route: 'AlgoNewsEditorExisting', path: '/algo-news/editor/existing/:id', title: 'Edit insight' },
    menu: { label: 'Insight' },
  },
  workflow: { module: 'ALGONEWS', author: 'writter_id' },
  desk: { label: 'Insight', author: { field: 'writter_id', people: 'staff' } },
  preview: {
    wall: 'ALGONEWS',
    // News lists no required plans: it is read as requiring none.
    parts: { title: 'title', summaries: ['summary'], paid: 'body' },
  },
  hooks: ['beforeChange'],
});
