import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';

export const ACCOUNT_WALL_AREAS = [
  { value: 'ALGORESEARCH', label: 'Exclusive research' },
  { value: 'ALGONEWS', label: 'Insight' },
  { value: 'CIRCLE', label: 'Circle' },
  { value: 'INSTITUTION', label: 'Institution research' },
] as const;

/** The account wall (ACCOUNTWALL): one settings record per content area, created by the server. */
export const accountWallSchema = z.strictObject({
  enabled: f.boolean('Wall enabled'),
  free_reads: f.integer('Free reads per 30 days', { min: 0, max: 100 }),
  title: f.text('Wall title', { max: 120 }),
  body: f.text('Wall text', { max: 1000 }),
  cta_label: f.text('Button label', { max: 40 }),
  cta_url: f.url('Button link'),
});

export const accountWallResource = defineResource({
  name: 'account-wall',
  labels: { singular: 'Account wall', plural: 'Account walls' },
  description: 'When guests must sign in to keep reading, per content area.',
  module: 'ACCOUNTWALL',
  kind: 'settings',
  schema: accountWallSchema,
  fields: {
    content_area: { label: 'Content area', widget: 'select', readOnly: true, options: ACCOUNT_WALL_AREAS },
    enabled: { widget: 'boolean', help: 'Off: guests read everything in this area.' },
    free_reads: { widget: 'number', help: 'Articles a guest may open before the wall shows.' },
    title: { widget: 'text' },
    body: { widget: 'textarea' },
    cta_label: { widget: 'text', placeholder: 'Daftar gratis' },
    cta_url: { widget: 'url', placeholder: 'https://' },
  },
  titleField: 'content_area',
  list: {
    columns: [
      { field: 'content_area', format: 'badge' },
      { field: 'enabled', format: 'boolean' },
      { field: 'free_reads', format: 'number' },
      { field: 'title', format: 'text' },
      { field: 'updated_at', label: 'Last change', format: 'datetime' },
    ],
    search: [],
    filters: [],
    sort: ['content_area'],
    defaultSort: { field: 'content_area', desc: false },
  },
  form: {
    sections: [
      { title: 'Wall', fields: ['enabled', 'free_reads'], columns: 2 },
      { title: 'What guests see', fields: ['title', 'body', 'cta_label', 'cta_url'] },
    ],
  },
  settings: {
    keyField: 'content_area',
    keys: ACCOUNT_WALL_AREAS,
    defaults: () => ({
      enabled: false,
      free_reads: 3,
      title: 'Masuk untuk lanjut membaca',
      body: 'Anda telah mencapai batas bacaan gratis. Daftar atau masuk untuk membaca tanpa batas.',
      cta_label: 'Masuk / Daftar',
      cta_url: 'https://example.com/signin',
    }),
  },
  sample: {
    enabled: true,
    free_reads: 3,
    title: 'Baca tanpa batas',
    body: 'Berlangganan untuk membaca riset lengkap.',
    cta_label: 'Berlangganan',
    cta_url: 'https://example.com/langganan',
  },
  screens: {
    group: 'account-wall',
    list: { route: 'AccountWall', path: '/tool/account-wall', title: 'Account wall' },
    menu: { label: 'Account Wall', section: 'tools' },
  },
});
