import type { ListOptions } from './resource-list-query.ts';
import type { ResourceModel } from './resource-model.ts';
import type { ResourceRepository } from './resource.repository.ts';

const BATCH = 500;

/**
 * Text a spreadsheet would run as a formula: starting with = + - @ (or a tab or carriage return),
 * after any apostrophes (so text that already starts with one keeps its own through the escape).
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/**
 * A cell as Excel and LibreOffice will read it. Text that would run as a formula when the file is
 * opened gets a leading apostrophe; numbers are written as numbers and never altered. The import
 * takes the apostrophe off again (fromCsvCell), so export → import → export gives the same file.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = Array.isArray(value) ? value.map(String).join('; ') : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell of an imported file as the export meant it: the apostrophe csvCell put before a formula taken off. */
export function fromCsvCell(cell: string): string {
  // Nearly every cell: no apostrophe first, nothing to do.
  return cell.charCodeAt(0) === 39 && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;
}

export function exportColumns(model: ResourceModel): string[] {
  return ['id', ...model.fields.map((f) => f.name), 'created_at', 'updated_at', 'deleted_at', 'version'];
}

/**
 * The CSV of a list with its filters, search and sort, without a row cap. The ids are read first
 * (one index-ordered query), then the rows in batches, so the connection is never held for the
 * whole export and memory stays at one batch.
 */
export async function* exportCsv(model: ResourceModel, repo: ResourceRepository, options: ListOptions): AsyncGenerator<string> {
  const columns = exportColumns(model);
  // The byte-order mark makes Excel read the file as UTF-8 (names such as "Ekonomi & Keuangan").
  yield `\uFEFF${columns.join(',')}\r\n`;
  const ids = await repo.listIds(options);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = new Map((await repo.findByIds(batch)).map((r) => [Number(r.id), model.toRecord(r)]));
    let chunk = '';
    for (const id of batch) {
      const record = rows.get(id);
      if (record) chunk += `${columns.map((c) => csvCell(record[c])).join(',')}\r\n`;
    }
    yield chunk;
  }
}
