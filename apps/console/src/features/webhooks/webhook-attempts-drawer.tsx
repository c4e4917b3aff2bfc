import { Alert, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { WEBHOOK_ATTEMPTS_SHOWN, webhookEventLabel, type Webhook, type WebhookAttempt } from '@rc/contract/webhook';
import { Button } from '@/components/button.tsx';
import { ListTable, type TableColumn } from '@/components/list/list-table.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { useWebhookAttempts } from './webhooks-api.ts';
import { OutcomeBadge } from './webhook-state.tsx';

const ATTEMPT_COLUMNS: readonly TableColumn<WebhookAttempt>[] = [
  {
    key: 'at',
    header: 'Time',
    render: (a) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(a.at)}
      </Text>
    ),
  },
  {
    key: 'event',
    header: 'Event',
    minWidth: 150,
    render: (a) => (
      <div>
        <Text size="sm">{webhookEventLabel(a.event)}</Text>
        <Text size="xs" c="dimmed">
          {a.record_id !== null ? `Record #${a.record_id} · ` : ''}try {a.attempt}
        </Text>
      </div>
    ),
  },
  { key: 'outcome', header: 'Result', minWidth: 100, render: (a) => <OutcomeBadge outcome={a.outcome} /> },
  {
    key: 'status',
    header: 'Status code',
    align: 'right',
    render: (a) => (
      <Text size="sm" ff="monospace" c={a.status_code === null ? 'dimmed' : undefined}>
        {a.status_code ?? '—'}
      </Text>
    ),
  },
  {
    key: 'duration',
    header: 'Duration',
    align: 'right',
    render: (a) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${a.duration_ms} ms`}</Text>,
  },
  {
    key: 'error',
    header: 'Error',
    render: (a) => (
      <Text
        size="xs"
        c={a.error ? 'danger.7' : 'dimmed'}
        lineClamp={3}
        style={{ wordBreak: 'break-word' }}
        title={a.error ?? undefined}
      >
        {a.error ?? '—'}
      </Text>
    ),
  },
];

/** A webhook's latest attempts: when, which event, the receiver's status, how long, what went wrong. */
export function WebhookAttemptsDrawer({ hook, onClose }: { hook: Webhook | null; onClose: () => void }) {
  const attempts = useWebhookAttempts(hook?.id ?? null);
  const rows = attempts.data;
  return (
    <Drawer
      opened={hook !== null}
      onClose={onClose}
      position="right"
      size="min(820px, 100vw)"
      padding="lg"
      title={
        <div>
          <Text fw={650}>Deliveries</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {hook?.name} · {hook?.url}
          </Text>
        </div>
      }
      closeButtonProps={{ 'aria-label': 'Close deliveries' }}
      data-testid="webhook-attempts"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            The latest {WEBHOOK_ATTEMPTS_SHOWN} attempts, newest first. A failed delivery is tried again after 1, 2, 4 … 64
            minutes, 8 times in all.
          </Text>
          <Button
            variant="secondary"
            size="compact-sm"
            leftSection={<IconRefresh size={15} />}
            loading={attempts.isFetching}
            onClick={() => void attempts.refetch()}
          >
            Refresh
          </Button>
        </Group>
        {attempts.isError ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The deliveries could not be loaded">
            {errorMessage(attempts.error)}
          </Alert>
        ) : !rows ? (
          <Stack gap="xs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" data-testid="webhook-attempts-empty">
            Nothing sent yet. The first call goes out with the next event it listens to, or use “Send test”.
          </Text>
        ) : (
          <div data-testid="webhook-attempts-table">
            <ListTable rows={rows} columns={ATTEMPT_COLUMNS} loading={false} fetching={false} skeletonRows={4} minWidth={620} />
          </div>
        )}
      </Stack>
    </Drawer>
  );
}
