import { Alert, Badge, Drawer, Group, Skeleton, Spoiler, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconEdit,
  IconGitPullRequest,
  IconPlus,
  IconRestore,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CircleHistoryEntry } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import { errorMessage } from '@/lib/api-error.ts';
import { formatDateTime } from '@/lib/date-formats.ts';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { useCircleHistory } from './circle-api.ts';
import classes from './circle.module.css';

const ICONS: Record<string, { icon: ReactNode; color: string }> = {
  create: { icon: <IconPlus size={14} />, color: 'gray' },
  update: { icon: <IconEdit size={14} />, color: 'secondary' },
  submit: { icon: <IconSend size={14} />, color: 'warning' },
  'request-change': { icon: <IconGitPullRequest size={14} />, color: 'secondary' },
  approve: { icon: <IconCheck size={14} />, color: 'primary' },
  'approve-change': { icon: <IconCheck size={14} />, color: 'primary' },
  'request-revision': { icon: <IconArrowBackUp size={14} />, color: 'orange' },
  reject: { icon: <IconX size={14} />, color: 'danger' },
  'reject-change': { icon: <IconX size={14} />, color: 'danger' },
  reopen: { icon: <IconArrowBackUp size={14} />, color: 'gray' },
  delete: { icon: <IconTrash size={14} />, color: 'danger' },
  restore: { icon: <IconRestore size={14} />, color: 'primary' },
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

function Entry({ entry }: { entry: CircleHistoryEntry }) {
  const fieldChanges = entry.changes.filter((c) => !['auditor_id', 'published_at', 'deleted_at'].includes(c.field));
  return (
    <Stack gap={6} data-testid="history-entry" data-action={entry.action}>
      <Group gap={8} wrap="wrap">
        <Text fw={650} size="sm">
          {entry.label}
        </Text>
        {entry.from_status && entry.to_status ? (
          <Group gap={4} wrap="nowrap">
            <ContentStatusBadge status={entry.from_status as ContentStatus} size="xs" />
            <Text size="xs" c="dimmed">
              →
            </Text>
            <ContentStatusBadge status={entry.to_status as ContentStatus} size="xs" />
          </Group>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {entry.actor ? (
          <>
            {entry.actor.fullname}{' '}
            <Badge size="xs" radius="sm" variant="outline" color={entry.actor.kind === 'staff' ? 'navy' : 'gray'}>
              {entry.actor.kind === 'staff' ? 'Staff' : 'Contributor'}
            </Badge>{' '}
            ·{' '}
          </>
        ) : null}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Text>
      {entry.note ? (
        <div className={classes.note} data-testid="history-note">
          {entry.note}
        </div>
      ) : null}
      {fieldChanges.length > 0 ? (
        <Spoiler maxHeight={64} showLabel="Show all changes" hideLabel="Show less">
          <Stack gap={4}>
            {fieldChanges.map((change) => (
              <Text key={change.field} size="xs">
                <Text span fw={600} size="xs">
                  {change.label}:
                </Text>{' '}
                <Text span c="dimmed" size="xs" td="line-through">
                  {shown(change.before)}
                </Text>{' '}
                → {shown(change.after)}
              </Text>
            ))}
          </Stack>
        </Spoiler>
      ) : null}
    </Stack>
  );
}

/** Every status change, edit, delete and restore of an article, newest first, with actor, note and time. */
export function CircleHistoryDrawer({ id, title, onClose }: { id: number | null; title?: string; onClose: () => void }) {
  const history = useCircleHistory(id);
  const entries = history.data?.data ?? [];
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="min(520px, 100vw)"
      padding="lg"
      title={
        <div>
          <Text fw={650}>History</Text>
          {title ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {title}
            </Text>
          ) : null}
        </div>
      }
      data-testid="circle-history"
    >
      {history.isError ? (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title="The history could not be loaded">
          {errorMessage(history.error)}
        </Alert>
      ) : history.isPending ? (
        <Stack gap="lg">
          {[0, 1, 2, 3].map((i) => (
            <Group key={i} gap="sm" align="flex-start" wrap="nowrap">
              <Skeleton circle height={24} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="40%" />
                <Skeleton height={10} width="60%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="md">
            {history.data.total} {history.data.total === 1 ? 'entry' : 'entries'}, newest first
          </Text>
          <Timeline bulletSize={26} lineWidth={2} active={entries.length} color="gray">
            {entries.map((entry) => {
              const look = ICONS[entry.action] ?? { icon: <IconEdit size={14} />, color: 'gray' };
              return (
                <Timeline.Item
                  key={entry.id}
                  bullet={
                    <ThemeIcon size={26} radius="xl" color={look.color} variant="light">
                      {look.icon}
                    </ThemeIcon>
                  }
                >
                  <Entry entry={entry} />
                </Timeline.Item>
              );
            })}
          </Timeline>
        </>
      )}
    </Drawer>
  );
}
