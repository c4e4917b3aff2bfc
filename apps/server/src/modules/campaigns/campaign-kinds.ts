import type { Kysely } from 'kysely';
import type { CampaignChannel } from '@rc/contract/deliveries';
import type { Database } from '@/db/schema.ts';

/** One recipient of a campaign, as a sending pass reads it. */
export type Recipient = { deliveryId: number; clientId: number; email: string; fullname: string };

/** What a campaign says to one recipient: an email and the in-app notification's text. */
export type Rendered = {
  subject: string;
  html: string;
  text: string;
  /** In-app notifications: a short body and where it leads. */
  summary: string;
  link: string | null;
};

/** Renders a campaign's messages; prepared once per sending pass (its linked content read once). */
export type CampaignRenderer = (recipient: Recipient, unsubscribeUrl: string) => Rendered;

/**
 * A kind of campaign the delivery module sends (research blasts, newsletter editions): its table,
 * who may be in its audience and how it renders. Registered once per resource (decision 017).
 */
export type CampaignKind = {
  /** The resource name: the deliveries' `campaign` and the API path. */
  name: 'research-blast' | 'newsletter';
  table: 'research_blasts' | 'newsletters';
  /** Newsletters go only to clients who opted in; blasts to every client who did not opt out. */
  optedInOnly: boolean;
  /** The channel of a campaign row (newsletters are always email). */
  channelOf(row: Record<string, unknown>): CampaignChannel;
  /** The record's title in messages and audit entries. */
  titleOf(row: Record<string, unknown>): string;
  prepare(db: Kysely<Database>, row: Record<string, unknown>, siteUrl: string): Promise<CampaignRenderer>;
};
