import { z } from 'zod';
import { LIST_DEFAULTS, MAX_ID } from '@rc/contract/resources/resource';
import { isCalendarDay } from '@rc/contract/resources/resource-fields';
import { badRequest } from '@/http/errors.ts';
import { storageOfColumn, type ResourceModel } from './resource-model.ts';

/**
 * `op` absent: equality; ranges bound a column from one side; `is null` binds no value. On a
 * side-list field (ResourceBinding.sideLists) `has` keeps records whose list holds the value and
 * `has none` those whose list is empty.
 */
export type ListFilter = { column: string; value: string | number; op?: '>=' | '<=' | 'is null' | 'has' | 'has none' };

/** Filters that bind no value. */
export const VALUELESS: ReadonlySet<ListFilter['op']> = new Set(['is null', 'has none']);

export type ListOptions = {
  page: number;
  limit: number;
  sort: { column: string; desc: boolean };
  /** The words typed in the search box, or null. */
  query: string | null;
  filters: ListFilter[];
  trashed: boolean;
};

const PARAMS = ['page', 'limit', 'sortby', 'sortdesc', 'query', 'trashed'] as const;
/** Deep pages are never useful and make the database skip many rows. */
const MAX_PAGE = 10_000;
const TRUE = new Set(['true', '1']);
/** A reference filter's value for records that have none. */
const NONE = 'none';
const REFERENCE = /^[\p{L}\p{N}_.:-]{1,100}$/u;
/** An id as a list filter takes it: a whole number from 1 to MAX_ID, without sign or leading zero. */
const ID = /^[1-9]\d{0,9}$/;
const RANGE_SUFFIXES = ['_from', '_to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function isRangeParam(model: ResourceModel, key: string): boolean {
  const suffix = RANGE_SUFFIXES.find((s) => key.endsWith(s));
  return suffix !== undefined && model.filters.get(key.slice(0, -suffix.length))?.type === 'date-range';
}

/**
 * A range bound as stored: on a day field (YYYY-MM-DD) the day itself; on a moment (UTC ISO text) a
 * bare date starts its day (`_from`) or ends it (`_to`).
 */
