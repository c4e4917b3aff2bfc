import type { z } from 'zod';
import {
  WORKFLOW_FIELDS,
  storageOf,
  type AnyResourceDefinition,
  type FieldMeta,
  type Storage,
} from '@rc/contract/resources/resource';
import type { TableSpec } from '@/db/migration-kit/table-kit-v1.ts';

/**
 * The table a definition needs, as the table kit makes it (decision 004): a column for every field
 * the record keeps in its row, of its storage's type (booleans as 0/1 integers, lists as JSON
 * text), required where the schema requires a value and with the schema's default; the workflow's
 * columns for a workflow area; the full-text search of `list.search`; live counters for the select
 * and boolean filters (what the engine counts by default); a live index per sort column and per
 * counted filter in the default order; a unique index per unique field and the slug.
 *
 * Derived here, at the time a migration is written (npm run new-area): the migration holds the
 * result literally, so what it creates never changes when this function or the definition does.
 * The storage check then holds the definition and the table to each other.
 */
export function tableSpecOf(
  def: AnyResourceDefinition,
  table: string,
  /** The table of another resource, for a field holding one of its ids (a foreign key); undefined: none. */
  tableOf: (resource: string) => string | undefined,
): TableSpec {
  const workflowFields: ReadonlySet<string> = new Set(def.workflow ? WORKFLOW_FIELDS : []);
  const columns = Object.entries(def.fields)
    .filter(([name]) => !workflowFields.has(name))
    .map(([name, meta]) => columnOf(def, name, meta, tableOf));
  const counted = def.list.filters.filter((f) => f.type === 'select' || f.type === 'boolean').map((f) => f.field);
  const sorted = def.list.sort.filter((column) => column !== 'id').map((column) => [column]);
  const byFilter = counted.map((column) => [column, def.list.defaultSort.field]);
  const unique = Object.entries(def.fields)
    .filter(([name, meta]) => meta.unique || def.slug?.field === name)
    .map(([name]) => ({ name, columns: [name] }));
  return {
    name: table,
    recordColumns: 'before',
    trashIndex: true,
    ...(def.workflow ? { workflow: true } : {}),
    columns,
    search: [...def.list.search],
    counted,
    indexes: [...sorted, ...byFilter],
    unique,
  };
}

const COLUMN_TYPES: Record<Storage, string> = { text: 'text', integer: 'integer', boolean: 'integer', 'string-list': 'text' };

function columnOf(
  def: AnyResourceDefinition,
  name: string,
  meta: FieldMeta,
  tableOf: (resource: string) => string | undefined,
): string {
  const storage = storageOf(meta.widget);
  const type = COLUMN_TYPES[storage];
  const parts = [name, type];
  const schema = (def.schema.shape as Record<string, z.ZodType | undefined>)[name];
  if (schema) {
    const empty = schema.safeParse(undefined);
    // The server makes a slug left empty; a value the schema needs, or gives by default, is never null.
    if (meta.widget === 'slug' || (!empty.success && !schema.safeParse(null).success)) parts.push('not null');
    else if (empty.success && empty.data !== null && empty.data !== undefined)
      parts.push('not null', `default ${literal(empty.data, storage)}`);
  } else if (def.ordering?.field === name) {
    parts.push('not null', 'default 0');
  }
  const referenced = meta.reference && meta.reference.valueField === 'id' ? tableOf(meta.reference.resource) : undefined;
  if (referenced && storage === 'integer') parts.push(`references ${referenced}(id)`);
  // Names people look for and compare are case-insensitive on SQLite, as the search is.
  if (type === 'text' && (name === def.titleField || meta.uniqueLive)) parts.push('{nocase}');
  return parts.join(' ');
}

/** A default as SQL: a number, a boolean as 0 or 1, a text quoted, a list as its JSON. */
function literal(value: unknown, storage: Storage): string {
  if (storage === 'boolean') return value ? '1' : '0';
  if (storage === 'integer') return String(Number(value));
  const text = storage === 'string-list' ? JSON.stringify(value) : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}
