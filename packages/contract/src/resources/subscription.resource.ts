import { z } from 'zod';
import { defineResource } from './define-resource.ts';
import { fields as f } from './resource-fields.ts';
import { PLAN_MODULES } from '../modules.ts';
import { RESERVED_READER_CODES } from '../reader-codes.ts';

/** Subscription plans (SUBSCRIPTION); changing what a plan unlocks also needs SUBSCRIPTION_MODULE. */
export const subscriptionSchema = z
  .strictObject({
    name: f.text('Name', { max: 80 }),
    code: f
      .text('Code', { max: 30, min: 2 })
      .toUpperCase()
      .refine((v) => /^[A-Z0-9_]+$/.test(v), 'Code may hold only A-Z, 0-9 and _')
      .refine((v) => !RESERVED_READER_CODES.includes(v), 'GUEST and FREE name readers without a plan; choose another code'),
    description: f.optionalText('Description', { max: 1000 }),
    price: f.rupiah('Price'),
    promo_price: f.optionalRupiah('Promo price'),
    duration_days: f.integer('Duration (days)', { min: 1, max: 3650 }),
    is_trial: f.boolean('Trial plan'),
    features: f.lines('Features', { maxItems: 20, maxLength: 200 }),
    modules: f.multiselect('Unlocked content', PLAN_MODULES),
    active: f.boolean('Active', true),
    sort_order: f.integer('Sort order', { min: 0, max: 100_000 }).default(0),
  })
  .superRefine((plan, ctx) => {
    if (plan.promo_price !== null && plan.promo_price >= plan.price) {
      ctx.addIssue({ code: 'custom', path: ['promo_price'], message: 'Promo price must be lower than the price' });
    }
  });

export const subscriptionResource = defineResource({
  name: 'subscription',
  labels: { singular: 'Subscription plan', plural: 'Subscription plans' },
  description: 'The plans clients can buy and what each unlocks.',
  module: 'SUBSCRIPTION',
  kind: 'collection',
  schema: subscriptionSchema,
  fields: {
    name: { widget: 'text', placeholder: 'e.g. Pro', uniqueLive: true },
    code: {
      widget: 'text',
      unique: true,
      placeholder: 'PRO_30',
      help: 'Stable identifier used by payments; upper case.',
    },
    description: { widget: 'textarea' },
    price: { widget: 'money-idr', help: 'In rupiah, for the whole duration.' },
    promo_price: { widget: 'money-idr', help: 'Optional; lower than the price while a promotion runs.' },
    duration_days: { widget: 'number', help: 'How long one purchase lasts, e.g. 30 or 365.' },
    is_trial: { widget: 'boolean', help: 'Offered once per client, usually free.' },
    features: { widget: 'list-of-lines', help: 'One selling point per line, shown on the pricing page.' },
    modules: {
      widget: 'multiselect',
      help: 'Content areas subscribers of this plan can read in full.',
      options: [
        { value: 'ALGORESEARCH', label: 'Exclusive research' },
        { value: 'ALGONEWS', label: 'Insight' },
        { value: 'COMMUNITYRESEARCH', label: 'Circle research' },
        { value: 'INSTITUTIONCONTENT', label: 'Institution research' },
      ],
    },
    active: {
      widget: 'boolean',
      help: 'Inactive plans cannot be bought; subscribers keep them until they end.',
    },
    sort_order: { widget: 'number', help: 'Lower numbers come first on the pricing page.' },
  },
  titleField: 'name',
  list: {
    columns: [
      { field: 'name', format: 'text' },
      { field: 'code', format: 'badge', width: 140 },
      { field: 'price', format: 'money-idr', width: 140 },
      { field: 'promo_price', format: 'money-idr', width: 140 },
      { field: 'duration_days', label: 'Days', format: 'number', width: 90 },
      { field: 'modules', format: 'tags' },
      { field: 'active', format: 'boolean', width: 100 },
    ],
    search: ['name', 'code', 'description'],
    searchPlaceholder: 'Search name, code or description',
    filters: [
      { field: 'active', type: 'boolean' },
      { field: 'is_trial', type: 'boolean', label: 'Trial' },
    ],
    sort: ['name', 'code', 'price', 'duration_days', 'sort_order', 'created_at', 'updated_at'],
    defaultSort: { field: 'sort_order', desc: false },
  },
  form: {
    sections: [
      { title: 'Plan', fields: ['name', 'code', 'description'] },
      { title: 'Price', fields: ['price', 'promo_price', 'duration_days', 'is_trial'], columns: 2 },
      { title: 'What it unlocks', fields: ['modules', 'features'] },
      { title: 'Display', fields: ['active', 'sort_order'], columns: 2 },
    ],
  },
  sample: { name: 'Basic', code: 'BASIC', price: 99_000, duration_days: 30 },
  screens: {
    group: 'subscription',
    list: { route: 'Subscription', path: '/subscription/master-subscription', title: 'Subscription plans' },
    create: { route: 'SubscriptionCreate', path: '/subscription/master-subscription/create', title: 'New subscription plan' },
    edit: { route: 'SubscriptionDetail', path: '/subscription/master-subscription/detail/:id', title: 'Subscription plan' },
    menu: { label: 'Master Data', section: 'subscriptions' },
  },
  hooks: ['beforeChange', 'afterRead'],
});
