import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { endAfterStart, fields as f } from './resource-fields.ts';

/** The running text line of the public site (TEXTSLIDER), in a hand-made order. */
export const textSliderSchema = z
  .strictObject({
    text: f.text('Text', { max: 200 }),
    link_url: f.optionalUrl('Link'),
    start_at: f.optionalDateTime('Start'),
    end_at: f.optionalDateTime('End'),
    active: f.boolean('Active', true),
  })
  .superRefine(endAfterStart('start_at', 'end_at', 'End must be after the start'));

export const textSliderResource = defineResource({
  name: 'text-slider',
  labels: { singular: 'Text slider', plural: 'Text sliders' },
  description: 'Short lines that scroll across the top of the public site.',
  module: 'TEXTSLIDER',
  kind: 'collection',
  schema: textSliderSchema,
  fields: {
    text: { widget: 'textarea', help: 'One short line; it scrolls, so keep it under 120 characters.' },
    link_url: { widget: 'url', placeholder: 'https://', help: 'Optional; where a click on the line leads.' },
    start_at: { widget: 'datetime', help: 'Optional; shown from this moment.' },
    end_at: { widget: 'datetime', help: 'Optional; hidden after this moment.' },
    active: { widget: 'boolean' },
    sort_order: { label: 'Order', widget: 'number', readOnly: true, help: 'Drag rows in the list to change it.' },
  },
  titleField: 'text',
  list: {
    columns: [
      { field: 'sort_order', label: '#', format: 'number', width: 60 },
      { field: 'text', format: 'text' },
      { field: 'link_url', format: 'url' },
      { field: 'start_at', format: 'datetime', width: 170 },
      { field: 'end_at', format: 'datetime', width: 170 },
      { field: 'active', format: 'boolean', width: 100 },
    ],
    search: ['text'],
    searchPlaceholder: 'Search text',
    filters: [{ field: 'active', type: 'boolean' }],
    sort: ['sort_order', 'start_at', 'end_at', 'created_at', 'updated_at'],
    defaultSort: { field: 'sort_order', desc: false },
  },
  form: {
    sections: [
      { title: 'Text', fields: ['text', 'link_url'] },
      { title: 'Schedule', fields: ['start_at', 'end_at', 'active'], columns: 2 },
    ],
  },
  ordering: { field: 'sort_order' },
  sample: { text: 'IHSG menguat' },
  screens: {
    group: 'text-slider',
    list: { route: 'TextSlider', path: '/tool/text-slider', title: 'Text slider' },
    create: { route: 'TextSliderCreate', path: '/tool/text-slider/create', title: 'New text slide' },
    edit: { route: 'TextSliderDetail', path: '/tool/text-slider/detail/:id', title: 'Text slide detail' },
    menu: { label: 'Text Slider', section: 'tools' },
  },
});
