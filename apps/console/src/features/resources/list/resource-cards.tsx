import { Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TableProps } from './resource-table.tsx';
import { columnLabel } from './resource-table.tsx';
import { CellValue } from './cell-value.tsx';
import classes from './resource-table.module.css';

/** The list on a phone: one card per record, the title first, then the other columns as pairs. */
export function ResourceCards({
  def,
  rows,
  loading,
  fetching,
  selection,
  onSelect,
  title,
  actions,
  reorder,
}: Omit<TableProps, 'state' | 'onSort'>) {
  const others = def.list.columns.filter((c) => c.field !== def.titleField && c.field !== def.ordering?.field).slice(0, 5);
  if (loading) {
    return (
      <Stack gap="sm" p="sm">
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
  return (
    <Stack gap="sm" p="sm" style={{ opacity: fetching ? 0.6 : 1 }} data-testid="resource-cards">
      {rows.map((row, index) => (
        <Paper
          key={row.id}
          withBorder
          radius="md"
          p="md"
          data-testid="resource-row"
          data-id={row.id}
          bg={selection?.has(row.id) ? 'primary.0' : undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              {selection ? (
                <Checkbox
                  size="sm"
                  mt={2}
                  aria-label={`Select row ${row.id}`}
                  checked={selection.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                />
              ) : null}
              <div style={{ minWidth: 0, flex: 1 }}>{title(row)}</div>
            </Group>
            {/* Touch screens cannot drag rows: the arrow buttons move them. */}
            {reorder ? <div className={classes.cardHandle}>{reorder.handle(row, index)}</div> : null}
          </Group>
          <Stack gap={6} mt="sm">
            {others.map((column) => (
              <Group key={column.field} justify="space-between" wrap="nowrap" gap="md">
                <Text size="xs" c="dimmed" fw={600} style={{ flex: 'none' }}>
                  {columnLabel(def, column.field, column.label)}
                </Text>
                <div style={{ minWidth: 0, textAlign: 'right' }}>
                  <CellValue
                    format={column.format}
                    meta={def.fields[column.field]}
                    value={row[column.field]}
                    label={columnLabel(def, column.field, column.label)}
                  />
                </div>
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end" mt="sm">
            {actions(row, index)}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
