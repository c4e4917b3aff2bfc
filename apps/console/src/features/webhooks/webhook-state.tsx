import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { WEBHOOK_OUTCOMES, type Webhook, type WebhookOutcome } from '@rc/contract/webhook';
import { formatDateTime } from '@/lib/date-formats.ts';

/** Sending, off, paused on its own (with why), or revoked for good. */
export function WebhookState({ hook }: { hook: Webhook }) {
  if (hook.revoked_at)
    return (
      <Stack gap={2} align="flex-start" data-testid="webhook-state">
        <Badge color="gray" variant="light">
          Revoked
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(hook.revoked_at)}
        </Text>
      </Stack>
    );
  if (hook.paused_reason && !hook.active)
    return (
      <Tooltip label={hook.paused_reason} multiline w={300} withArrow>
        <Badge color="danger" variant="light" data-testid="webhook-state" tabIndex={0}>
          Paused
        </Badge>
      </Tooltip>
    );
  return (
    <Badge color={hook.active ? 'teal' : 'gray'} variant="light" data-testid="webhook-state">
      {hook.active ? 'Active' : 'Off'}
    </Badge>
  );
}

/** Delivered, failed or refused, in the colours every attempt list uses. */
export function OutcomeBadge({ outcome }: { outcome: WebhookOutcome }) {
  const { label, color } = WEBHOOK_OUTCOMES[outcome];
  return (
    <Badge color={color} variant="light" data-outcome={outcome}>
      {label}
    </Badge>
  );
}
