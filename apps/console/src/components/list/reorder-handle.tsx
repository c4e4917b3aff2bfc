import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical } from '@tabler/icons-react';
import classes from './list-table.module.css';

/** Drag the row by its grip, or move it one place with the arrow buttons (keyboard friendly). */
export function ReorderHandle({
  index,
  count,
  position,
  busy,
  onMove,
}: {
  index: number;
  count: number;
  position: number;
  busy: boolean;
  onMove: (to: number) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <IconGripVertical size={16} className={classes.grip} aria-hidden="true" data-testid="drag-handle" />
      <Text size="xs" c="dimmed" w={20} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {position}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
        aria-label="Move up"
      >
        <IconChevronUp size={14} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label="Move down"
      >
        <IconChevronDown size={14} />
      </ActionIcon>
    </Group>
  );
}
