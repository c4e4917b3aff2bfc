import { z } from 'zod';
import { envelope, listEnvelope } from '@rc/contract/api';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import { WORKFLOW_ACTIONS, workflowStateSchema, type WorkflowAction } from '@rc/contract/workflow';
import type { Module } from '@rc/contract/modules';
import {
  RESOURCE_HOOKS,
  SYSTEM_FIELDS,
  WORKFLOW_FIELDS,
  storageOf,
  type AnyResourceDefinition,
  type FieldMeta,
  type FilterDef,
  type Storage,
} from '@rc/contract/resources/resource';
import { versionField } from '@rc/contract/resources/resource-wire';
import type { ApiRecord, RecordData, ResourceHooks } from './resource-hooks.ts';
import { described } from '@/http/openapi-components.ts';
import { recordShape } from '@/db/record-shape.ts';

/** How the server mounts one contract resource: its table and the hooks its area binds. */
export type ResourceBinding = {
  definition: AnyResourceDefinition;
  table: string;
  hooks?: ResourceHooks;
  /**
   * Columns whose live counts the table's migration keeps in `resource_counts` (besides the
   * table's total), or false when it keeps none. Default: the select and boolean filters.
   */
  counted?: readonly string[] | false;
  /**
   * List fields whose values live in a side table (`<table>(owner_id, value, position)`, made by the
   * kit's createSideList) instead of a JSON column: a record's tags, tickers, required plans. A list
   * filter on such a field is an indexed lookup in the side table. A rows field (child records,
   * e.g. a placement's picks) keeps its key (`rows.key` of the field) as the value and names its
   * other columns, which its migration adds to the side table.
   */
  sideLists?: Readonly<Record<string, SideListSpec>>;
  /**
   * A wide table (long bodies) whose searches should not read its rows: on SQLite the migration
   * keeps one narrow index per sort column on live rows, `<table>_search_<column>` on (id, the
   * counted filter columns, the sort column), made by the kit's createSearchKeys. A search then
   * checks its matches' filters and sort keys in that index instead of in the rows (decision 015).
   */
  searchKeys?: boolean;
  /**
   * A search index scoped by a select filter's value (on SQLite: the migration kit's
   * createStatusSearchTables): each record's words sit in the index table of its value
   * (`<table>_fts_live_pending` …) or in `<table>_fts_trash`, so a search inside one tab reads that
   * tab's records only (decisions 025, 031).
   */
  searchScope?: string;
  /**
   * A sort column whose order the scoped search index numbers its entries in (on SQLite: the kit's
   * createRankedStatusSearch): a search inside a tab sorted by it reads its page from the tab's
   * table in rowid order, or orders its matches by their ranks and reads the sort values of the few
   * sharing one (decisions 028, 033). Needs `searchScope`.
   */
  searchOrder?: string;
  /**
   * On SQLite the table is kept in the order of these columns, its natural key (the migration kit's
   * clusterByKey: `without rowid`, decision 027), so the database no longer numbers new rows: the
   * engine gives each its id, one past the highest. PostgreSQL numbers them as for any table. The
   * key is unique over all rows, so a list filtered to all of it but its sort column orders without
   * the id (decision 051).
   */
  clusteredBy?: readonly string[];
};

export type SideListSpec = {
  table: string;
  value: 'integer' | 'text';
  /** Rows fields: the child record's columns besides its key, and how each is stored. */
  columns?: Readonly<Record<string, 'integer' | 'text'>>;
  /**
   * A big side table (a million owners and more): on SQLite a list page reads it from the index
   * on (owner_id, position, value) that the kit's createSideListIndex makes, named in the query,
   * instead of finding each entry by the key and then reading its position from the table
   * (decision 029). Not for rows fields, whose columns the index does not hold.
   */
  covering?: boolean;
  /**
   * The owner's row holds a copy of the list (on SQLite, the column `<field>_copy` that the kit's
   * createSideListCopy makes and its triggers keep): reads of records take the list from their rows
   * instead of the side table (decision 032). Not for rows fields.
   */
  copied?: boolean;
};

/** The table kit's partial index of one sort column on live rows. */
export const liveIndexOf = (table: string, column: string) => `${table}_${column}_live`;

/** A narrow index of a wide table's search (see ResourceBinding.searchKeys). */
export type SearchKeysIndex = { name: string; columns: readonly string[] };

