import type { ReactNode } from 'react';
import { ListCards } from './list-cards.tsx';
import { ListTable, type ListRowsProps, type TableColumn } from './list-table.tsx';
import { usePhoneLayout } from './use-phone-layout.ts';

/** The rows as a table on a wide screen and as cards on a phone, from one description. */
export function ListRows<Row extends { id: number }>({
  columns,
  cardTitle,
  cardDetails,
  pageSize,
  sort,
  onSort,
  minWidth,
  ...rows
}: ListRowsProps<Row> & {
  columns: readonly TableColumn<Row>[];
  /** A card's heading (what names the row, and whatever else belongs beside it). */
  cardTitle: (row: Row) => ReactNode;
  /** The columns a card lists under its heading, as label and value. */
  cardDetails?: readonly TableColumn<Row>[];
  /** The table's skeleton shows as many rows, up to 8, while the first page loads. */
  pageSize: number;
  sort?: { field: string; desc: boolean };
  onSort?: (field: string) => void;
  minWidth?: number;
}) {
  const phone = usePhoneLayout();
  if (phone) return <ListCards {...rows} title={cardTitle} details={cardDetails} />;
  return (
    <ListTable {...rows} columns={columns} skeletonRows={Math.min(pageSize, 8)} sort={sort} onSort={onSort} minWidth={minWidth} />
  );
}
