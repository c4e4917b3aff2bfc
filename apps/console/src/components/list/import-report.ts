import type { ImportError } from '@rc/contract/resources/resource-wire';
import { csvCell } from './csv-cell.ts';

/** The errors the report table shows; the downloaded report has every one. */
export const REPORT_TABLE_ROWS = 1000;

/** The full error report as a CSV file (row, column, message), for a spreadsheet. */
export function importErrorsCsv(errors: readonly ImportError[]): Blob {
  const lines = ['row,column,message', ...errors.map((e) => [e.row, e.column, e.message].map(csvCell).join(','))];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
