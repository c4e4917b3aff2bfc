import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ColumnFormat, FieldMeta, FieldOption } from '@rc/contract/resources/resource';
import { CellValue } from './list/cell-value.tsx';

export type RowsColumn = { field: string; label: string; format: ColumnFormat; options?: readonly FieldOption[] };

/** A column an area adds beside a rows field's own (a pick's return since entry). */
export type ExtraRowsColumn = {
  key: string;
  label: string;
  numeric?: boolean;
  /** Long text: wraps instead of keeping to one line. */
  wide?: boolean;
  render: (row: Record<string, unknown>, index: number) => ReactNode;
};

const NUMERIC: ReadonlySet<ColumnFormat> = new Set(['number', 'money-idr']);

/**
 * The child records of a rows field (a placement's picks) as a table: one column per declared
 * column, drawn like list cells, numbers right-aligned; on a phone the table scrolls sideways.
 */
export function RowsTable({
  label,
  columns,
  rows,
  extra = [],
}: {
  label: string;
  columns: readonly RowsColumn[];
  rows: readonly Record<string, unknown>[];
  extra?: readonly ExtraRowsColumn[];
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const metaOf = (c: RowsColumn): FieldMeta | undefined =>
    c.options ? { label: c.label, widget: 'select', options: c.options } : undefined;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table verticalSpacing={8} horizontalSpacing="sm" striped highlightOnHover aria-label={label} data-testid="rows-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.field} ta={NUMERIC.has(c.format) ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </Table.Th>
            ))}
            {extra.map((c) => (
              <Table.Th key={c.key} ta={c.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td
                  key={c.field}
                  ta={NUMERIC.has(c.format) ? 'right' : undefined}
                  style={c.format === 'text' ? { maxWidth: 360 } : { whiteSpace: 'nowrap' }}
                >
                  <CellValue format={c.format} meta={metaOf(c)} value={row[c.field]} label={c.label} />
                </Table.Td>
              ))}
              {extra.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={c.numeric ? 'right' : undefined}
                  style={c.wide ? { minWidth: 200, maxWidth: 360 } : { whiteSpace: 'nowrap' }}
                >
                  {c.render(row, i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
