import { Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { EditorialRow } from '@rc/contract/editorial';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { RowTitle } from '@/components/list/row-title.tsx';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import { formatDateTime, formatDateTimeZoned } from '@/lib/date-formats.ts';
import { areaLook, deskArea, editorPath } from './desk-areas.ts';
import classes from './editorial.module.css';

dayjs.extend(relativeTime);

/** A row that waits for a reviewer: marked on its leading edge. */
export const waitingForReview = (row: EditorialRow) => row.bucket === 'REVIEW';

/** The line under the status: what the bucket means for this row. */
export function bucketNote(row: EditorialRow): string | null {
  switch (row.bucket) {
    case 'REVIEW':
      return row.status === 'REQUEST' ? 'Change to published content' : 'New, not published yet';
    case 'REVISION':
      return 'Back with the author';
    case 'SCHEDULED':
      return row.scheduled_at ? `Goes live ${formatDateTimeZoned(row.scheduled_at)}` : 'Waiting for its publication';
    case 'PUBLISHED':
      return row.published_at ? `Published ${dayjs(row.published_at).fromNow()}` : null;
    case 'DRAFT':
      return 'Not submitted yet';
  }
}

function AreaTile({ area }: { area: string }) {
  const look = areaLook(area);
  const Icon = look.icon;
  return (
    <ThemeIcon variant="light" color={look.color} size={36} radius="md" aria-hidden="true">
      <Icon size={19} stroke={1.7} />
    </ThemeIcon>
  );
}

function ContentCell({ row }: { row: EditorialRow }) {
  const to = editorPath(row.area, row.id) ?? undefined;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <AreaTile area={row.area} />
      <Stack gap={3} style={{ minWidth: 0 }}>
        <RowTitle to={to}>{row.title}</RowTitle>
        <Text className={classes.meta} lineClamp={1}>
          {deskArea(row.area)?.label ?? row.area} · #{row.id}
        </Text>
      </Stack>
    </Group>
  );
}

function StatusCell({ row, size = 'sm' }: { row: EditorialRow; size?: 'xs' | 'sm' }) {
  const note = bucketNote(row);
  return (
    <Stack gap={4} align="flex-start">
      <ContentStatusBadge status={row.status} size={size} />
      {note ? (
        <Text className={classes.meta} lineClamp={1}>
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

function When({ row }: { row: EditorialRow }) {
  return (
    <Tooltip label={`Last change ${formatDateTime(row.updated_at)}`}>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {dayjs(row.updated_at).fromNow()}
      </Text>
    </Tooltip>
  );
}

function Author({ row }: { row: EditorialRow }) {
  return (
    <Text size="sm" fw={500} lineClamp={2}>
      {row.author ?? '—'}
    </Text>
  );
}

/** The desk's table: content (with its area), author, status, last change (the row's actions follow). */
export const DESK_COLUMNS: readonly TableColumn<EditorialRow>[] = [
  { key: 'content', header: 'Content', render: (row) => <ContentCell row={row} /> },
  { key: 'author', header: 'Author', width: 210, render: (row) => <Author row={row} /> },
  { key: 'status', header: 'Status', width: 230, render: (row) => <StatusCell row={row} /> },
  { key: 'updated', header: 'Updated', width: 130, render: (row) => <When row={row} /> },
];

/** A row as a card (phones): the content, then its status and note, author and age. */
export function DeskCardTitle({ row }: { row: EditorialRow }) {
  const note = bucketNote(row);
  return (
    <>
      <ContentCell row={row} />
      <Group gap={8} mt={10} wrap="wrap">
        <ContentStatusBadge status={row.status} size="xs" />
        {note ? <Text className={classes.meta}>{note}</Text> : null}
      </Group>
      <Group gap={6} mt={6} wrap="nowrap">
        <Text className={classes.meta} lineClamp={1} style={{ minWidth: 0 }}>
          {row.author ?? '—'} · updated {dayjs(row.updated_at).fromNow()}
        </Text>
      </Group>
    </>
  );
}
