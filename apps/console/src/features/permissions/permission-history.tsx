import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertCircle, IconHistory, IconShieldCheck } from '@tabler/icons-react';
import { SectionCard } from '@/components/section-card.tsx';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { usePermissionHistory } from './permission-api.ts';
import { PermissionChangeList } from './permission-change-list.tsx';

/** Every change of this person's permissions: who, when, why, and what was granted or removed. */
export function PermissionHistory({ userId }: { userId: number }) {
  const history = usePermissionHistory(userId);
  const entries = history.data?.data ?? [];
  return (
    <SectionCard
      title="History"
      description="Every change of these permissions, newest first, from the audit log."
      data-testid="permission-history"
    >
      {history.isPending ? (
        <Stack gap="sm">
          <Skeleton h={16} w="60%" />
          <Skeleton h={16} w="80%" />
          <Skeleton h={16} w="50%" />
        </Stack>
      ) : history.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />}>
          {errorMessage(history.error)}
        </Alert>
      ) : entries.length === 0 ? (
        <Stack align="center" gap={6} py="md">
          <IconHistory size={28} color="var(--mantine-color-gray-5)" />
          <Text size="sm" c="dimmed">
            No changes recorded yet.
          </Text>
        </Stack>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} color="secondary">
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={<IconShieldCheck size={13} />}
              title={
                <Text size="sm" fw={600}>
                  {entry.actor?.fullname ?? 'System'}
                  <Text span size="xs" c="dimmed" fw={400} ml={8}>
                    {formatDateTime(entry.at)}
                  </Text>
                </Text>
              }
            >
              <Stack gap={6} mt={6}>
                {entry.note ? (
                  <Text size="sm" fs="italic" c="dark.4">
                    “{entry.note}”
                  </Text>
                ) : null}
                <PermissionChangeList
                  added={entry.added.map((g) => `${g.module}:${g.action}`)}
                  removed={entry.removed.map((g) => `${g.module}:${g.action}`)}
                  max={6}
                />
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </SectionCard>
  );
}
