import { SYSTEM_FIELDS, type Storage } from '@rc/contract/resources/resource';
import type { Db } from '@/db/database.ts';
import { readTableStorage, type TableStorage } from '@/db/storage-catalog.ts';
import { compileResource, storageOfColumn, type ResourceBinding } from './resource-model.ts';
import { searchStrategyOf } from './search/search-strategy.ts';
import { SIDE_LIST_INDEX_COLUMNS, copyColumnOf, copyTriggerOf, sideListIndexOf } from './side-list.repository.ts';

/**
 * Does the database hold what each resource's definition says? A field is declared in the
 * contract but its column is made by a migration; the engine trusts both to agree and fails
 * only when a call touches the missing piece. This check compares them up front, per binding:
 *
 * - a column for every field and record field, of a type that holds the field's storage;
 * - the full-text index as the resource's search strategy reads it (resources/search: every
 *   searched field indexed; on SQLite the narrow search indexes of a binding with `searchKeys`, and
 *   the status-scoped tables of one with `searchScope`, numbered by id or by rank);
 * - every filter the engine answers from `resource_counts` really counted by the table's triggers;
 * - on SQLite, the page index of a side list declared `covering`;
 * - on SQLite, the copy of a side list declared `copied` in its owner's row, and the side table's
 *   triggers that keep it;
 * - on SQLite, a table kept in its natural key's order (`without rowid`) bound with that key in
 *   `clusteredBy`, so the engine numbers its rows;
 * - on PostgreSQL, a slug's unique index in byte order, which finding a free slug reads;
 *
 * It returns the problems (empty: all agree), each naming the resource, the table and the field.
 */
export type StorageProblem = { resource: string; table: string; field?: string; message: string };

/** Column types that hold a storage (SQLite: as declared; PostgreSQL: information_schema's data_type). */
const COLUMN_TYPES: Record<Storage, readonly string[]> = {
  integer: ['integer', 'bigint'],
  boolean: ['integer', 'bigint'],
  text: ['text'],
  'string-list': ['text'],
};

export async function checkStorage(db: Db, bindings: readonly ResourceBinding[]): Promise<StorageProblem[]> {
  const problems: StorageProblem[] = [];
  for (const binding of bindings) {
    const sides = new Map<string, TableStorage | null>();
    for (const side of Object.values(binding.sideLists ?? {})) sides.set(side.table, await readTableStorage(db, side.table));
    problems.push(...storageProblems(binding, await readTableStorage(db, binding.table), sides));
  }
  return problems;
}

/** The problems of one binding against what its table (and its side-list tables) has (null: no table). */
export function storageProblems(
  binding: ResourceBinding,
  storage: TableStorage | null,
  sides: ReadonlyMap<string, TableStorage | null> = new Map(),
): StorageProblem[] {
  const model = compileResource(binding);
  const { table } = binding;
  const resource = model.def.name;
  const problems: StorageProblem[] = [];
  const report = (field: string | undefined, what: string, fix = 'add a migration') =>
    problems.push({ resource, table, field, message: `${resource}: ${table} ${what} — ${fix}` });

  if (!storage) {
    report(undefined, 'does not exist');
    return problems;
  }

  for (const side of model.sideLists) {
    const kept = sides.get(side.table);
    const type = side.value === 'integer' ? COLUMN_TYPES.integer : COLUMN_TYPES.text;
    if (!kept) report(side.field, `has no side table ${side.table} for list field '${side.field}'`);
    else if (!kept.columns.has('owner_id') || !type.includes(kept.columns.get('value') ?? '')) {
      report(side.field, `side table ${side.table} of '${side.field}' needs owner_id and a ${side.value} value column`);
    } else {
      for (const [column, kind] of Object.entries(side.columns ?? {}))
        if (!COLUMN_TYPES[kind].includes(kept.columns.get(column) ?? ''))
          report(side.field, `side table ${side.table} of '${side.field}' needs a ${kind} column '${column}'`);
      // SQLite reads a copied list from its owner's row (decision 032): a missing copy would fail every read.
      const copy = copyColumnOf(side.field);
      if (side.copied && kept.dialect === 'sqlite') {
        if (storage.columns.get(copy) !== 'text')
          report(side.field, `has no text column ${copy} copying '${side.field}'`, 'add a migration with createSideListCopy');
        else if (!(['insert', 'delete', 'update'] as const).every((event) => kept.triggers.has(copyTriggerOf(side.table, event))))
          report(
            side.field,
            `side table ${side.table} has no triggers keeping ${copy}`,
            'add a migration with createSideListCopy',
          );
      }
      // SQLite names the page index (INDEXED BY): a missing one would fail every list.
      const index = sideListIndexOf(side.table);
      if (side.covering && kept.dialect === 'sqlite' && kept.indexes.get(index)?.join(',') !== SIDE_LIST_INDEX_COLUMNS.join(','))
        report(
          side.field,
          `side table ${side.table} of '${side.field}' has no index ${index} on (${SIDE_LIST_INDEX_COLUMNS.join(', ')})`,
          'add a migration with createSideListIndex',
        );
    }
  }
  // The workflow keeps the last staff editor and the live version beside the fields.
  const internal = model.workflow ? ['edited_by', 'live_snapshot'] : [];
  for (const name of internal) if (!storage.columns.has(name)) report(name, `has no workflow column '${name}'`);

  for (const name of [...SYSTEM_FIELDS, ...model.fields.filter((f) => f.storage !== 'side-list').map((f) => f.name)]) {
    const storageOf = storageOfColumn(model, name) as Storage;
    const type = storage.columns.get(name);
    if (type === undefined) report(name, `has no column for field '${name}'`);
    else if (!COLUMN_TYPES[storageOf].includes(type)) {
      report(name, `column '${name}' is ${type}, but field '${name}' is stored as ${storageOf}`);
    }
  }

  // A slug left empty gets the first free suffix, read as a range of the slug's index in byte order.
  const slug = model.def.slug?.field;
  if (slug && storage.dialect === 'postgres' && !storage.byteOrderedUnique.has(slug))
    report(
      slug,
      `has no unique index on '${slug}' in byte order (text_pattern_ops)`,
      'add a migration with slugIndexInByteOrder',
    );

  // The full-text index, as the resource's search strategy on this database reads it.
  searchStrategyOf(model, storage.dialect).storageProblems(storage, report);

  if (model.counted && !storage.counted) {
    report(
      undefined,
      `has no counter triggers (${table}_count_insert)`,
      'add a migration, or declare `counted: false` in the binding',
    );
  }
  for (const field of model.counted ?? []) {
    if (!storage.counted || storage.counted.has(field)) continue;
    const declared = binding.counted !== undefined;
    report(
      field,
      `does not count filter '${field}' (${declared ? 'declared in `counted`' : 'a select or boolean filter, counted by default'})`,
      `add a migration, or declare \`counted\` in the binding without '${field}'`,
    );
  }
  // A table kept in its key's order numbers no rows itself: the engine must give each its id.
  const clustered = storage.clusteredBy?.join(', ');
  if (clustered !== undefined && binding.clusteredBy?.join(', ') !== clustered) {
    report(undefined, `is kept in (${clustered}) order without rowids`, `declare \`clusteredBy: [${clustered}]\` in the binding`);
  }
  return problems;
}
