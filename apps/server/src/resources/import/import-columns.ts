import { SYSTEM_FIELDS } from '@rc/contract/resources/resource';
import type { ImportError } from '@rc/contract/resources/resource-wire';
import { fromCsvCell } from '../resource-export.ts';
import type { FieldModel, ResourceModel } from '../resource-model.ts';

/** How one header column of an import file is read: the field it fills and how a cell becomes its value. */
export type ImportColumn = { field: string; read(cell: string): unknown };
/**
 * The header read: a column per position (null: known but not imported), its problems, and the
 * required fields it lacks (whose row messages would only repeat the header's).
 */
export type ImportHeader = { columns: Array<ImportColumn | null>; present: string[]; errors: ImportError[]; missing: string[] };

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const DIGITS = /^-?\d{1,15}$/;
/** A list cell (an index's constituents): values apart by semicolons, commas, bars or spaces (as the export writes them). */
const LIST_SEPARATORS = /[;,|\s]+/;

/** A header cell as a field name: "Company name" and "company_name" both name company_name. */
export function headerKey(cell: string): string {
  return cell.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * Fields an import fills: the editable ones, but images and rich text, which are uploaded and
 * sanitised in the editor. An export's system and read-only columns are known and skipped, so an
 * exported file imports as it is.
 */
export function importableFields(model: ResourceModel): FieldModel[] {
  return model.fields.filter((f) => f.editable && f.meta.widget !== 'image' && f.meta.widget !== 'richtext');
}

/**
 * A choice as the field spells it, whatever its case ("company" for COMPANY), or the cell as it
 * is (the schema then says which values are allowed).
 */
function canonical(field: FieldModel): (cell: string) => string {
  const byLower = new Map((field.meta.options ?? []).map((o) => [o.value.toLowerCase(), o.value]));
  return (cell) => byLower.get(cell.trim().toLowerCase()) ?? cell;
}

/** How a cell becomes a value the schema then checks (an empty cell is left out: the schema's default or "required"). */
function reader(field: FieldModel): (cell: string) => unknown {
  if (field.meta.options && field.meta.widget === 'select') {
    const choice = canonical(field);
    return (cell) => (cell === '' ? undefined : choice(cell));
  }
  if (field.meta.options && field.meta.widget === 'multiselect') {
    const choice = canonical(field);
    return (cell) => cell.split(LIST_SEPARATORS).filter(Boolean).map(choice);
  }
  switch (field.storage) {
    case 'integer':
      return (cell) => {
        // Plain digits (nearly every cell) are read without the clean-up below.
        if (DIGITS.test(cell)) return Number(cell);
        const plain = cell.replace(/[\s_]/g, '');
        return plain === '' ? undefined : NUMBER.test(plain) ? Number(plain) : cell;
      };
    case 'boolean':
      return (cell) => {
        const v = cell.trim().toLowerCase();
        return v === '' ? undefined : TRUE.has(v) ? true : FALSE.has(v) ? false : cell;
      };
    case 'string-list':
    case 'side-list':
      return (cell) => cell.split(LIST_SEPARATORS).filter(Boolean);
    default:
      return (cell) => (cell === '' ? undefined : cell);
  }
}

/** Read the header row: every column known, none twice, every required field and the natural key present. */
export function readHeader(model: ResourceModel, cells: readonly string[]): ImportHeader {
  const fields = importableFields(model);
  const byKey = new Map<string, FieldModel>();
  for (const f of fields) {
    byKey.set(f.name, f);
    byKey.set(headerKey(f.meta.label), f);
  }
  const skipped = new Set<string>([
    ...SYSTEM_FIELDS,
    ...model.fields.filter((f) => !fields.includes(f)).flatMap((f) => [f.name, headerKey(f.meta.label)]),
  ]);
  const errors: ImportError[] = [];
  const columns: Array<ImportColumn | null> = [];
  const present: string[] = [];
  const names = fields.map((f) => f.name).join(', ');
  for (const cell of cells) {
    const key = headerKey(cell);
    const field = byKey.get(key);
    if (field && present.includes(field.name)) {
      errors.push({ row: 1, column: cell, message: `Column "${cell}" appears twice; keep one` });
      columns.push(null);
    } else if (field) {
      present.push(field.name);
      columns.push({ field: field.name, read: reader(field) });
    } else {
      if (!skipped.has(key)) errors.push({ row: 1, column: cell, message: `Unknown column "${cell}". Columns: ${names}` });
      columns.push(null);
    }
  }
  const shape = model.def.schema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const key = model.def.import?.key ?? [];
  const missing: string[] = [];
  for (const f of fields) {
    const required = key.includes(f.name) || !shape[f.name]!.safeParse(undefined).success;
    if (required && !present.includes(f.name)) {
      missing.push(f.name);
      errors.push({ row: 1, column: f.name, message: `Column "${f.name}" (${f.meta.label}) is missing` });
    }
  }
  return { columns, present, errors, missing };
}

/** The values of one data row by field (cells beyond the header are reported by the caller). */
export function rowInput(header: ImportHeader, cells: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const { columns } = header;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i];
    if (!column) continue;
    const value = column.read(fromCsvCell(cells[i] ?? ''));
    if (value !== undefined) input[column.field] = value;
  }
  return input;
}
