import { z } from 'zod';
import { defineResource } from './define-resource.ts';

export const CLIENT_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active', color: 'primary' },
  { value: 'SUSPENDED', label: 'Suspended', color: 'danger' },
] as const;

export const SIGNUP_PROVIDER_OPTIONS = [
  { value: 'EMAIL', label: 'Email' },
  { value: 'GOOGLE', label: 'Google' },
  { value: 'APPLE', label: 'Apple' },
] as const;

/** Clients sign up and subscribe on the public site: the console edits nothing of theirs but their status. */
export const clientSchema = z.strictObject({});

/** Platform end users (USER): list, search, filters, export and history; suspend and reactivate are calls of their own. */
export const clientResource = defineResource({
  name: 'client',
  labels: { singular: 'Client', plural: 'Clients' },
  description: 'Readers and subscribers of the platform.',
  module: 'USER',
  kind: 'collection',
  schema: clientSchema,
  fields: {
    fullname: { label: 'Name', widget: 'text', readOnly: true },
    email: { label: 'Email', widget: 'text', readOnly: true },
    phone: { label: 'Phone', widget: 'text', readOnly: true },
    verified: { label: 'Verified', widget: 'boolean', readOnly: true, help: 'The client confirmed their email address.' },
    verified_at: { label: 'Verified on', widget: 'datetime', readOnly: true },
    status: { label: 'Status', widget: 'select', options: CLIENT_STATUS_OPTIONS, readOnly: true },
    registered_at: { label: 'Registered', widget: 'datetime', readOnly: true },
    last_login: { label: 'Last sign-in', widget: 'datetime', readOnly: true },
    signup_provider: { label: 'Signed up with', widget: 'select', options: SIGNUP_PROVIDER_OPTIONS, readOnly: true },
    plan_code: { label: 'Plan', widget: 'text', readOnly: true, help: 'The current subscription plan; empty on the free tier.' },
    plan_started_at: { label: 'Plan started', widget: 'datetime', readOnly: true },
    plan_ends_at: { label: 'Plan ends', widget: 'datetime', readOnly: true },
    suspended_at: { label: 'Suspended on', widget: 'datetime', readOnly: true },
    suspension_reason: { label: 'Suspension reason', widget: 'textarea', readOnly: true },
  },
  titleField: 'fullname',
  list: {
    columns: [
      // The phone is searched and shown in the client's drawer; the list keeps to what people scan.
      { field: 'fullname', format: 'text' },
      { field: 'email', format: 'text' },
      { field: 'verified', format: 'boolean', width: 100 },
      { field: 'plan_code', format: 'badge', width: 150 },
      { field: 'status', format: 'badge', width: 120 },
      { field: 'registered_at', format: 'date', width: 140 },
      { field: 'last_login', format: 'datetime', width: 170 },
    ],
    search: ['fullname', 'email', 'phone'],
    searchPlaceholder: 'Search name, email or phone',
    filters: [
      { field: 'verified', type: 'boolean' },
      {
        field: 'plan_code',
        type: 'reference',
        label: 'Plan',
        reference: { resource: 'subscription', valueField: 'code', labelField: 'name', noneLabel: 'Free (no plan)' },
      },
      { field: 'status', type: 'select' },
      { field: 'registered_at', type: 'date-range', label: 'Registered' },
    ],
    sort: ['fullname', 'email', 'registered_at', 'last_login', 'plan_ends_at', 'created_at'],
    defaultSort: { field: 'registered_at', desc: true },
  },
  form: { sections: [] },
  sample: {},
  screens: {
    group: 'client',
    list: { route: 'Client', path: '/client/list', title: 'Clients' },
    menu: { label: 'Client' },
  },
  hooks: ['afterRead'],
  calls: ['list', 'detail', 'history', 'export', 'counts'],
});
