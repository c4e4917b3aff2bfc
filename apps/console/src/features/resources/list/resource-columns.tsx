import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ContentStatus } from '@rc/contract/statuses';
import { CellValue } from '@/components/list/cell-value.tsx';
import { ContentStatusBadge } from '@/components/workflow/content-status-badge.tsx';
import type { TableColumn } from '@/components/list/list-table.tsx';
import { formatDateTime } from '@/lib/date-formats.ts';
import { fieldChoiceSource } from '@/lib/reference-choices.ts';
import type { ResourceRecord } from '@/lib/resource-api.ts';

export function columnLabel(def: AnyResourceDefinition, field: string, label?: string): string {
  return (
    label ??
    def.fields[field]?.label ??
    ({ created_at: 'Created', updated_at: 'Last change' } as Record<string, string>)[field] ??
    field
  );
}

const NUMERIC = new Set(['number', 'money-idr']);

/**
 * The definition's columns for the shared table: the title column shows `title` (a link, a rename
 * in place), the others their value as the column's format says. While rows are dragged into a
 * new order, the order column gives way to the handles.
 */
export function resourceColumns(
  def: AnyResourceDefinition,
  { title, reordering, trash = false }: { title: (row: ResourceRecord) => ReactNode; reordering: boolean; trash?: boolean },
): TableColumn<ResourceRecord>[] {
  const sortable = new Set<string>(def.list.sort);
  const columns: TableColumn<ResourceRecord>[] = def.list.columns
    .filter((column) => !(reordering && column.field === def.ordering?.field))
    .map((column) => {
      const label = columnLabel(def, column.field, column.label);
      const isTitle = column.field === def.titleField;
      return {
        key: column.field,
        header: label,
        sortField: sortable.has(column.field) ? column.field : undefined,
        width: column.format === 'image' ? column.width : undefined,
        // Tags keep their room (a couple per line) instead of stacking one under another.
        minWidth: isTitle ? 220 : column.format === 'tags' ? (column.width ?? 150) : undefined,
        // A number that names another record (an author) reads as a name, not a figure.
        align:
          NUMERIC.has(column.format) && !isTitle && !def.fields[column.field]?.reference && !def.fields[column.field]?.referenceBy
            ? 'right'
            : undefined,
        render: isTitle
          ? title
          : def.workflow && column.field === 'status'
            ? (row) => <ContentStatusBadge status={row.status as ContentStatus} scheduledAt={row.scheduled_at as string | null} />
            : (row) => (
                <CellValue
                  format={column.format}
                  meta={def.fields[column.field]}
                  value={row[column.field]}
                  label={label}
                  row={row}
                  source={fieldChoiceSource(def.name, column.field, def.fields[column.field], row)}
                />
              ),
      };
    });
  // The trash says when each record went there and who moved it (its last change).
  return trash
    ? [...columns, { key: 'deleted_at', header: 'In the trash', minWidth: 170, render: (row) => <TrashedCell row={row} /> }]
    : columns;
}

function TrashedCell({ row }: { row: ResourceRecord }) {
  const by = row.updated_by_user as { fullname?: string } | null | undefined;
  return (
    <div style={{ lineHeight: 1.3 }} data-testid="trashed-when">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.deleted_at)}
      </Text>
      <Text size="xs" c="dimmed" truncate maw={200}>
        {by?.fullname ? `by ${by.fullname}` : 'by the system'}
      </Text>
    </div>
  );
}
