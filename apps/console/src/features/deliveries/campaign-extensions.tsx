import { EDITABLE_CAMPAIGN_STATUSES, CAMPAIGN_STATUS_OPTIONS, type CampaignStatus } from '@rc/contract/deliveries';
import { AudiencePreview } from './audience-preview.tsx';
import { CAMPAIGN_KINDS, type CampaignName } from './campaign-kinds.ts';
import { DeliveryCard, type DeliveryCardProps } from './delivery-card.tsx';

/** Once sent or scheduled, a campaign is what went out: the server refuses changes (409). */
function readOnlyReason(record: Record<string, unknown>, noun: string): string | undefined {
  const status = record.status as CampaignStatus;
  if (EDITABLE_CAMPAIGN_STATUSES.includes(status)) return undefined;
  const label = CAMPAIGN_STATUS_OPTIONS.find((o) => o.value === status)?.label.toLowerCase() ?? String(status).toLowerCase();
  return `This ${noun} is ${label}, so it can no longer be changed: only drafts can. Write a new one to send again.`;
}

/**
 * The editor extensions of a campaign resource (research blasts, newsletter editions): one set of
 * components, told which campaign it serves.
 */
export function campaignExtensions(name: CampaignName) {
  const kind = CAMPAIGN_KINDS[name];
  const CampaignDeliveryCard = (props: DeliveryCardProps) => <DeliveryCard kind={kind} {...props} />;
  CampaignDeliveryCard.displayName = `DeliveryCard(${name})`;
  return {
    editorAside: CampaignDeliveryCard,
    livePreview: AudiencePreview,
    readOnlyReason: (record: Record<string, unknown>) => readOnlyReason(record, kind.noun),
  };
}
