import type { z } from 'zod';
import type { Module } from '../modules.ts';
import type { Action } from '../permissions.ts';
import type { MenuSection, RouteName } from '../routes.ts';
import type { WorkflowAction } from '../workflow.ts';

/**
 * A resource is declared once here and drives both the server (its calls, validation, storage,
 * search and audit) and the console (its list and editor screens), in the manner of a Payload
 * collection config. Special behaviour is a named hook (see `hooks`) bound by the server in
 * `modules/<area>`, or a custom component in the console's `features/<area>`; never a copy.
 */

/** How the editor shows a field; it also fixes how the server stores it (see `storageOf`). */
export const FIELD_WIDGETS = [
  'text',
  'textarea',
  'richtext',
  'number',
  'money-idr',
  'boolean',
  'select',
  'multiselect',
  'date',
  'datetime',
  'image',
  /** An uploaded PDF (a report's attachment), judged by its bytes. */
  'document',
  'color',
  'url',
  'list-of-lines',
  'codes',
  'slug',
  /** A list of child records (a placement's picks), each an object of the columns `rows` names. */
  'rows',
] as const;
export type FieldWidget = (typeof FIELD_WIDGETS)[number];

/** `color`: a theme colour for the option's badge (a status that means danger looks like it); absent, one by position. */
export type FieldOption = { readonly value: string; readonly label: string; readonly color?: string };

/**
 * Where the choices of a reference come from: the records of `resource`, valued by `valueField` and
 * named by `labelField`; `where` keeps only those whose `field` holds one of `values` (tags of one
 * area, say).
 */
export type ReferenceDef = {
  readonly resource: string;
  readonly valueField: string;
  readonly labelField: string;
  readonly where?: { readonly field: string; readonly values: readonly string[] };
};

export type FieldMeta = {
  readonly label: string;
  readonly widget: FieldWidget;
  /** One line under the field telling the editor what the value is for. */
  readonly help?: string;
  readonly placeholder?: string;
  /** select / multiselect choices, and the labels of filter chips. */
  readonly options?: readonly FieldOption[];
  /** Kept by the server (counters, version numbers, the settings key): shown, never sent. */
  readonly readOnly?: boolean;
  /** No two live or trashed records may share the value (checked before the write, with a field message). */
  readonly unique?: boolean;
  /**
   * A name readers see in menus: no two live records share it, compared without case. A clash is a
   * 409 naming the record that has it, with its console address (`existing.path`); a trashed
   * record does not count.
   */
  readonly uniqueLive?: boolean;
  /** image widget: what the upload call accepts for this field. */
  readonly image?: { readonly maxBytes: number; readonly hint?: string };
  /**
   * rows widget: the columns of each child record, and the one (`key`) no two rows may share; a
   * binding may keep the rows in a side table keyed by it (decision 012).
   */
  readonly rows?: {
    readonly key: string;
    readonly columns: readonly {
      readonly field: string;
      readonly label: string;
      readonly format: ColumnFormat;
      /** badge columns: each value's label and colour. */
      readonly options?: readonly FieldOption[];
    }[];
  };
  /** document widget: the largest PDF the upload call accepts for this field. */
  readonly document?: { readonly maxBytes: number; readonly hint?: string };
  /**
   * number widget holding another record's id: the editor offers that resource's records by
   * `labelField` (e.g. a Circle article's category, a sub-account's contributor); multiselect: several
   * of them (tags by id, plans by code).
   */
  readonly reference?: ReferenceDef;
  /**
   * A reference to a person (staff or contributor): records carry `{ id, fullname }` of the person
   * under this name beside the id (a writter's name for someone who may not read the staff list), or
   * null when the field is empty.
   */
  readonly embed?: string;
  /**
   * number widget holding the id of a record whose resource another field names (a carousel slide
   * pointing at research, news or a Circle item): `field` holds the kind, `references` maps each
   * kind to where its records come from. A kind without an entry takes no id (an outside link).
   */
  readonly referenceBy?: { readonly field: string; readonly references: Readonly<Record<string, ReferenceDef>> };
  /**
   * Versioned resources: the value belongs to one version (its effective date, its change note), so
   * the console does not carry it over when a new version starts from an earlier one: a datetime
   * starts at the current time, anything else empty. Console-only; the server ignores it.
   */
  readonly perVersion?: boolean;
};

