import { Checkbox, Skeleton, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ResourceRecord } from '../resource-api.ts';
import { CellValue } from './cell-value.tsx';
import type { ListState } from './list-state.ts';
import classes from './resource-table.module.css';

export type RowReorder = {
  /** Move the row at `from` to position `to` (indexes in the rows shown). */
  move: (from: number, to: number) => void;
  handle: (row: ResourceRecord, index: number) => ReactNode;
};

export type TableProps = {
  def: AnyResourceDefinition;
  rows: readonly ResourceRecord[];
  state: ListState;
  loading: boolean;
  fetching: boolean;
  onSort: (field: string) => void;
  selection: ReadonlySet<number> | null;
  onSelect: (ids: number[], selected: boolean) => void;
  /** The title column's content (a link to the editor, an inline rename, …). */
  title: (row: ResourceRecord) => ReactNode;
  actions: (row: ResourceRecord, index: number) => ReactNode;
  reorder?: RowReorder;
};

export function columnLabel(def: AnyResourceDefinition, field: string, label?: string): string {
  return (
    label ??
    def.fields[field]?.label ??
    ({ created_at: 'Created', updated_at: 'Last change' } as Record<string, string>)[field] ??
    field
  );
}

const NUMERIC = new Set(['number', 'money-idr']);

/** The list as a table: sortable headers, a selection column, optional drag handles. */
export function ResourceTable({
  def,
  rows,
  state,
  loading,
  fetching,
  onSort,
  selection,
  onSelect,
  title,
  actions,
  reorder,
}: TableProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const columns = def.list.columns;
  const sortable = new Set<string>(def.list.sort);
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
                  onChange={(event) => onSelect(ids, event.currentTarget.checked)}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            ) : null}
            {reorder ? <Table.Th w={84}>Order</Table.Th> : null}
            {columns.map((column) => {
              if (reorder && column.field === def.ordering?.field) return null;
              const label = columnLabel(def, column.field, column.label);
              const active = state.sort === column.field;
              return (
                <Table.Th
                  key={column.field}
                  w={column.format === 'image' ? column.width : undefined}
                  miw={column.field === def.titleField ? 220 : undefined}
                  ta={NUMERIC.has(column.format) && column.field !== def.titleField ? 'right' : undefined}
                  aria-sort={active ? (state.desc ? 'descending' : 'ascending') : undefined}
                >
                  {sortable.has(column.field) && !reorder ? (
                    <UnstyledButton
                      className={classes.sort}
                      data-active={active || undefined}
                      onClick={() => onSort(column.field)}
                    >
                      {label}
                      {active ? (
                        state.desc ? (
                          <IconArrowDown size={13} />
                        ) : (
                          <IconArrowUp size={13} />
                        )
                      ) : (
                        <IconArrowsSort size={13} opacity={0.45} />
                      )}
                    </UnstyledButton>
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
            <Table.Th w={1} className={classes.actions}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: Math.min(state.size, 8) }, (_, i) => (
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
                  {columns.map((column) =>
                    reorder && column.field === def.ordering?.field ? null : (
                      <Table.Td key={column.field}>
                        <Skeleton height={12} width={`${50 + ((i * 17 + column.field.length * 7) % 45)}%`} radius="xl" />
                      </Table.Td>
                    ),
                  )}
                  <Table.Td className={classes.actions}>
                    <Skeleton height={24} width={56} radius="md" />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((row, index) => (
                <Table.Tr
                  key={row.id}
                  data-testid="resource-row"
                  data-id={row.id}
                  data-selected={selection?.has(row.id) || undefined}
                  data-dragging={dragging === index || undefined}
                  data-drop={
                    over === index && dragging !== null && dragging !== index
                      ? dragging < index
                        ? 'after'
                        : 'before'
                      : undefined
                  }
                  {...dragProps(index)}
                >
                  {selection ? (
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        aria-label={`Select row ${row.id}`}
                        checked={selection.has(row.id)}
                        onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                  ) : null}
                  {reorder ? <Table.Td>{reorder.handle(row, index)}</Table.Td> : null}
                  {columns.map((column) => {
                    if (reorder && column.field === def.ordering?.field) return null;
                    const isTitle = column.field === def.titleField;
                    return (
                      <Table.Td key={column.field} ta={NUMERIC.has(column.format) && !isTitle ? 'right' : undefined}>
                        {isTitle ? (
                          title(row)
                        ) : (
                          <CellValue
                            format={column.format}
                            meta={def.fields[column.field]}
                            value={row[column.field]}
                            label={columnLabel(def, column.field, column.label)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                  <Table.Td className={classes.actions}>{actions(row, index)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
