import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { TableSkeletonRows } from './list-skeleton.tsx';
import classes from './list-table.module.css';

/** One column: its header, how a row's cell looks, and whether the header sorts the list. */
export type TableColumn<Row> = {
  key: string;
  header: string;
  /** The list's `sort` field this header sorts by; absent: the header is plain text. */
  sortField?: string;
  width?: number;
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  render: (row: Row, index: number) => ReactNode;
};

export type RowReorder<Row> = {
  /** Move the row at `from` to position `to` (indexes in the rows shown). */
  move: (from: number, to: number) => void;
  /** The handle cell (grip, position, arrow buttons for the keyboard). */
  handle: (row: Row, index: number) => ReactNode;
};

/** What the table and the cards have in common. */
export type ListRowsProps<Row extends { id: number }> = {
  rows: readonly Row[];
  loading: boolean;
  fetching: boolean;
  /** null: the rows cannot be selected. */
  selection?: ReadonlySet<number> | null;
  onSelect?: (ids: number[], selected: boolean) => void;
  actions?: (row: Row, index: number) => ReactNode;
  /** Rows that wait for someone (a review queue) get a mark on their leading edge. */
  attention?: (row: Row) => boolean;
  /**
   * What tells rows apart, when their ids alone do not (a list across areas, where two areas each
   * have a record 12): the React key and the row's `data-id`. Default: the id.
   */
  rowKey?: (row: Row) => string | number;
  reorder?: RowReorder<Row>;
};

/** The list as a table: optional sortable headers, a selection column, drag handles and row actions. */
export function ListTable<Row extends { id: number }>({
  rows,
  columns,
  loading,
  fetching,
  skeletonRows,
  sort,
  onSort,
  selection,
  onSelect,
  actions,
  attention,
  rowKey = (row) => row.id,
  reorder,
  minWidth,
}: ListRowsProps<Row> & {
  columns: readonly TableColumn<Row>[];
  /** How many grey rows stand in while the first page loads. */
  skeletonRows: number;
  sort?: { field: string; desc: boolean };
  onSort?: (field: string) => void;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = rows.map((r) => r.id);
  const chosen = selection ? ids.filter((id) => selection.has(id)).length : 0;

  const dragProps = (index: number) =>
    reorder
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragging ?? Number(event.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from) && from !== index) reorder.move(from, index);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        }
      : {};

  return (
    <div className={classes.wrap}>
      <Table
        className={`${classes.table} ${fetching ? classes.fetching : ''}`}
        miw={minWidth}
        verticalSpacing="xs"
        horizontalSpacing="sm"
        data-testid="resource-table"
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={44}>
                <Checkbox
                  size="xs"
                  aria-label="Select all rows on this page"
                  checked={rows.length > 0 && chosen === rows.length}
                  indeterminate={chosen > 0 && chosen < rows.length}
                  onChange={(event) => onSelect?.(ids, event.currentTarget.checked)}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            ) : null}
            {reorder ? <Table.Th w={84}>Order</Table.Th> : null}
            {columns.map((column) => {
              const active = sort !== undefined && column.sortField !== undefined && sort.field === column.sortField;
              const sortable = column.sortField !== undefined && onSort !== undefined && !reorder;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  miw={column.minWidth}
                  ta={column.align}
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : sortable ? 'none' : undefined}
                  // The whole header cell sorts; the button inside is its keyboard control (its click bubbles here).
                  className={sortable ? classes.sortable : undefined}
                  onClick={sortable ? () => onSort(column.sortField!) : undefined}
                >
                  {sortable ? (
                    <UnstyledButton className={classes.sort} data-active={active || undefined}>
                      {column.header}
                      {active ? (
                        sort.desc ? (
                          <IconArrowDown size={13} aria-hidden="true" />
                        ) : (
                          <IconArrowUp size={13} aria-hidden="true" />
                        )
                      ) : (
                        <IconArrowsSort size={13} opacity={0.45} aria-hidden="true" />
                      )}
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
            {actions ? (
              <Table.Th w={1} className={classes.actions}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <TableSkeletonRows
              count={skeletonRows}
              columns={columns.map((c) => c.key)}
              selection={Boolean(selection)}
              reorder={Boolean(reorder)}
              actions={Boolean(actions)}
            />
          ) : (
            rows.map((row, index) => (
              <Table.Tr
                key={rowKey(row)}
                data-testid="resource-row"
                data-id={rowKey(row)}
                data-selected={selection?.has(row.id) || undefined}
                data-attention={attention?.(row) || undefined}
                data-dragging={dragging === index || undefined}
                data-drop={
                  over === index && dragging !== null && dragging !== index ? (dragging < index ? 'after' : 'before') : undefined
                }
                {...dragProps(index)}
              >
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      size="xs"
                      aria-label={`Select row ${row.id}`}
                      checked={selection.has(row.id)}
                      onChange={(event) => onSelect?.([row.id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                ) : null}
                {reorder ? <Table.Td>{reorder.handle(row, index)}</Table.Td> : null}
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row, index)}
                  </Table.Td>
                ))}
                {actions ? <Table.Td className={classes.actions}>{actions(row, index)}</Table.Td> : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