/**
 * An editable field as a definition writes it: without its label, which its schema helper already
 * says (`f.text('Title', …)`); `defineResource` copies it over, so messages and screens agree.
 */
export type EditableFieldMeta = Omit<FieldMeta, 'label'> & { readonly label?: never };

/** Record fields every resource has (DOMAIN.md conventions). */
export const SYSTEM_FIELDS = ['id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at', 'version'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

export type ColumnFormat =
  'text' | 'number' | 'money-idr' | 'boolean' | 'badge' | 'date' | 'datetime' | 'image' | 'url' | 'color' | 'tags';

export type ListColumn<K extends string> = {
  readonly field: K;
  /** Defaults to the field's label. */
  readonly label?: string;
  readonly format: ColumnFormat;
  /** A hint for the table layout, in pixels. */
  readonly width?: number;
};

export type FilterDef<K extends string> = {
  readonly field: K;
  /**
   * select: one of the field's options; boolean: true or false; reference: a value of another
   * resource's field (`none` = records without one); date-range: `<field>_from` and `<field>_to`,
   * both inclusive (a bare date as `_to` means up to the end of that day, UTC).
   */
  readonly type: 'select' | 'boolean' | 'reference' | 'date-range';
  /** Shown as filter chips; defaults to the field's label. */
  readonly label?: string;
  /** reference filters: where the console finds the choices, and the label of `none` when it is offered. */
  readonly reference?: ReferenceDef & { readonly noneLabel?: string };
};

export type TitleBadge<K extends string> = {
  /** A boolean field. */
  readonly field: K;
  readonly label: string;
  /** A theme colour (danger for something urgent); gray by default. */
  readonly color?: string;
};

export type FormSection<K extends string> = {
  readonly title: string;
  readonly description?: string;
  readonly fields: readonly K[];
  /** Lay the fields out in one or two columns. */
  readonly columns?: 1 | 2;
};

/**
 * - `collection`: records with create, edit, soft delete, restore, trash, export.
 * - `settings`: one record per key (e.g. content area), created by the server; only read and edit.
 * - `versioned`: every publish makes a new row; old versions stay readable; one version is current.
 */
export type ResourceKind = 'collection' | 'settings' | 'versioned';

/** Extension points the server binds in `modules/<area>`; declared here so special behaviour is visible. */
export const RESOURCE_HOOKS = ['beforeChange', 'afterChange', 'beforeDelete', 'afterRead', 'beforeImport'] as const;
export type ResourceHookName = (typeof RESOURCE_HOOKS)[number];

export type ResourceDefinition<S extends z.ZodObject = z.ZodObject, R extends string = string> = {
  /** kebab-case: the API path segment (`/api/<name>/…`) and the audit entity. */
  readonly name: string;
  readonly labels: { readonly singular: string; readonly plural: string };
  readonly description?: string;
  /** The permission module; each call needs one action on it (see RESOURCE_CALLS). */
  readonly module: Module;
  readonly kind: ResourceKind;
  /** The editable fields: what create and update accept, and what the editor validates with. */
  readonly schema: S;
  /**
   * Every field of a record but the system ones: editable (keys of `schema`, labelled by their
   * schema) and read-only.
   */
  readonly fields: { readonly [K in EditableKey<S>]: FieldMeta } & { readonly [K in R]: FieldMeta & { readonly readOnly: true } };
  /** The field that names a record in titles, confirmations and history. */
  readonly titleField: EditableKey<S> | R;
  readonly list: {
    readonly columns: readonly ListColumn<EditableKey<S> | R | SystemField>[];
    /** Text fields searched by `query` through the full-text index. */
    readonly search: readonly (EditableKey<S> | R)[];
    readonly searchPlaceholder?: string;
    readonly filters: readonly FilterDef<EditableKey<S> | R>[];
    readonly sort: readonly (EditableKey<S> | R | SystemField)[];
    readonly defaultSort: { readonly field: EditableKey<S> | R | SystemField; readonly desc: boolean };
    /** Fields edited in place in the list (a resource without an editor screen). */
    readonly inlineEdit?: readonly EditableKey<S>[];
    /** Yes/no fields shown as a badge beside a row's title when set (a breaking news item). */
    readonly titleBadges?: readonly TitleBadge<EditableKey<S> | R>[];
  };
  readonly form: { readonly sections: readonly FormSection<EditableKey<S> | R>[] };
  /** The slug is made from `from` when left empty, unique per resource (-2, -3 …), and editable. */
  readonly slug?: { readonly field: EditableKey<S>; readonly from: EditableKey<S> };
  /** Records are ordered by hand (drag to reorder); the server keeps `field`, never the editor. */
  readonly ordering?: { readonly field: R };
  readonly settings?: {
    readonly keyField: R;
    readonly keys: readonly FieldOption[];
    /** The values a key starts with when the server creates its record. */
    readonly defaults: (key: string) => z.input<S>;
  };
  readonly versioned?: {
    /** Versions are numbered per value of this field (e.g. the document type); absent: one stream. */
    readonly streamField?: EditableKey<S>;
    readonly numberField: R;
    readonly currentField: R;
  };
  /** Console screens (their route names); absent `create`/`edit` means the area has none. */
  readonly screens: ResourceScreens;
  /** What the console's route table, menu, desk and preview need of it, without its schema. */
  readonly outline: ResourceOutline;
  /** A valid create body (an update body for settings), which tests create one record from. */
  readonly sample: z.input<S>;
  /**
   * Records that belong to a parent record (a sub-account to its contributor): the create screen's
   * `:id` is the parent's id, which `field` starts with; `field` never changes in the editor; and
   * "back" leads to the parent's `screen` (an editor route with `:id`).
   */
  readonly parent?: ResourceParent<EditableKey<S>>;
  /** Server hooks this resource binds; the server refuses to start if bindings and this list differ. */
  readonly hooks?: readonly ResourceHookName[];
  /**
   * Only these of the calls its kind has (e.g. a read-only list whose changes are calls of the
   * area's own, such as clients); absent: all of them.
   */
  readonly calls?: readonly ResourceCall[];
  readonly workflow?: WorkflowConfig;
  /**
   * Records can be loaded from a CSV file (`POST /api/<name>/import`, decision 014): every row is
   * checked with `schema`, and rows are inserted or updated by their natural `key` (fields that are
   * unique together, e.g. a ticker and a date).
   */
  readonly import?: ImportConfig<EditableKey<S>>;
};

export type ImportConfig<K extends string = string> = {
  /** The natural key: the fields that name one record (its table has a unique index on them). */
  readonly key: readonly K[];
};

export type EditableKey<S extends z.ZodObject> = Extract<keyof z.output<S>, string>;

/**
 * The editorial workflow (workflow.ts) for a content area. The record then has the read-only fields
 * of WORKFLOW_FIELDS (status, auditor_id, published_at, scheduled_at, response_note), its table the
 * columns of the table kit's workflow option (those plus edited_by and live_snapshot), and the
 * engine mounts `POST /api/<name>/workflow/{id}` and keeps the transitions, maker–checker and
 * scheduled publishing.
 */
export type WorkflowConfig = {
  /** The permission module whose update (submit, reopen) and approval (the rest) the actions need. */
  readonly module: Module;
  /** The actions staff take through the workflow call; absent: all (outside authors submit elsewhere). */
  readonly actions?: readonly WorkflowAction[];
  /** Read-only values derived from the content that a rejected change must put back too (e.g. a reading time). */
  readonly liveAlso?: readonly string[];
  /** A read-only field the engine sets to the staff member who creates the record (its author). */
  readonly author?: string;
};

export type ScreenRole = 'list' | 'create' | 'edit';

/**
 * Console screens (their route names). Interfaces rather than type literals: route names are made
 * from the definitions, and an interface lets a definition's type name them before they are known.
 */
export interface ResourceScreens {
  readonly list: RouteName;
  readonly create?: RouteName;
  readonly edit?: RouteName;
}

export interface ResourceParent<K extends string = string> {
  readonly field: K;
  readonly screen: RouteName;
}

/**
 * What the console's route table, menu, editorial desk and reader preview need of a definition,
 * without its schema: made by `defineResource` from what the definition declares
 * (define-resource.ts), gathered for every definition in resource-catalog.ts.
 */
export type ResourceOutline<N extends string = string, Rt extends string = string, G extends string = string> = {
  readonly name: N;
  readonly module: Module;
  /** The route of each screen it shows, whichever definition declares it. */
  readonly screens: { readonly list: string; readonly create?: string; readonly edit?: string };
  /** The routes it declares, with the menu page group highlighted on them. */
  readonly routes: readonly {
    readonly name: Rt;
    readonly role: ScreenRole;
    readonly path: string;
    readonly title: string;
    readonly group: G;
  }[];
  /** Its side-menu item (keyed by its page group), leading to its list. */
  readonly menu?: { readonly key: G; readonly route: string; readonly label: string; readonly section?: MenuSection };
  /** On the editorial desk: read on `module` (its workflow's) shows it there. */
  readonly desk?: {
    readonly name: N;
    readonly module: Module;
    readonly label: string;
    readonly author: { readonly field: string; readonly people: 'staff' | 'contributor' };
  };
  /** A reader preview: read on `module` opens it; `wall` names its account-wall settings. */
  readonly preview?: {
    readonly name: N;
    readonly module: Module;
    readonly label: string;
    readonly wall: string;
    readonly parts: PreviewParts;
  };
};

/** The fields that make the parts of a record the public site shows (reader-preview.ts). */
export type PreviewParts<K extends string = string> = {
  readonly title: K;
  /** The free summaries, in order. */
  readonly summaries: readonly K[];
  readonly shortDescription?: K;
  /** Free rich text shown before the wall. */
  readonly free?: K;
  /** The paid part. */
  readonly paid: K;
  /** The plans a record requires; absent: none (the area is read as requiring none). */
  readonly plans?: K;
};

/** The read-only fields every workflow definition declares. */
export const WORKFLOW_FIELDS = ['status', 'auditor_id', 'published_at', 'scheduled_at', 'response_note'] as const;
export type WorkflowField = (typeof WORKFLOW_FIELDS)[number];

/** A definition with its field names erased, as the generic engine and screens see it. */
export type AnyResourceDefinition = {
  readonly [K in keyof ResourceDefinition]: K extends 'fields'
    ? Readonly<Record<string, FieldMeta>>
    : K extends 'settings'
      ? | { readonly keyField: string; readonly keys: readonly FieldOption[]; readonly defaults: (key: string) => unknown }
        | undefined
      : ResourceDefinition<z.ZodObject, string>[K];
};

/** A record as the API sends it: system fields, editable fields and read-only fields. */
export type ResourceRecord<D extends { schema: z.ZodObject }> = z.output<D['schema']> & {
  id: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: number;
} & Record<string, unknown>;

/** How the server stores a widget's value; `string-list` is a JSON list (of strings, ids or, for rows, objects). */
export type Storage = 'text' | 'integer' | 'boolean' | 'string-list';
export function storageOf(widget: FieldWidget): Storage {
  switch (widget) {
    case 'number':
    case 'money-idr':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'multiselect':
    case 'list-of-lines':
    case 'codes':
    case 'rows':
      return 'string-list';
    default:
      return 'text';
  }
}

/** The calls a resource can have, with the permission action each needs. */
export const RESOURCE_CALLS = {
  list: { method: 'GET', action: 'read' },
  detail: { method: 'GET', action: 'read' },
  history: { method: 'GET', action: 'read' },
  export: { method: 'GET', action: 'read' },
  counts: { method: 'GET', action: 'read' },
  // Choices of a field naming other records: write or update for a form field, read for a filter
  // or for the names of values a record holds (resource-options.ts).
  options: { method: 'GET', action: 'write' },
  // Submit and reopen need update, the reviewer's actions approval (WORKFLOW_ACTION_PERMISSION).
  workflow: { method: 'POST', action: 'update' },
  workflowBulk: { method: 'POST', action: 'update' },
  // An import inserts and updates: it needs write and update (see IMPORT_ACTIONS).
  import: { method: 'POST', action: 'write' },
  create: { method: 'POST', action: 'write' },
  upload: { method: 'POST', action: 'write' },
  update: { method: 'PUT', action: 'update' },
  reorder: { method: 'PUT', action: 'update' },
  delete: { method: 'DELETE', action: 'delete' },
  restore: { method: 'POST', action: 'delete' },
  bulkDelete: { method: 'POST', action: 'delete' },
  bulkRestore: { method: 'POST', action: 'delete' },
} as const satisfies Record<string, { method: string; action: Action }>;
export type ResourceCall = keyof typeof RESOURCE_CALLS;

/** Both actions a CSV import needs on the module, since it may insert and update records. */
export const IMPORT_ACTIONS = ['write', 'update'] as const satisfies readonly Action[];

/**
 * Which calls a definition gets: settings have no create or trash; only ordered ones reorder;
 * workflow ones have the workflow calls; `calls` narrows them; fields naming other records bring
 * `options`.
 */
export function resourceCalls(
  def: Pick<AnyResourceDefinition, 'kind' | 'ordering' | 'fields' | 'calls' | 'workflow' | 'import'> &
    Partial<Pick<AnyResourceDefinition, 'list'>>,
): ResourceCall[] {
  const hasChoices =
    Object.values(def.fields).some((meta) => meta.reference || meta.referenceBy) ||
    (def.list?.filters ?? []).some((f) => f.type === 'reference' && (f.reference ?? def.fields[f.field]?.reference));
  const all = [
    ...kindCalls(def),
    ...(def.workflow ? (['workflow', 'workflowBulk'] as const) : []),
    ...(def.import && def.kind === 'collection' ? (['import'] as const) : []),
  ];
  const narrowed = def.calls ? all.filter((call) => def.calls!.includes(call)) : all;
  // The choices of its fields and filters go with every resource that has some (`calls` narrows the rest).
  return hasChoices ? [...narrowed, 'options'] : narrowed;
}

/** Fields the upload call stores files for: image and document fields, and rich text (images in the body). */
export function takesUploads(meta: FieldMeta): boolean {
  return (meta.widget === 'image' || meta.widget === 'richtext' || meta.widget === 'document') && !meta.readOnly;
}

/** The largest image the upload call takes for a rich-text field (an image field says its own). */
export const RICH_TEXT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

function kindCalls(def: Pick<AnyResourceDefinition, 'kind' | 'ordering' | 'fields'>): ResourceCall[] {
  const hasImage = Object.values(def.fields).some(takesUploads);
  if (def.kind === 'settings') return ['list', 'detail', 'history', 'update', ...(hasImage ? (['upload'] as const) : [])];
  const calls: ResourceCall[] = [
    'list',
    'detail',
    'history',
    'export',
    'counts',
    'create',
    'update',
    'delete',
    'restore',
    'bulkDelete',
    'bulkRestore',
  ];
  if (hasImage) calls.push('upload');
  if (def.ordering) calls.push('reorder');
  return calls;
}

/** API path templates of a resource (`:id`, `:field`), relative to API_BASE; the server mounts these. */
export function resourcePaths(name: string) {
  const base = `/${name}`;
  return {
    list: `${base}/list`,
    detail: `${base}/detail/:id`,
    create: `${base}/create`,
    update: `${base}/update/:id`,
    delete: `${base}/delete/:id`,
    restore: `${base}/restore/:id`,
    history: `${base}/history/:id`,
    export: `${base}/export.csv`,
    counts: `${base}/counts`,
    workflow: `${base}/workflow/:id`,
    workflowBulk: `${base}/workflow-bulk`,
    bulkDelete: `${base}/bulk-delete`,
    bulkRestore: `${base}/bulk-restore`,
    reorder: `${base}/reorder`,
    upload: `${base}/upload/:field`,
    import: `${base}/import`,
    options: `${base}/options/:field`,
  } as const;
}

/** API paths of a resource with their parameters filled in, relative to API_BASE (like api.ts). */
export function resourceApi(name: string) {
  const p = resourcePaths(name);
  const fill = (template: string) => (value: number | string) => template.replace(/:[a-z]+$/, encodeURIComponent(String(value)));
  return {
    list: p.list,
    detail: fill(p.detail),
    create: p.create,
    update: fill(p.update),
    delete: fill(p.delete),
    restore: fill(p.restore),
    history: fill(p.history),
    export: p.export,
    counts: p.counts,
    workflow: fill(p.workflow),
    workflowBulk: p.workflowBulk,
    bulkDelete: p.bulkDelete,
    bulkRestore: p.bulkRestore,
    reorder: p.reorder,
    upload: fill(p.upload),
    import: p.import,
    options: fill(p.options),
  } as const;
}

/** List call parameters (besides `<filter>=<value>`). */
export const LIST_DEFAULTS = { page: 1, limit: 10, maxLimit: 100, maxQueryLength: 200 } as const;
/** Ids and versions are 32-bit integers in both databases. */
export const MAX_ID = 2_147_483_647;
/** At most this many ids in one bulk delete / restore / reorder. */
export const BULK_MAX_IDS = 500;
