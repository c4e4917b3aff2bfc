import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

export const TAG_SCOPES = ['RESEARCH', 'NEWS', 'BOTH'] as const;

/** Master tags (MASTERRESEARCHTAG): research and news link to them. No editor screen: renamed inline. */
export const masterTagSchema = z.strictObject({
  name: f.text('Name', { max: 60 }),
  slug: f.slug(),
  applies_to: f.select('Applies to', TAG_SCOPES).default('BOTH'),
});

export const masterTagResource = defineResource({
  name: 'master-tag',
  labels: { singular: 'Master tag', plural: 'Master tags' },
  description: 'Tags that research and news articles can carry.',
  module: 'MASTERRESEARCHTAG',
  kind: 'collection',
  schema: masterTagSchema,
  fields: {
    name: { widget: 'text', placeholder: 'e.g. Dividen', uniqueLive: true },
    slug: { widget: 'slug', help: 'Left empty, it is made from the name.' },
    applies_to: {
      widget: 'select',
      options: [
        { value: 'RESEARCH', label: 'Research' },
        { value: 'NEWS', label: 'News' },
        { value: 'BOTH', label: 'Research and news' },
      ],
    },
  },
  titleField: 'name',
  list: {
    columns: [
      { field: 'name', format: 'text' },
      { field: 'slug', format: 'text' },
      { field: 'applies_to', format: 'badge', width: 160 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['name', 'slug'],
    searchPlaceholder: 'Search tags',
    filters: [{ field: 'applies_to', type: 'select' }],
    sort: ['name', 'applies_to', 'created_at', 'updated_at'],
    defaultSort: { field: 'name', desc: false },
    inlineEdit: ['name'],
  },
  form: { sections: [{ title: 'Tag', fields: ['name', 'slug', 'applies_to'] }] },
  slug: { field: 'slug', from: 'name' },
  sample: { name: 'Dividen', applies_to: 'BOTH' },
  screens: {
    group: 'mastertag',
    list: { route: 'Mastertag', path: '/mastertag', title: 'Master tags' },
    create: { route: 'MastertagNew', path: '/mastertag/new', title: 'New master tag' },
    menu: { label: 'Master Tag', section: 'tools' },
  },
});
