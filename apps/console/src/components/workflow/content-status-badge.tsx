import { Badge, Tooltip } from '@mantine/core';
import type { ContentStatus } from '@rc/contract/statuses';
import { CONTENT_STATUS_OPTIONS } from '@rc/contract/workflow';

/** How a content status reads and looks (label, theme colour, a one-line hint). */
export function statusLook(status: ContentStatus): { label: string; color: string; hint: string } {
  return CONTENT_STATUS_OPTIONS.find((o) => o.value === status) ?? { label: status, color: 'gray', hint: '' };
}

/** A workflow status as a badge, with what it means on hover. */
export function ContentStatusBadge({ status, size = 'sm' }: { status: ContentStatus; size?: 'xs' | 'sm' | 'md' }) {
  const look = statusLook(status);
  return (
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
}
