import type { z } from 'zod';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUS_OPTIONS } from '../deliveries.ts';
import type { EditableFieldMeta, FieldMeta } from './resource.ts';
import { fields as f } from './resource-fields.ts';

/** A subscription plan's code (subscription.resource.ts). */
const PLAN_CODE = /^[A-Z0-9_]{2,30}$/;

/**
 * What research blasts and newsletter editions share: who they go to, when, and the figures the
 * delivery module keeps (DOMAIN.md, Deliveries). Each definition spreads these into its own.
 */
export const campaignInputs = {
  audience: f.select('Audience', CAMPAIGN_AUDIENCES).default('ALL'),
  plans: f.codes('Plans', { maxItems: 20, pattern: PLAN_CODE, hint: 'a plan code such as PRO_30' }),
  verified_only: f.boolean('Only verified clients'),
  scheduled_at: f.optionalDateTime('Send at'),
};

/** The read-only fields of a campaign, kept by the delivery module. */
export type CampaignField = 'status' | 'recipient_count' | 'sent_count' | 'failed_count' | 'sent_at' | 'sent_by';

/** Plans must be chosen when the audience is "subscribers of chosen plans". */
export function checkAudience(value: { audience: string; plans: readonly string[] }, ctx: z.RefinementCtx): void {
  if (value.audience === 'PLANS' && value.plans.length === 0)
    ctx.addIssue({ code: 'custom', message: 'Choose at least one plan, or send to all clients', path: ['plans'] });
}

export const campaignMeta = {
  audience: {
    widget: 'select',
    options: [
      { value: 'ALL', label: 'All active clients' },
      { value: 'PLANS', label: 'Subscribers of chosen plans' },
    ],
    help: 'Suspended and unsubscribed clients are never included.',
  },
  plans: {
    widget: 'multiselect',
    help: 'Clients whose subscription to one of these is active when sending starts.',
    reference: { resource: 'subscription', valueField: 'code', labelField: 'name' },
  },
  verified_only: {
    widget: 'boolean',
    help: 'Leave out clients who have not confirmed their email.',
  },
  scheduled_at: {
    widget: 'datetime',
    help: 'Empty: it goes out when it is sent. A time ahead: it waits until then.',
  },
  status: { label: 'Status', widget: 'select', readOnly: true, options: CAMPAIGN_STATUS_OPTIONS },
  recipient_count: { label: 'Recipients', widget: 'number', readOnly: true },
  sent_count: { label: 'Sent', widget: 'number', readOnly: true },
  failed_count: { label: 'Failed', widget: 'number', readOnly: true },
  sent_at: { label: 'Sending started', widget: 'datetime', readOnly: true },
  sent_by: {
    label: 'Sent by',
    widget: 'number',
    readOnly: true,
    reference: { resource: 'internal-user', valueField: 'id', labelField: 'fullname' },
    embed: 'sender',
  },
} as const satisfies Record<string, FieldMeta | EditableFieldMeta>;
