import { Paper, Skeleton, Stack, Table } from '@mantine/core';

/**
 * Grey rows in the table's own columns while the first page loads, so nothing jumps when the
 * records arrive. Bar widths vary a little per row and column to read as text, not as a grid.
 */
export function TableSkeletonRows({
  count,
  columns,
  selection,
  reorder,
  actions,
}: {
  count: number;
  columns: readonly string[];
  selection: boolean;
  reorder: boolean;
  actions: boolean;
}) {
  return Array.from({ length: count }, (_, i) => (
    <Table.Tr key={`skeleton-${i}`} aria-hidden="true">
      {selection ? (
        <Table.Td>
          <Skeleton height={16} width={16} radius="sm" />
        </Table.Td>
      ) : null}
      {reorder ? (
        <Table.Td>
          <Skeleton height={16} width={40} />
        </Table.Td>
      ) : null}
      {columns.map((key) => (
        <Table.Td key={key}>
          <Skeleton height={12} width={`${50 + ((i * 17 + key.length * 7) % 45)}%`} radius="xl" />
        </Table.Td>
      ))}
      {actions ? (
        <Table.Td>
          <Skeleton height={24} width={56} radius="md" />
        </Table.Td>
      ) : null}
    </Table.Tr>
  ));
}

/** The cards layout's stand-in while the first page loads. */
export function CardsSkeleton() {
  return (
    <Stack gap="sm" p="sm" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Paper key={i} withBorder p="md" radius="md">
          <Skeleton height={14} width="60%" mb="sm" />
          <Skeleton height={10} width="90%" mb={6} />
          <Skeleton height={10} width="70%" />
        </Paper>
      ))}
    </Stack>
  );
}
