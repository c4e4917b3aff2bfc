import { Badge } from '@mantine/core';
import { CAMPAIGN_STATUS_OPTIONS, DELIVERY_STATUS_OPTIONS } from '@rc/contract/deliveries';

type Option = { value: string; label: string; color: string };

function look(options: readonly Option[], value: string): Option {
  return options.find((o) => o.value === value) ?? { value, label: value, color: 'gray' };
}

/** A campaign's status, coloured as in its list (the contract's options). */
export function CampaignStatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' }) {
  const option = look(CAMPAIGN_STATUS_OPTIONS, status);
  return (
    <Badge color={option.color} variant="light" size={size} radius="sm" data-testid="campaign-status" data-status={status}>
      {option.label}
    </Badge>
  );
}

/** One recipient's delivery status. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const option = look(DELIVERY_STATUS_OPTIONS, status);
  return (
    <Badge color={option.color} variant="dot" size="sm" tt="none" data-status={status}>
      {option.label}
    </Badge>
  );
}

export const deliveryStatusLabel = (status: string) => look(DELIVERY_STATUS_OPTIONS, status).label;
