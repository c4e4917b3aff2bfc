import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { webhookEventLabel, type Webhook } from '@rc/contract/webhook';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { WebhookState } from './webhook-state.tsx';

const EVENTS_SHOWN = 3;

function HookName({ hook }: { hook: Webhook }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {hook.name}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {hook.url}
      </Text>
    </Stack>
  );
}

/** The first few events, then “+n more” with the rest in a tooltip. */
function EventBadges({ events }: { events: readonly string[] }) {
  const rest = events.slice(EVENTS_SHOWN);
  return (
    <Group gap={4} wrap="wrap">
      {events.slice(0, EVENTS_SHOWN).map((event) => (
        <Badge key={event} variant="light" color="secondary" tt="none" size="sm" title={event}>
          {webhookEventLabel(event)}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip label={rest.map(webhookEventLabel).join(', ')} multiline w={280} withArrow>
          <Badge variant="outline" color="gray" tt="none" size="sm" tabIndex={0}>
            +{rest.length} more
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function LastDelivery({ hook }: { hook: Webhook }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c={hook.last_delivery_at ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {hook.last_delivery_at ? formatDateTime(hook.last_delivery_at) : 'Never'}
      </Text>
      {hook.failures > 0 ? (
        <Text size="xs" c="danger.7">
          {hook.failures} {hook.failures === 1 ? 'failure' : 'failures'} since
        </Text>
      ) : null}
    </Stack>
  );
}

const events: TableColumn<Webhook> = {
  key: 'events',
  header: 'Events',
  minWidth: 220,
  render: (hook) => <EventBadges events={hook.events} />,
};
const delivered: TableColumn<Webhook> = {
  key: 'delivered',
  header: 'Last delivered',
  render: (hook) => <LastDelivery hook={hook} />,
};
const state: TableColumn<Webhook> = {
  key: 'state',
  header: 'Status',
  minWidth: 120,
  render: (hook) => <WebhookState hook={hook} />,
};

export const WEBHOOK_COLUMNS: readonly TableColumn<Webhook>[] = [
  { key: 'name', header: 'Name and address', minWidth: 220, render: (hook) => <HookName hook={hook} /> },
  events,
  delivered,
  state,
];

/** On a phone: name and address as the card's title, the rest as label and value. */
export const WEBHOOK_CARD_DETAILS: readonly TableColumn<Webhook>[] = [events, delivered, state];

export const WebhookCardTitle = ({ row }: { row: Webhook }) => <HookName hook={row} />;
