import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

/** Research categories (RESEARCHCATEGORY); `article_category_name` is the specification's field. */
export const categorySchema = z.strictObject({
  article_category_name: f.text('Name', { max: 100 }),
  slug: f.slug(),
  description: f.optionalText('Description', { max: 500 }),
  icon: f.optionalImage('Icon'),
  sort_order: f.integer('Sort order', { min: 0, max: 100_000 }).default(0),
  active: f.boolean('Active', true),
});

export const categoryResource = defineResource({
  name: 'category',
  labels: { singular: 'Category', plural: 'Categories' },
  description: 'Categories group research and news for readers.',
  module: 'RESEARCHCATEGORY',
  kind: 'collection',
  schema: categorySchema,
  fields: {
    article_category_name: {
      widget: 'text',
      placeholder: 'e.g. Perbankan',
      help: 'Shown to readers above each article.',
      uniqueLive: true,
    },
    slug: { widget: 'slug', help: 'Part of the public link. Left empty, it is made from the name.' },
    description: { widget: 'textarea', help: 'One or two sentences for the category page.' },
    icon: { widget: 'image', image: { maxBytes: 512 * 1024, hint: 'Square PNG, JPEG or WebP, at most 512 KB' } },
    sort_order: { widget: 'number', help: 'Lower numbers come first in the public menu.' },
    active: { widget: 'boolean', help: 'Inactive categories are hidden from readers.' },
  },
  titleField: 'article_category_name',
  list: {
    columns: [
      { field: 'article_category_name', format: 'text' },
      { field: 'slug', format: 'text' },
      { field: 'sort_order', format: 'number', width: 110 },
      { field: 'active', format: 'boolean', width: 100 },
      { field: 'updated_at', label: 'Last change', format: 'datetime', width: 180 },
    ],
    search: ['article_category_name', 'slug', 'description'],
    searchPlaceholder: 'Search name, slug or description',
    filters: [{ field: 'active', type: 'boolean', label: 'Active' }],
    sort: ['article_category_name', 'sort_order', 'created_at', 'updated_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Category', fields: ['article_category_name', 'slug', 'description'] },
      { title: 'Display', fields: ['icon', 'sort_order', 'active'], columns: 2 },
    ],
  },
  slug: { field: 'slug', from: 'article_category_name' },
  sample: { article_category_name: 'Perbankan', description: 'Bank BUMN dan swasta' },
  screens: {
    group: 'category',
    list: { route: 'Category', path: '/category', title: 'Categories' },
    create: { route: 'CategoryEditorNew', path: '/category/new', title: 'New category' },
    edit: { route: 'CategoryEditorExisting', path: '/category/editor/existing/:id', title: 'Edit category' },
    menu: { label: 'Category', section: 'tools' },
  },
});
