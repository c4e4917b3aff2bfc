import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

export const LEGAL_DOCUMENT_TYPES = ['TERMS_OF_SERVICE', 'PRIVACY_POLICY', 'DISCLAIMER', 'RISK_DISCLOSURE'] as const;

/** Legal documents (LEGALINFORMATION): each edit publishes a new version of its document type. */
export const legalInformationSchema = z.strictObject({
  document_type: f.select('Document', LEGAL_DOCUMENT_TYPES),
  title: f.text('Title', { max: 150 }),
  content: f.richText('Content', { max: 200_000 }),
  effective_from: f.dateTime('Effective from'),
  change_note: f.optionalText('What changed', { max: 300 }),
});

export const legalInformationResource = defineResource({
  name: 'legal-information',
  labels: { singular: 'Legal document', plural: 'Legal documents' },
  description: 'Terms, privacy policy, disclaimer and risk disclosure. Saving publishes a new version.',
  module: 'LEGALINFORMATION',
  kind: 'versioned',
  schema: legalInformationSchema,
  fields: {
    document_type: {
      widget: 'select',
      help: 'Publishing under a document adds its next version.',
      options: [
        { value: 'TERMS_OF_SERVICE', label: 'Terms of service' },
        { value: 'PRIVACY_POLICY', label: 'Privacy policy' },
        { value: 'DISCLAIMER', label: 'Disclaimer' },
        { value: 'RISK_DISCLOSURE', label: 'Risk disclosure' },
      ],
    },
    title: { widget: 'text' },
    content: { widget: 'richtext' },
    effective_from: { widget: 'datetime', perVersion: true },
    change_note: { widget: 'text', help: 'A short note for the version history.', perVersion: true },
    version_number: { label: 'Version', widget: 'number', readOnly: true },
    is_current: { label: 'Current', widget: 'boolean', readOnly: true },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'document_type', label: 'Document', format: 'badge', width: 180 },
      { field: 'title', format: 'text' },
      { field: 'version_number', label: 'Version', format: 'number', width: 100 },
      { field: 'is_current', format: 'boolean', width: 100 },
      { field: 'effective_from', format: 'datetime', width: 180 },
    ],
    search: ['title', 'change_note'],
    searchPlaceholder: 'Search titles and change notes',
    filters: [
      { field: 'document_type', type: 'select' },
      { field: 'is_current', type: 'boolean', label: 'Current' },
    ],
    sort: ['document_type', 'title', 'version_number', 'effective_from', 'created_at', 'updated_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Document', fields: ['document_type', 'title', 'effective_from', 'change_note'] },
      { title: 'Content', fields: ['content'] },
    ],
  },
  versioned: { streamField: 'document_type', numberField: 'version_number', currentField: 'is_current' },
  sample: { document_type: 'DISCLAIMER', title: 'Penafian', content: '<p>Isi</p>', effective_from: '2026-11-01T00:00:00Z' },
  screens: {
    group: 'legal',
    list: { route: 'LegalInformation', path: '/tool/legal-view/information', title: 'Legal information' },
    edit: { route: 'LegalInformationEditor', path: '/tool/legal-view/information/editor', title: 'Edit legal information' },
  },
});
