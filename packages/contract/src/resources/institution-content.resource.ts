import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { MAX_ID } from './resource.ts';
import { fields as f } from './resource-fields.ts';
import { algoContentFilters, algoContentInputs, algoContentMeta, tagsMeta } from './algo-content-fields.ts';

export const REPORT_TYPES = ['COMPANY', 'SECTOR', 'MACRO', 'DAILY'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The largest PDF a report may carry. */
export const REPORT_PDF_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Institution content (INSTITUTIONCONTENT): research reports by a broker, filed by staff and
 * published through the editorial workflow like Exclusive research. The PDF is the broker's own
 * document, checked to be a PDF by its bytes when uploaded.
 */
export const institutionContentSchema = z.strictObject({
  institution_id: f.labelled(
    'Institution',
    z
      .number({ error: 'Institution is required: choose one' })
      .int('Institution must be an institution id')
      .positive('Institution must be an institution id')
      .max(MAX_ID, 'Institution must be an institution id'),
  ),
  title: f.text('Title', { max: 200, min: 5 }),
  slug: f.slug('Slug'),
  report_type: f.select('Report type', REPORT_TYPES),
  summary: f.text('Summary', { max: 600 }),
  body: f.richText('Body', { max: 400_000 }),
  pdf: f.optionalDocument('PDF report'),
  ...algoContentInputs,
});

export type InstitutionContentInput = z.input<typeof institutionContentSchema>;

export const institutionContentResource = defineResource({
  name: 'institution-content',
  labels: { singular: 'Institution report', plural: 'Institution content' },
  description: 'Research reports by brokers, reviewed before they are published.',
  module: 'INSTITUTIONCONTENT',
  kind: 'collection',
  schema: institutionContentSchema,
  fields: {
    institution_id: {
      widget: 'number',
      help: 'The broker that published the report.',
      reference: { resource: 'institution', valueField: 'id', labelField: 'name' },
    },
    title: { widget: 'text', placeholder: 'e.g. BBRI: Pertumbuhan Kredit Mikro Tetap Solid' },
    slug: { widget: 'slug', help: 'Part of the public link; published reports keep their link.' },
    report_type: {
      widget: 'select',
      options: [
        { value: 'COMPANY', label: 'Company' },
        { value: 'SECTOR', label: 'Sector' },
        { value: 'MACRO', label: 'Macro' },
        { value: 'DAILY', label: 'Daily' },
      ],
    },
    summary: { widget: 'textarea', help: 'The key takeaway, shown above the report.' },
    body: { widget: 'richtext', help: 'The report’s text as readers see it on the site.' },
    pdf: {
      widget: 'document',
      help: 'The broker’s original report, downloadable by readers.',
      document: { maxBytes: REPORT_PDF_MAX_BYTES, hint: 'A PDF file, at most 20 MB' },
    },
    ...algoContentMeta,
    tags: tagsMeta('RESEARCH'),
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'title', format: 'text' },
      { field: 'institution_id', format: 'number', width: 170 },
      { field: 'report_type', label: 'Type', format: 'badge', width: 100 },
      { field: 'status', format: 'badge', width: 130 },
      { field: 'tickers', format: 'tags', width: 130 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 130 },
    ],
    search: ['title', 'summary', 'body'],
    searchPlaceholder: 'Search title, summary or body',
    filters: [
      algoContentFilters[0],
      {
        field: 'institution_id',
        type: 'reference',
        label: 'Institution',
        reference: { resource: 'institution', valueField: 'id', labelField: 'name' },
      },
      { field: 'report_type', type: 'select', label: 'Report type' },
      ...algoContentFilters.slice(1),
    ],
    sort: ['created_at', 'updated_at', 'published_at', 'title'],
    defaultSort: { field: 'updated_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Report', fields: ['institution_id', 'title', 'slug', 'report_type', 'category_id'] },
      { title: 'Summary and body', fields: ['summary', 'body'] },
      { title: 'Files', fields: ['pdf', 'thumbnail'], columns: 2 },
      { title: 'Links', fields: ['tags', 'tickers'], columns: 1 },
    ],
  },
  slug: { field: 'slug', from: 'title' },
  sample: {
    institution_id: 1,
    title: 'Riset sektor perbankan',
    report_type: 'SECTOR',
    summary: 'Prospek kredit membaik.',
    body: '<p>Isi laporan</p>',
  },
  screens: {
    group: 'institution-content',
    list: { route: 'InstitutionContent', path: '/institution-content', title: 'Institution content' },
    create: { route: 'InstitutionContentEditorNew', path: '/institution-content/new', title: 'New institution content' },
    edit: {
      route: 'InstitutionContentEditorExisting',
      path: '/institution-content/editor/existing/:id',
      title: 'Edit institution content',
    },
    menu: { label: 'Content', section: 'institution' },
  },
  workflow: { module: 'INSTITUTIONCONTENT', author: 'writter_id' },
  desk: { label: 'Institution', author: { field: 'writter_id', people: 'staff' } },
  preview: {
    wall: 'INSTITUTION',
    // A broker's report: the summary is free, the body paid; no plans are listed per report.
    parts: { title: 'title', summaries: ['summary'], paid: 'body' },
  },
  hooks: ['beforeChange'],
});
