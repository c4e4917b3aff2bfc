import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

/** The disclosure shown under Circle content (CIRCLEDISCLOSURE): versioned; the newest is current. */
export const circleDisclosureSchema = z.strictObject({
  content: f.richText('Disclosure', { max: 100_000 }),
  effective_from: f.dateTime('Effective from'),
  change_note: f.optionalText('What changed', { max: 300 }),
});

export const circleDisclosureResource = defineResource({
  name: 'circle-disclosure',
  labels: { singular: 'Circle disclosure', plural: 'Circle disclosure versions' },
  description: 'Publishing creates the next version; earlier versions stay readable.',
  module: 'CIRCLEDISCLOSURE',
  kind: 'versioned',
  schema: circleDisclosureSchema,
  fields: {
    content: { widget: 'richtext', help: 'Shown under every Circle article.' },
    effective_from: { widget: 'datetime', perVersion: true },
    change_note: { widget: 'text', help: 'A short note for the version history.', perVersion: true },
    version_number: { label: 'Version', widget: 'number', readOnly: true },
    is_current: { label: 'Current', widget: 'boolean', readOnly: true },
  },
  titleField: 'version_number',
  list: {
    columns: [
      { field: 'version_number', label: 'Version', format: 'number', width: 100 },
      { field: 'is_current', format: 'boolean', width: 100 },
      { field: 'effective_from', format: 'datetime', width: 180 },
      { field: 'change_note', format: 'text' },
      { field: 'created_at', label: 'Published', format: 'datetime', width: 180 },
    ],
    search: ['change_note'],
    searchPlaceholder: 'Search change notes',
    filters: [{ field: 'is_current', type: 'boolean', label: 'Current' }],
    sort: ['version_number', 'effective_from', 'created_at'],
    defaultSort: { field: 'version_number', desc: true },
  },
  form: { sections: [{ title: 'New version', fields: ['content', 'effective_from', 'change_note'] }] },
  versioned: { numberField: 'version_number', currentField: 'is_current' },
  sample: { content: '<p>Disclosure</p>', effective_from: '2026-11-01T00:00:00Z' },
  screens: {
    group: 'legal',
    list: { route: 'LegalCircleDisclosure', path: '/tool/legal-view/circle-disclosure', title: 'Circle disclosure' },
    create: {
      route: 'LegalCircleDisclosureNew',
      path: '/tool/legal-view/circle-disclosure/new',
      title: 'New Circle disclosure version',
    },
  },
});
