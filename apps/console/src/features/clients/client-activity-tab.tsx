import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertCircle, IconBan, IconHistory, IconPlayerPlay } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { useClientHistory } from './client-api.ts';

const ACTION_TEXT: Record<string, string> = { suspend: 'Suspended', reactivate: 'Reactivated' };

/** What staff did to this client (suspensions and reactivations, with their reasons), from the audit log. */
export function ClientActivityTab({ clientId }: { clientId: number }) {
  const history = useClientHistory(clientId, true);
  if (history.isPending) return <Skeleton h={140} />;
  if (history.isError) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />}>
        {errorMessage(history.error)}
      </Alert>
    );
  }
  const entries = history.data.data;
  if (entries.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" data-testid="client-activity">
        <IconHistory size={30} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed">
          No staff action on this client yet.
        </Text>
      </Stack>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="client-activity">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          color={entry.action === 'suspend' ? 'danger' : 'primary'}
          bullet={entry.action === 'suspend' ? <IconBan size={14} /> : <IconPlayerPlay size={14} />}
          title={
            <Text size="sm" fw={600}>
              {ACTION_TEXT[entry.action] ?? entry.action}
              <Text span size="xs" c="dimmed" fw={400} ml={8}>
                {formatDateTime(entry.at)} · {entry.actor?.fullname ?? 'System'}
              </Text>
            </Text>
          }
        >
          {entry.note ? (
            <Text size="sm" c="dark.4" mt={4}>
              “{entry.note}”
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