/** A list field kept in a side table (see ResourceBinding.sideLists); `key` is set for rows fields. */
export type SideListModel = SideListSpec & { field: string; key: string | null };

/** `side-list`: the field's values are rows of a side table, not a column. */
export type FieldStorage = Storage | 'side-list';
export type FieldModel = { name: string; meta: FieldMeta; storage: FieldStorage; editable: boolean };
/** `values`: what a select or boolean filter accepts (reference and date-range filters take open values). */
export type FilterModel = { name: string; type: FilterDef<string>['type']; values: readonly string[] };

/** The workflow of a resource that declares one (see workflow/workflow.service.ts). */
export type WorkflowModel = {
  module: Module;
  /** The actions staff may take through the workflow call. */
  actions: readonly WorkflowAction[];
  /** What a change to published content replaces, kept as the live version while it is reviewed. */
  liveFields: readonly string[];
  /** Published records keep their link: this field cannot change once live. */
  slugField: string | null;
  /** Set to the creating staff member on create (WorkflowConfig.author). */
  authorField: string | null;
};

/**
 * A person named on a record beside their id (record-people.ts): `field` holds the id of a record of
 * `resource`, whose `label` is the name; the record carries `{ id, fullname }` under `name`.
 */
export type PersonEmbed = { field: string; name: string; resource: string; label: string };

/** Who changed a record last (a trashed record: who moved it to the trash), for every resource. */
const CHANGED_BY: PersonEmbed = { field: 'updated_by', name: 'updated_by_user', resource: 'internal-user', label: 'fullname' };

/** Everything the engine derives from a definition, computed once at start. */
export type ResourceModel = {
  def: AnyResourceDefinition;
  table: string;
  hooks: ResourceHooks;
  fields: readonly FieldModel[];
  editable: readonly string[];
  /** Columns read from the table, in the record's order (never the search vector). */
  columns: readonly string[];
  sortable: ReadonlySet<string>;
  filters: ReadonlyMap<string, FilterModel>;
  /** Filter columns with trigger-kept counters; null when the table has no counters at all. */
  counted: ReadonlySet<string> | null;
  search: readonly string[];
  /** Image and document fields: uploaded files the record points to. */
  fileFields: readonly string[];
  richTextFields: readonly string[];
  workflow: WorkflowModel | null;
  sideLists: readonly SideListModel[];
  /** People the record names beside their ids (FieldMeta.embed, and who changed it last). */
  people: readonly PersonEmbed[];
  /** Sort column → the narrow index a live search reads (ResourceBinding.searchKeys); empty when none. */
  searchKeys: ReadonlyMap<string, SearchKeysIndex>;
  /** The filter whose values scope the search index (ResourceBinding.searchScope); null when none. */
  searchScope: { column: string; values: readonly string[]; rankedBy: string | null } | null;
  /** The natural key a SQLite table is kept in (ResourceBinding.clusteredBy); null when none. */
  clusteredBy: readonly string[] | null;
  createBody: z.ZodType;
  updateBody: z.ZodType;
  /** For the API documentation: the record as stored and listed (built on first read, when the description is written). */
  readonly recordDoc: z.ZodType;
  /**
   * For the API documentation, lazy schemas built when the description is written rather than at
   * start for every resource: `{ data: record }` (a deletion, a restore), the same with the
   * workflow panel's state on a workflow resource (a create, an edit, a step), the detail call's
   * (with what afterRead adds) and the list's `{ data: { data: [record…], … } }`.
   */
  recordAnswer: z.ZodType;
  presentedAnswer: z.ZodType;
  detailAnswer: z.ZodType;
  listAnswer: z.ZodType;
  label(field: string): string;
  toRecord(row: Record<string, unknown>): ApiRecord;
  /** Editable values → column values (booleans 0/1, lists as JSON text). */
  toColumns(data: RecordData): Record<string, unknown>;
  /** The fields of a record that the audit diff compares (every field but the system ones). */
  snapshot(record: ApiRecord): RecordData;
};

const INTEGER_SYSTEM_FIELDS: ReadonlySet<string> = new Set(['id', 'version', 'created_by', 'updated_by']);

const SYSTEM_LABELS: Record<string, string> = {
  id: 'ID',
  created_at: 'Created',
  updated_at: 'Last change',
  created_by: 'Created by',
  updated_by: 'Changed by',
  deleted_at: 'In trash since',
  version: 'Version',
};

