import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { ContentStatus } from '@rc/contract/statuses';
import { CONTENT_STATUS_OPTIONS } from '@rc/contract/workflow';
import { formatDateTimeZoned } from '@/lib/date-formats.ts';

/** How a content status reads and looks (label, theme colour, a one-line hint). */
export function statusLook(status: ContentStatus): { label: string; color: string; hint: string } {
  return CONTENT_STATUS_OPTIONS.find((o) => o.value === status) ?? { label: status, color: 'gray', hint: '' };
}

/**
 * A workflow status as a badge, with what it means on hover. A scheduled record says when it goes
 * live (`Scheduled · 2 Dec 2026 09:00 WIB`), so nothing waiting for its time looks live.
 */
export function ContentStatusBadge({
  status,
  size = 'sm',
  scheduledAt,
}: {
  status: ContentStatus;
  size?: 'xs' | 'sm' | 'md';
  scheduledAt?: string | null;
}) {
  const look = statusLook(status);
  const badge = (
    <Tooltip label={look.hint}>
      <Badge
        color={look.color}
        variant="light"
        size={size}
        radius="sm"
        style={{ flexShrink: 0 }}
        data-testid="status-badge"
        data-status={status}
      >
        {look.label}
      </Badge>
    </Tooltip>
  );
  if (status !== 'SCHEDULED' || !scheduledAt) return badge;
  return (
    // The time goes under the badge where a phone's card has no room beside it.
    <Group gap={6} wrap="wrap" style={{ rowGap: 2 }} data-testid="scheduled-for">
      {badge}
      <Text size="xs" c="cyan.9" fw={600} style={{ whiteSpace: 'nowrap' }}>
        · {formatDateTimeZoned(scheduledAt)}
      </Text>
    </Group>
  );
}
