import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { MAX_ID } from './resource.ts';
import { endAfterStart, fields as f } from './resource-fields.ts';

/** What a slide can point at: a content area's record, or a page outside the platform. */
export const SLIDE_CONTENT_TYPES = ['ALGORESEARCH', 'ALGONEWS', 'CIRCLE', 'INSTITUTIONCONTENT', 'URL'] as const;
export type SlideContentType = (typeof SLIDE_CONTENT_TYPES)[number];

/** The fields only METADATAHYBRIDSLIDER update may set: what the slide shows instead of its content's own. */
export const SLIDE_METADATA_FIELDS = ['title', 'subtitle', 'image'] as const;

export const SLIDE_CONTENT_OPTIONS = [
  { value: 'ALGORESEARCH', label: 'Exclusive research', color: 'primary' },
  { value: 'ALGONEWS', label: 'Insight', color: 'teal' },
  { value: 'CIRCLE', label: 'Circle', color: 'grape' },
  { value: 'INSTITUTIONCONTENT', label: 'Institution content', color: 'orange' },
  { value: 'URL', label: 'Outside link', color: 'gray' },
] as const;

/** Each content type's resource, by which the console picks a record and the server checks it. */
export const SLIDE_REFERENCES = {
  ALGORESEARCH: { resource: 'algo-research', valueField: 'id', labelField: 'title' },
  ALGONEWS: { resource: 'algo-news', valueField: 'id', labelField: 'title' },
  CIRCLE: { resource: 'circle-research', valueField: 'id', labelField: 'article_title' },
  INSTITUTIONCONTENT: { resource: 'institution-content', valueField: 'id', labelField: 'title' },
} as const;

/**
 * Content placement (HYBRIDSLIDER): the slides of the public home carousel, in a hand-made order.
 * A slide points at content (or an outside link); its title, subtitle and image, when set, show
 * instead of the content's own (METADATAHYBRIDSLIDER update sets them).
 */
export const hybridSliderSchema = z
  .strictObject({
    content_type: f.select('Content type', SLIDE_CONTENT_TYPES),
    content_id: f.integer('Content', { min: 1, max: MAX_ID }).nullable().default(null),
    url: f.optionalUrl('Link'),
    title: f.optionalText('Title', { max: 150 }),
    subtitle: f.optionalText('Subtitle', { max: 250 }),
    image: f.optionalImage('Image'),
    start_at: f.dateTime('Start'),
    end_at: f.optionalDateTime('End'),
    active: f.boolean('Active', true),
  })
  .superRefine(endAfterStart('start_at', 'end_at', 'End must be after the start'))
  .superRefine((value, ctx) => {
    if (value.content_type === 'URL') {
      if (!value.url) ctx.addIssue({ code: 'custom', message: 'An outside link needs its address', path: ['url'] });
      if (!value.title) ctx.addIssue({ code: 'custom', message: 'An outside link needs a title to show', path: ['title'] });
      if (!value.image) ctx.addIssue({ code: 'custom', message: 'An outside link needs an image to show', path: ['image'] });
      if (value.content_id !== null)
        ctx.addIssue({
          code: 'custom',
          message: 'An outside link points at no content; clear the content',
          path: ['content_id'],
        });
    } else if (value.content_id === null) {
      ctx.addIssue({ code: 'custom', message: 'Choose the content this slide shows', path: ['content_id'] });
    }
  });

export type HybridSliderInput = z.input<typeof hybridSliderSchema>;

const MB = 1024 * 1024;

export const hybridSliderResource = defineResource({
  name: 'hybrid-slider',
  labels: { singular: 'Slide', plural: 'Content placement' },
  description: 'The home carousel: slides of research, Insight, Circle, institution content or outside links, in order.',
  module: 'HYBRIDSLIDER',
  kind: 'collection',
  schema: hybridSliderSchema,
  fields: {
    content_type: { widget: 'select', options: SLIDE_CONTENT_OPTIONS },
    content_id: {
      widget: 'number',
      help: 'Type to find it; it shows only while it is published.',
      referenceBy: { field: 'content_type', references: SLIDE_REFERENCES },
    },
    url: { widget: 'url', placeholder: 'https://', help: 'Outside links only.' },
    title: { widget: 'text', help: 'Optional for content: empty shows the content’s own title.' },
    subtitle: { widget: 'textarea', help: 'Optional: empty shows the content’s summary.' },
    image: {
      widget: 'image',
      help: 'Optional for content: empty shows its thumbnail.',
      image: { maxBytes: 2 * MB, hint: '1600 × 600 px; PNG, JPEG or WebP, at most 2 MB' },
    },
    start_at: { widget: 'datetime' },
    end_at: { widget: 'datetime', help: 'Optional; shown until deactivated when empty.' },
    active: { widget: 'boolean' },
    sort_order: { label: 'Order', widget: 'number', readOnly: true, help: 'Drag rows in the list to change it.' },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'sort_order', label: '#', format: 'number', width: 60 },
      { field: 'image', format: 'image', width: 120 },
      { field: 'title', format: 'text' },
      { field: 'content_type', format: 'badge', width: 170 },
      { field: 'content_id', label: 'Content', format: 'number' },
      { field: 'start_at', format: 'datetime', width: 170 },
      { field: 'end_at', format: 'datetime', width: 170 },
      { field: 'active', format: 'boolean', width: 90 },
    ],
    search: ['title', 'subtitle'],
    searchPlaceholder: 'Search titles',
    filters: [
      { field: 'content_type', type: 'select' },
      { field: 'active', type: 'boolean' },
    ],
    sort: ['sort_order', 'start_at', 'end_at', 'created_at', 'updated_at'],
    defaultSort: { field: 'sort_order', desc: false },
  },
  form: {
    sections: [
      { title: 'Content', fields: ['content_type', 'content_id', 'url'] },
      {
        title: 'Shown as',
        description: 'Leave empty to show the content’s own title, summary and thumbnail.',
        fields: ['title', 'subtitle', 'image'],
      },
      { title: 'Schedule', fields: ['start_at', 'end_at', 'active'], columns: 2 },
    ],
  },
  ordering: { field: 'sort_order' },
  sample: {
    content_type: 'URL',
    url: 'https://example.com/promo',
    title: 'Promo',
    image: 'hybrid-slider/sample.png',
    start_at: '2026-11-01T00:00:00Z',
  },
  screens: {
    group: 'content-placement',
    list: { route: 'HybridSlider', path: '/tool/content-slider', title: 'Content placement' },
    create: { route: 'HybridSliderCreate', path: '/tool/content-slider/create', title: 'New content placement' },
    edit: { route: 'HybridSliderDetail', path: '/tool/content-slider/detail/:id', title: 'Content placement detail' },
    menu: { label: 'Content Placement', section: 'tools' },
  },
  hooks: ['beforeChange', 'afterRead'],
});

/** The scope of a public API key that reads the carousel. */
export const SLIDES_READ_SCOPE = 'slides:read';

/** What the public carousel call answers per live slide: the overrides, else the content's own. */
export type PublicSlide = {
  id: number;
  content_type: SlideContentType;
  content_id: number | null;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string;
  start_at: string;
  end_at: string | null;
};