function rangeBound(text: string, end: boolean, dayField: boolean): string | null {
  if (dayField) return isCalendarDay(text) ? text : null;
  if (DATE.test(text)) {
    const day = Date.parse(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== text) return null;
    return new Date(end ? day + 86_399_999 : day).toISOString();
  }
  if (!DATE_TIME.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** `<name>_from` / `<name>_to` of a date-range filter, both inclusive. */
function parseRange(
  model: ResourceModel,
  name: string,
  values: Map<string, string>,
  fields: Record<string, string>,
  filters: ListFilter[],
): void {
  const label = model.label(name);
  const dayField = model.def.fields[name]?.widget === 'date';
  if (values.has(name)) fields[name] = `Filter ${label} with ${name}_from and ${name}_to`;
  const bounds: string[] = [];
  for (const suffix of RANGE_SUFFIXES) {
    const given = values.get(`${name}${suffix}`);
    if (given === undefined) continue;
    const bound = rangeBound(given, suffix === '_to', dayField);
    if (bound === null) {
      fields[`${name}${suffix}`] = dayField
        ? `${label} ${suffix.slice(1)} must be a date such as 2026-01-31`
        : `${label} ${suffix.slice(1)} must be a date such as 2026-01-31 or a moment such as 2026-01-31T17:00:00Z`;
      continue;
    }
    bounds.push(bound);
    filters.push({ column: name, value: bound, op: suffix === '_from' ? '>=' : '<=' });
  }
  const [from, to] = [values.get(`${name}_from`), values.get(`${name}_to`)];
  if (bounds.length === 2 && from !== undefined && to !== undefined && bounds[0]! > bounds[1]!) {
    fields[`${name}_to`] = `${label} to must not be before ${label.toLowerCase()} from`;
  }
}
const FALSE = new Set(['false', '0']);

function list(values: Iterable<string>): string {
  const all = [...values];
  return all.length ? all.join(', ') : '(none)';
}

/**
 * Turn the list call's query string into options. Every refusal names what is allowed, so a
 * caller can fix the call; nothing here reaches SQL except through the model's own names.
 */
export function parseListQuery(model: ResourceModel, raw: Record<string, unknown>): ListOptions {
  const fields: Record<string, string> = {};
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) {
      fields[key] = `Give ${key} once`;
      continue;
    }
    const isParam = (PARAMS as readonly string[]).includes(key);
    if (!isParam && !model.filters.has(key) && !isRangeParam(model, key)) {
      fields[key] = `Unknown parameter. Filters: ${list(model.filters.keys())}; other parameters: ${PARAMS.join(', ')}`;
      continue;
    }
    const text = String(value ?? '').trim();
    if (text !== '') values.set(key, text);
  }

  const integer = (key: string, fallback: number, max: number): number => {
    const given = values.get(key);
    if (given === undefined) return fallback;
    const n = /^\d{1,9}$/.test(given) ? Number(given) : NaN;
    if (!(n >= 1 && n <= max)) fields[key] = `${key} must be a whole number from 1 to ${max}`;
    return n;
  };
  const flag = (key: string): boolean | undefined => {
    const given = values.get(key)?.toLowerCase();
    if (given === undefined) return undefined;
    if (TRUE.has(given)) return true;
    if (FALSE.has(given)) return false;
    fields[key] = `${key} must be true or false (or 1 or 0)`;
    return undefined;
  };

  const page = integer('page', LIST_DEFAULTS.page, MAX_PAGE);
  const limit = integer('limit', LIST_DEFAULTS.limit, LIST_DEFAULTS.maxLimit);
  const defaultSort = model.def.list.defaultSort;
  let sort = { column: defaultSort.field, desc: defaultSort.desc };
  const sortby = values.get('sortby');
  const sortdesc = flag('sortdesc');
  if (sortby !== undefined && !model.sortable.has(sortby)) {
    fields.sortby = `Sort by one of: ${list(model.sortable)}`;
  } else if (sortby !== undefined) {
    sort = { column: sortby, desc: sortdesc ?? (sortby === defaultSort.field ? defaultSort.desc : false) };
  } else if (sortdesc !== undefined) {
    sort = { ...sort, desc: sortdesc };
  }
  const query = values.get('query') ?? null;
  if (query !== null && query.length > LIST_DEFAULTS.maxQueryLength) {
    fields.query = `Search text must be at most ${LIST_DEFAULTS.maxQueryLength} characters`;
  }
  if (query !== null && model.search.length === 0) fields.query = `${model.def.labels.plural} cannot be searched`;
  const trashed = flag('trashed') ?? false;

  const filters: ListFilter[] = [];
  for (const [name, filter] of model.filters) {
    if (filter.type === 'date-range') {
      parseRange(model, name, values, fields, filters);
      continue;
    }
    const given = values.get(name);
    if (given === undefined) continue;
    if (filter.type === 'reference') {
      const side = model.sideLists.find((l) => l.field === name);
      const byId = referencesIds(model, name);
      if (given === NONE) filters.push({ column: name, value: '', op: side ? 'has none' : 'is null' });
      else if (byId && !(ID.test(given) && Number(given) <= MAX_ID))
        fields[name] = `${model.label(name)} must be an id (a whole number from 1) or ${NONE}`;
      else if (byId)
        filters.push(side ? { column: name, value: Number(given), op: 'has' } : { column: name, value: Number(given) });
      else if (REFERENCE.test(given))
        filters.push(side ? { column: name, value: given, op: 'has' } : { column: name, value: given });
      else fields[name] = `${model.label(name)} must be a code (letters, digits, _ . : -, at most 100) or ${NONE}`;
    } else if (filter.type === 'boolean') {
      const on = flag(name);
      if (on !== undefined) filters.push({ column: name, value: on ? 1 : 0 });
    } else if (filter.values.includes(given)) {
      filters.push({ column: name, value: given });
    } else {
      fields[name] = `${model.label(name)} must be one of: ${list(filter.values)}`;
    }
  }

  const problems = Object.keys(fields);
  if (problems.length > 0) {
    const first = problems[0]!;
    throw badRequest(
      problems.length === 1
        ? `Check the list parameter "${first}": ${fields[first]}.`
        : 'Some list parameters are invalid: check the highlighted ones.',
      fields,
    );
  }
  return { page, limit, sort, query, filters, trashed };
}

