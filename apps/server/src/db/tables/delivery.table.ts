import type { Generated } from 'kysely';
import type { newsletterResource } from '@rc/contract/resources/newsletter.resource';
import type { newsletterSubscriberResource } from '@rc/contract/resources/newsletter-subscriber.resource';
import type { researchBlastResource } from '@rc/contract/resources/research-blast.resource';
import type { ResourceRow } from './resource-row.ts';

/** What the delivery module keeps on a campaign (migration 20261126T010000-deliveries). */
type CampaignColumns = {
  status: Generated<string>;
  recipient_count: Generated<number>;
  sent_count: Generated<number>;
  failed_count: Generated<number>;
  sent_at: string | null;
  sent_by: number | null;
};

export type ResearchBlastTable = ResourceRow<typeof researchBlastResource, CampaignColumns>;
export type NewsletterTable = ResourceRow<typeof newsletterResource, CampaignColumns>;
export type NewsletterSubscriberTable = ResourceRow<
  typeof newsletterSubscriberResource,
  {
    client_id: number;
    email: string;
    fullname: string;
    status: Generated<string>;
    source: Generated<string>;
    opted_in_at: string;
    unsubscribed_at: string | null;
  }
>;

/** One message of a campaign to one client (unique per campaign and client). */
export interface DeliveryTable {
  id: Generated<number>;
  /** The campaign's resource name (research-blast, newsletter). */
  campaign: string;
  campaign_id: number;
  client_id: number;
  channel: string;
  /** The address it goes to, as it was when the audience was taken. */
  email: string;
  status: Generated<string>;
  attempts: Generated<number>;
  /** A PENDING delivery that failed for a passing reason waits until then. */
  next_at: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface ClientNotificationTable {
  id: Generated<number>;
  client_id: number;
  campaign: string;
  campaign_id: number;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface DeliveryTables {
  research_blasts: ResearchBlastTable;
  newsletters: NewsletterTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  deliveries: DeliveryTable;
  client_notifications: ClientNotificationTable;
  server_secrets: { name: string; value: string; created_at: string };
}
