import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { endAfterStart, fields as f } from './resource-fields.ts';

export const AD_PLACEMENTS = ['HOME_TOP', 'ARTICLE_SIDEBAR', 'ARTICLE_INLINE', 'MOBILE_SPLASH'] as const;

const MB = 1024 * 1024;

/** Ad banners (ADBANNER): images per device, a schedule and a placement. */
export const adBannerSchema = z
  .strictObject({
    title: f.text('Title', { max: 120 }),
    placement: f.select('Placement', AD_PLACEMENTS),
    desktop_image: f.image('Desktop image'),
    mobile_image: f.optionalImage('Mobile image'),
    target_url: f.url('Target link'),
    open_in_new_tab: f.boolean('Open in a new tab', true),
    start_at: f.dateTime('Start'),
    end_at: f.optionalDateTime('End'),
    active: f.boolean('Active', true),
    priority: f.integer('Priority', { min: 0, max: 100 }).default(0),
  })
  .superRefine(endAfterStart('start_at', 'end_at', 'End must be after the start'));

export const adBannerResource = defineResource({
  name: 'ad-banner',
  labels: { singular: 'Ad banner', plural: 'Ad banners' },
  description: 'Banners shown on the public site, per placement and schedule.',
  module: 'ADBANNER',
  kind: 'collection',
  schema: adBannerSchema,
  fields: {
    title: { widget: 'text', help: 'For staff; also the image’s alternative text.' },
    placement: {
      widget: 'select',
      options: [
        { value: 'HOME_TOP', label: 'Home, top' },
        { value: 'ARTICLE_SIDEBAR', label: 'Article, sidebar' },
        { value: 'ARTICLE_INLINE', label: 'Article, inline' },
        { value: 'MOBILE_SPLASH', label: 'Mobile splash' },
      ],
    },
    desktop_image: {
      widget: 'image',
      image: { maxBytes: 2 * MB, hint: '1200 × 300 px; PNG, JPEG or WebP, at most 2 MB' },
    },
    mobile_image: {
      widget: 'image',
      help: 'Optional; the desktop image is used when empty.',
      image: { maxBytes: MB, hint: '640 × 320 px; PNG, JPEG or WebP, at most 1 MB' },
    },
    target_url: { widget: 'url', placeholder: 'https://' },
    open_in_new_tab: { widget: 'boolean' },
    start_at: { widget: 'datetime' },
    end_at: { widget: 'datetime', help: 'Optional; runs until deactivated when empty.' },
    active: { widget: 'boolean' },
    priority: { widget: 'number', help: '0–100; higher wins when banners share a placement.' },
    impressions: { label: 'Impressions', widget: 'number', readOnly: true },
    clicks: { label: 'Clicks', widget: 'number', readOnly: true },
  },
  titleField: 'title',
  list: {
    columns: [
      { field: 'desktop_image', label: 'Banner', format: 'image', width: 140 },
      { field: 'title', format: 'text' },
      { field: 'placement', format: 'badge', width: 160 },
      { field: 'start_at', format: 'datetime', width: 170 },
      { field: 'end_at', format: 'datetime', width: 170 },
      { field: 'priority', format: 'number', width: 90 },
      { field: 'impressions', format: 'number', width: 120 },
      { field: 'clicks', format: 'number', width: 90 },
      { field: 'active', format: 'boolean', width: 90 },
    ],
    search: ['title'],
    searchPlaceholder: 'Search titles',
    filters: [
      { field: 'placement', type: 'select' },
      { field: 'active', type: 'boolean' },
    ],
    sort: ['title', 'placement', 'priority', 'start_at', 'end_at', 'impressions', 'clicks', 'created_at', 'updated_at'],
    defaultSort: { field: 'created_at', desc: true },
  },
  form: {
    sections: [
      { title: 'Banner', fields: ['title', 'placement', 'target_url', 'open_in_new_tab'] },
      { title: 'Images', fields: ['desktop_image', 'mobile_image'], columns: 2 },
      { title: 'Schedule', fields: ['start_at', 'end_at', 'active', 'priority'], columns: 2 },
      { title: 'Performance', fields: ['impressions', 'clicks'], columns: 2 },
    ],
  },
  sample: {
    title: 'Promo',
    placement: 'HOME_TOP',
    desktop_image: 'ad-banner/sample.png',
    target_url: 'https://example.com/promo',
    start_at: '2026-11-01T00:00:00Z',
  },
  screens: {
    group: 'ad-banner',
    list: { route: 'AdBanner', path: '/ad-banner', title: 'Master ad' },
    create: { route: 'AdBannerEditorNew', path: '/ad-banner/new', title: 'New ad banner' },
    edit: { route: 'AdBannerEditorExisting', path: '/ad-banner/editor/existing/:id', title: 'Edit ad banner' },
    menu: { label: 'Master Ad', section: 'ad' },
  },
});
