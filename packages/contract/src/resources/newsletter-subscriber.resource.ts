import { z } from 'zod';
import { defineResource } from './define-resource.ts';

export const SUBSCRIBER_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED'] as const;

/**
 * The clients who opted in to the newsletter (NEWSLETTER), read-only in the console: clients opt
 * in on the public site and leave through the unsubscribe link of any mail.
 */
export const newsletterSubscriberSchema = z.strictObject({});

export const newsletterSubscriberResource = defineResource({
  name: 'newsletter-subscriber',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  description: 'Clients who opted in to the newsletter, with when and where.',
  module: 'NEWSLETTER',
  kind: 'collection',
  schema: newsletterSubscriberSchema,
  fields: {
    client_id: {
      label: 'Client',
      widget: 'number',
      readOnly: true,
      reference: { resource: 'client', valueField: 'id', labelField: 'fullname' },
    },
    email: { label: 'Email', widget: 'text', readOnly: true },
    fullname: { label: 'Name', widget: 'text', readOnly: true },
    status: {
      label: 'Status',
      widget: 'select',
      readOnly: true,
      options: [
        { value: 'SUBSCRIBED', label: 'Subscribed', color: 'teal' },
        { value: 'UNSUBSCRIBED', label: 'Unsubscribed', color: 'gray' },
      ],
    },
    source: {
      label: 'Source',
      widget: 'select',
      readOnly: true,
      options: [
        { value: 'SIGNUP', label: 'Sign-up form' },
        { value: 'ARTICLE', label: 'Article footer' },
        { value: 'CHECKOUT', label: 'Checkout' },
        { value: 'IMPORT', label: 'Imported' },
      ],
    },
    opted_in_at: { label: 'Opted in', widget: 'datetime', readOnly: true },
    unsubscribed_at: { label: 'Unsubscribed', widget: 'datetime', readOnly: true },
  },
  titleField: 'email',
  list: {
    columns: [
      { field: 'fullname', format: 'text' },
      { field: 'email', format: 'text' },
      { field: 'status', format: 'badge', width: 140 },
      { field: 'source', format: 'badge', width: 140 },
      { field: 'opted_in_at', format: 'datetime', width: 170 },
      { field: 'unsubscribed_at', format: 'datetime', width: 170 },
    ],
    search: ['fullname', 'email'],
    searchPlaceholder: 'Search name or email',
    filters: [
      { field: 'status', type: 'select' },
      { field: 'source', type: 'select' },
      { field: 'opted_in_at', type: 'date-range', label: 'Opted in' },
    ],
    sort: ['opted_in_at', 'fullname', 'email', 'unsubscribed_at'],
    defaultSort: { field: 'opted_in_at', desc: true },
  },
  form: {
    sections: [{ title: 'Subscriber', fields: ['fullname', 'email', 'status', 'source', 'opted_in_at', 'unsubscribed_at'] }],
  },
  sample: {},
  screens: {
    list: 'Newsletter',
  },
  calls: ['list', 'export', 'counts'],
});
