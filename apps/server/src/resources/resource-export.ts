import type { ListOptions } from './resource-list-query.ts';
import type { ResourceModel } from './resource-model.ts';
import type { ResourceRepository } from './resource.repository.ts';

const BATCH = 500;

/**
 * A cell as Excel and LibreOffice will read it. Text starting with = + - @ (or a tab or carriage
 * return) would run as a formula when the file is opened, so it gets a leading apostrophe; numbers
 * are written as numbers and never altered.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = Array.isArray(value) ? value.map(String).join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