/** Whether a reference filter's values are ids (an integer column, or a side list of ids) rather than codes. */
function referencesIds(model: ResourceModel, name: string): boolean {
  const side = model.sideLists.find((l) => l.field === name);
  return side ? side.value === 'integer' : storageOfColumn(model, name) === 'integer';
}

const FLAGS = ['true', 'false', '1', '0'];
const WHOLE = (max: number) => ({ type: 'integer', minimum: 1, maximum: max });

/**
 * The list call's query (and the export's) as the API description gives it, from what
 * parseListQuery takes: each parameter with its type, its choices, its bounds. Query values arrive
 * as text, so the route's validator takes any text and parseListQuery checks each value before any
 * database work, with a message naming the parameter; the description says what it must be.
 * `descriptions` words a parameter for a call that names it its own way (Circle's list).
 */
export function listQueryDoc(model: ResourceModel, descriptions: Readonly<Record<string, string>> = {}): z.ZodType {
  const typed = (name: string, json: Record<string, unknown>, description: string) =>
    [
      name,
      z
        .string()
        .meta({ ...json, description: descriptions[name] ?? description })
        .optional(),
    ] as const;
  const ids = (name: string, description: string) =>
    [
      name,
      z
        .union([z.string().meta(WHOLE(MAX_ID)), z.literal(NONE)])
        .meta({ description: descriptions[name] ?? description })
        .optional(),
    ] as const;
  const params: Array<readonly [string, z.ZodType]> = [
    typed('page', WHOLE(MAX_PAGE), `Page number, from ${LIST_DEFAULTS.page}`),
    typed(
      'limit',
      WHOLE(LIST_DEFAULTS.maxLimit),
      `Rows per page, at most ${LIST_DEFAULTS.maxLimit} (default ${LIST_DEFAULTS.limit})`,
    ),
    typed('sortby', { enum: [...model.sortable] }, `The column to sort by (default ${model.def.list.defaultSort.field})`),
    typed('sortdesc', { enum: FLAGS }, 'true (or 1) for descending'),
    typed(
      'query',
      { maxLength: LIST_DEFAULTS.maxQueryLength },
      model.search.length ? `Words to find in: ${model.search.join(', ')}` : `${model.def.labels.plural} cannot be searched`,
    ),
    typed('trashed', { enum: FLAGS }, 'true (or 1) lists the trash'),
  ];
  for (const [name, filter] of model.filters) {
    const label = model.label(name);
    if (filter.type === 'date-range') {
      const dayField = model.def.fields[name]?.widget === 'date';
      const bound = dayField ? { format: 'date' } : { anyOf: [{ format: 'date' }, { pattern: DATE_TIME.source }] };
      const what = dayField ? 'a day (YYYY-MM-DD)' : 'a day (YYYY-MM-DD) or a moment (ISO 8601 with its offset)';
      params.push(typed(`${name}_from`, bound, `${label} from ${what}, inclusive`));
      params.push(typed(`${name}_to`, bound, `${label} up to ${what}, inclusive (a bare day: to its end, UTC)`));
    } else if (filter.type === 'reference' && referencesIds(model, name)) {
      params.push(ids(name, `Only records whose ${label} is this id (${NONE}: those without one)`));
    } else if (filter.type === 'reference') {
      params.push(
        typed(name, { pattern: REFERENCE.source }, `Only records whose ${label} is this code (${NONE}: those without one)`),
      );
    } else {
      params.push(typed(name, { enum: filter.type === 'boolean' ? FLAGS : [...filter.values] }, `Filter: ${label}`));
    }
  }
  return z.looseObject(Object.fromEntries(params));
}