function fromColumn(storage: FieldStorage, value: unknown): unknown {
  if (value === null || value === undefined) return storage === 'string-list' || storage === 'side-list' ? [] : null;
  switch (storage) {
    case 'boolean':
      return value === 1 || value === true || value === '1';
    case 'integer':
      return typeof value === 'number' ? value : Number(value);
    case 'string-list':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    default:
      return value;
  }
}

function toColumn(storage: FieldStorage, value: unknown): unknown {
  if (storage === 'side-list') return value ?? [];
  if (value === undefined || value === null) return storage === 'string-list' ? '[]' : null;
  switch (storage) {
    case 'boolean':
      return value ? 1 : 0;
    case 'string-list':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** A person named beside their id (PersonEmbed): built when the description is written. */
const personDoc = z.lazy(() => z.object({ id: z.number().int(), fullname: z.string() }).nullable());

/** Wrappers that leave a field's value as it is (a default, optional, nullable, a transform's input). */
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch']);

/** The zod type a list field holds per entry, from its schema in the definition (read-only lists have none). */
function listEntry(schema: z.ZodType | undefined): string | null {
  let s = schema as { _zod: { def: { type: string; innerType?: unknown; in?: unknown; element?: unknown } } } | undefined;
  while (s && (WRAPPERS.has(s._zod.def.type) || s._zod.def.type === 'pipe'))
    s = (s._zod.def.type === 'pipe' ? s._zod.def.in : s._zod.def.innerType) as typeof s;
  const entry = s?._zod.def.type === 'array' ? (s._zod.def.element as typeof s) : undefined;
  return entry?._zod.def.type ?? null;
}

/**
 * A column as the API sends it: whole numbers (ids and versions never null), text or null, true
 * or false, and lists of what the field holds (ids, codes, or a rows field's child records).
 */
function docSchema(name: string, storage: FieldStorage, def: AnyResourceDefinition, side: SideListModel | undefined): z.ZodType {
  if (name === 'id' || name === 'version') return z.number().int();
  if (name === 'created_at' || name === 'updated_at') return z.string();
  switch (storage) {
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.number().int().nullable();
    case 'string-list':
    case 'side-list': {
      if (side?.key) return z.array(z.record(z.string(), z.unknown()));
      const entry = side ? side.value : listEntry((def.schema.shape as Record<string, z.ZodType>)[name]);
      return z.array(
        entry === 'integer' || entry === 'number'
          ? z.number().int()
          : entry === 'object'
            ? z.record(z.string(), z.unknown())
            : z.string(),
      );
    }
    default:
      return z.string().nullable();
  }
}

/** `master-stock` → `MasterStock`: the name of a resource's schemas in the description. */
const componentName = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());

/** Check a binding against its definition and derive what the engine needs; throws on a mismatch. */
export function compileResource(binding: ResourceBinding): ResourceModel {
  const { definition: def, table } = binding;
  const hooks = binding.hooks ?? {};
  const declared = new Set(def.hooks ?? []);
  for (const name of RESOURCE_HOOKS) {
    if (Boolean(hooks[name]) !== declared.has(name)) {
      throw new Error(
        `Resource ${def.name}: hook ${name} is ${hooks[name] ? 'bound but not declared' : 'declared but not bound'}`,
      );
    }
  }
  const editable = Object.keys(def.schema.shape);
  const sideLists: SideListModel[] = Object.entries(binding.sideLists ?? {}).map(([field, side]) => ({
    field,
    ...side,
    key: def.fields[field]?.rows?.key ?? null,
  }));
  for (const side of sideLists) {
    const meta = def.fields[side.field];
    if (!meta || storageOf(meta.widget) !== 'string-list')
      throw new Error(
        `Resource ${def.name}: side list ${side.field} must be a list field (multiselect, codes, list-of-lines, rows)`,
      );
    if ((side.key === null) !== (side.columns === undefined))
      throw new Error(`Resource ${def.name}: side list ${side.field} names columns exactly when its field is a rows field`);
    if (side.copied && side.key !== null)
      throw new Error(`Resource ${def.name}: side list ${side.field} is a rows field, whose entries its row cannot copy`);
  }
  const fields: FieldModel[] = Object.entries(def.fields).map(([name, meta]) => ({
    name,
    meta,
    storage: sideLists.some((s) => s.field === name) ? 'side-list' : storageOf(meta.widget),
    editable: editable.includes(name),
  }));
  for (const name of editable) {
    if (!def.fields[name]) throw new Error(`Resource ${def.name}: schema field ${name} has no field description`);
  }
  const byName = new Map(fields.map((f) => [f.name, f]));
  const workflow = compileWorkflow(def, byName);
  const filters = new Map<string, FilterModel>(
    def.list.filters.map((f) => {
      const values = f.type === 'boolean' ? ['true', 'false'] : (byName.get(f.field)?.meta.options ?? []).map((o) => o.value);
      return [f.field, { name: f.field, type: f.type, values }];
    }),
  );
  // Side lists are read from their own tables and added to the rows (resource.repository.ts).
  const columns = [...SYSTEM_FIELDS, ...fields.filter((f) => f.storage !== 'side-list').map((f) => f.name)];
  const storageByColumn = new Map<string, FieldStorage>([
    ...SYSTEM_FIELDS.map((name) => [name, INTEGER_SYSTEM_FIELDS.has(name) ? 'integer' : 'text'] as [string, FieldStorage]),
    ...fields.map((f) => [f.name, f.storage] as [string, FieldStorage]),
  ]);
  const entries = [...storageByColumn.entries()];
  const people: PersonEmbed[] = [
    ...fields.flatMap((f) =>
      f.meta.embed && f.meta.reference
        ? [{ field: f.name, name: f.meta.embed, resource: f.meta.reference.resource, label: f.meta.reference.labelField }]
        : [],
    ),
    CHANGED_BY,
  ];
  for (const person of people)
    if (storageByColumn.has(person.name)) throw new Error(`Resource ${def.name}: embed ${person.name} is also a field`);
  // The people are part of the record's shape from the start (null until named), so filling them
  // adds no keys to the object.
  const recordOf = recordShape([...entries.map(([name]) => name), ...people.map((p) => p.name)]);
  const counted =
    binding.counted === false
      ? null
      : new Set(
          binding.counted ?? def.list.filters.filter((f) => f.type === 'select' || f.type === 'boolean').map((f) => f.field),
        );
  const scope = binding.searchScope ? filters.get(binding.searchScope) : undefined;
  if (binding.searchScope && (scope?.type !== 'select' || scope.values.length === 0))
    throw new Error(`Resource ${def.name}: searchScope ${binding.searchScope} is not a select filter`);
  // The order key is read from the first characters of the column's text (decision 028).
  if (
    binding.searchOrder &&
    (!scope || !def.list.sort.includes(binding.searchOrder) || byName.get(binding.searchOrder)?.storage !== 'text')
  )
    throw new Error(
      `Resource ${def.name}: searchOrder ${binding.searchOrder} needs searchScope and a sort column stored as text`,
    );
  const searchKeys = new Map<string, SearchKeysIndex>(
    binding.searchKeys
      ? def.list.sort.map((column) => [
          column,
          { name: `${table}_search_${column}`, columns: ['id', ...[...(counted ?? [])].filter((c) => c !== column), column] },
        ])
      : [],
  );

  const sideOf = new Map(sideLists.map((side) => [side.field, side]));
  const afterReadFields = hooks.afterReadFields;
  if (Boolean(hooks.afterRead) !== Boolean(afterReadFields))
    throw new Error(`Resource ${def.name}: afterRead and afterReadFields (what it adds, described) go together`);
  const name = componentName(def.name);
  let recordDoc: z.ZodObject | undefined;
  let presentedDoc: z.ZodObject | undefined;
  const record = () =>
    (recordDoc ??= z
      .object(
        Object.fromEntries([
          ...entries.map(([column, storage]) => [column, docSchema(column, storage, def, sideOf.get(column))]),
          ...people.map((p) => [p.name, personDoc]),
        ]),
      )
      .meta(described(name)));
  const presented = () =>
    (presentedDoc ??= workflow
      ? record()
          .extend({ workflow: workflowStateSchema })
          .meta(described(`${name}WithWorkflow`))
      : record());
  const model: ResourceModel = {
    def,
    table,
    hooks,
    fields,
    editable,
    columns,
    sortable: new Set(def.list.sort),
    filters,
    counted,
    search: def.list.search,
    fileFields: fields
      .filter((f) => (f.meta.widget === 'image' || f.meta.widget === 'document') && f.editable)
      .map((f) => f.name),
    richTextFields: fields.filter((f) => f.meta.widget === 'richtext' && f.editable).map((f) => f.name),
    workflow,
    sideLists,
    people,
    searchKeys,
    searchScope: scope ? { column: scope.name, values: scope.values, rankedBy: binding.searchOrder ?? null } : null,
    clusteredBy: binding.clusteredBy ?? null,
    createBody: def.schema,
    // Built on the first edit (or when the description is written).
    updateBody: z.lazy(() => def.schema.safeExtend({ version: versionField })),
    get recordDoc() {
      return record();
    },
    recordAnswer: z.lazy(() => envelope(model.recordDoc)),
    presentedAnswer: z.lazy(() => envelope(presented())),
    detailAnswer: z.lazy(() =>
      envelope(
        afterReadFields
          ? presented()
              .extend(afterReadFields)
              .meta(described(`${name}Detail`))
          : presented(),
      ),
    ),
    listAnswer: z.lazy(() => listEnvelope(model.recordDoc)),
    label: (field) => byName.get(field)?.meta.label ?? SYSTEM_LABELS[field] ?? field,
    toRecord(row) {
      const values = new Array<unknown>(entries.length + people.length);
      for (let i = 0; i < entries.length; i++) {
        const [name, storage] = entries[i]!;
        values[i] = storage === 'text' ? (row[name] ?? null) : fromColumn(storage, row[name]);
      }
      for (let i = entries.length; i < values.length; i++) values[i] = null;
      return recordOf(values) as ApiRecord;
    },
    toColumns(data) {
      const out: Record<string, unknown> = {};
      for (const name of editable) out[name] = toColumn(byName.get(name)!.storage, data[name]);
      return out;
    },
    snapshot(record) {
      return Object.fromEntries(fields.map((f) => [f.name, record[f.name]]));
    },
  };
  return model;
}

/** A workflow definition must carry the workflow's read-only fields and a status filter; else the server does not start. */
function compileWorkflow(def: AnyResourceDefinition, byName: ReadonlyMap<string, FieldModel>): WorkflowModel | null {
  const config = def.workflow;
  if (!config) return null;
  for (const name of WORKFLOW_FIELDS) {
    const field = byName.get(name);
    if (!field?.meta.readOnly) throw new Error(`Resource ${def.name}: a workflow resource needs the read-only field ${name}`);
  }
  const statuses = (byName.get('status')!.meta.options ?? []).map((o) => o.value);
  if (CONTENT_STATUSES.some((s) => !statuses.includes(s)))
    throw new Error(`Resource ${def.name}: the status field must offer every content status (${CONTENT_STATUSES.join(', ')})`);
  if (!def.list.filters.some((f) => f.field === 'status' && f.type === 'select'))
    throw new Error(`Resource ${def.name}: a workflow resource lists by status (a select filter on status)`);
  for (const name of config.liveAlso ?? [])
    if (!byName.has(name)) throw new Error(`Resource ${def.name}: workflow.liveAlso names ${name}, which is not a field`);
  if (config.author && !byName.get(config.author)?.meta.readOnly)
    throw new Error(`Resource ${def.name}: workflow.author must name a read-only field`);
  const slugField = def.slug?.field ?? null;
  const editable = Object.keys(def.schema.shape);
  return {
    module: config.module,
    actions: config.actions ?? WORKFLOW_ACTIONS,
    liveFields: [...editable.filter((f) => f !== slugField), ...(config.liveAlso ?? [])],
    slugField,
    authorField: config.author ?? null,
  };
}

/** Storage of a column of the model (system columns included). */
export function storageOfColumn(model: ResourceModel, column: string): FieldStorage {
  return model.fields.find((f) => f.name === column)?.storage ?? (INTEGER_SYSTEM_FIELDS.has(column) ? 'integer' : 'text');
}

/** A read-only field's column value (counters start at 0, flags at false). */
export function readOnlyColumn(model: ResourceModel, name: string, value: unknown): unknown {
  return toColumn(storageOfColumn(model, name), value);
}

/**
 * A counter's stored value as the list filter spells it: booleans are counted as 0/1 and
 * filtered as false/true.
 */
export function countedValue(model: ResourceModel, column: string, stored: string): string {
  if (model.filters.get(column)?.type === 'boolean') return stored === '1' ? 'true' : 'false';
  return stored;
}
