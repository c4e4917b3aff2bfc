import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardsSkeleton } from './list-skeleton.tsx';
import type { ListRowsProps, TableColumn } from './list-table.tsx';
import classes from './list-table.module.css';

/**
 * The list on a phone: one card per row, its title first, then `details` as label and value pairs,
 * then the row's actions. Touch screens cannot drag rows, so a reorder handle shows its arrow
 * buttons only.
 */
export function ListCards<Row extends { id: number }>({
  rows,
  loading,
  fetching,
  selection,
  onSelect,
  actions,
  attention,
  rowKey = (row) => row.id,
  reorder,
  title,
  details = [],
}: ListRowsProps<Row> & {
  title: (row: Row) => ReactNode;
  details?: readonly TableColumn<Row>[];
}) {
  if (loading) return <CardsSkeleton />;
  return (
    <Stack gap="sm" p="sm" className={fetching ? classes.fetching : undefined} data-testid="resource-cards">
      {rows.map((row, index) => (
        <Paper
          key={rowKey(row)}
          withBorder
          radius="md"
          p="md"
          className={classes.card}
          data-testid="resource-row"
          data-id={rowKey(row)}
          data-selected={selection?.has(row.id) || undefined}
          data-attention={attention?.(row) || undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              {selection ? (
                <Checkbox
                  size="sm"
                  mt={2}
                  aria-label={`Select row ${row.id}`}
                  checked={selection.has(row.id)}
                  onChange={(event) => onSelect?.([row.id], event.currentTarget.checked)}
                />
              ) : null}
              <div style={{ minWidth: 0, flex: 1 }}>{title(row)}</div>
            </Group>
            {reorder ? <div className={classes.cardHandle}>{reorder.handle(row, index)}</div> : null}
          </Group>
          {details.length > 0 ? (
            <Stack gap={6} mt="sm">
              {details.map((column) => (
                <Group key={column.key} justify="space-between" wrap="nowrap" gap="md">
                  <Text size="xs" c="dimmed" fw={600} style={{ flex: 'none' }}>
                    {column.header}
                  </Text>
                  <div style={{ minWidth: 0, textAlign: 'right' }}>{column.render(row, index)}</div>
                </Group>
              ))}
            </Stack>
          ) : null}
          {actions ? (
            <Group justify="flex-end" mt="sm">
              {actions(row, index)}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
