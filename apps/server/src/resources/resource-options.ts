import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '@rc/contract/permissions';
import { MAX_ID, resourcePaths, type ReferenceDef } from '@rc/contract/resources/resource';
import {
  OPTIONS_LIMITS,
  choiceFields,
  optionsAnswerSchema,
  type ChoiceField,
  type Option,
} from '@rc/contract/resources/resource-options';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { loadPermissions, requireAnyPermission } from '@/auth/access.ts';
import { badRequest, forbidden, notFound } from '@/http/errors.ts';
import { plainJson } from '@/http/route-helpers.ts';
import { modelNamed } from './resource-catalog.ts';
import type { ListFilter, ListOptions } from './resource-list-query.ts';
import type { ResourceModel } from './resource-model.ts';
import { createResourceRepository } from './resource.repository.ts';

type Row = Record<string, unknown>;

/** Statuses under which content is live for readers (with a publication date that has come). */
const LIVE = ['APPROVED', 'REQUEST'];
/** A resource without text search is small (categories, plans): its choices are matched in memory among this many. */
const SMALL_TABLE_READ = 500;

const fieldParams = z.lazy(() => z.object({ field: z.string().max(60).describe('A field or filter with choices') }));

/**
 * `GET /api/<name>/options/<field>` (contract: resource-options.ts): the choices of one field of
 * `model`, read from the resource its reference names through that resource's own list machinery
 * (its search, filters and sort), answered as value, label and, for content, status and date.
 */
export function mountResourceOptions(app: FastifyInstance, ctx: AppContext, model: ResourceModel): void {
  const { def } = model;
  const choices = choiceFields(def);
  if (choices.size === 0) return;
  const kinds = [...new Set([...choices.values()].flatMap((c) => (c.referenceBy ? [c.referenceBy.field] : [])))];
  const query = z.lazy(() =>
    z.strictObject({
      q: z
        .string()
        .max(OPTIONS_LIMITS.query, `q must be at most ${OPTIONS_LIMITS.query} characters`)
        .optional()
        .describe('Words to find in the choices (a ticker or a company name, a plan code or name, a title)'),
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(OPTIONS_LIMITS.max, `limit must be at most ${OPTIONS_LIMITS.max}`)
        .optional()
        .describe(`Choices to answer, at most ${OPTIONS_LIMITS.max} (default ${OPTIONS_LIMITS.default})`),
      value: z
        .string()
        .max(OPTIONS_LIMITS.values * 101, 'value lists too many values')
        .optional()
        .describe(`Comma-separated values whose labels to answer (at most ${OPTIONS_LIMITS.values}), instead of choices`),
      ...Object.fromEntries(
        kinds.map((kind) => [
          kind,
          z
            .string()
            .max(60)
            .optional()
            .describe(`The ${model.label(kind).toLowerCase()} the choices are for`),
        ]),
      ),
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${resourcePaths(def.name).options}`,
    {
      config: { access: requireAnyPermission(def.module, ['read', 'write', 'update']) },
      schema: {
        tags: [def.labels.plural],
        summary: `Choices for a field of ${def.labels.plural.toLowerCase()} that names other records (write or update; read for list filters and the names of values held)`,
        params: fieldParams,
        querystring: query,
        response: { 200: z.lazy(() => optionsAnswerSchema) },
      },
      ...plainJson,
    },
    async (request) => {
      const { field } = request.params as { field: string };
      const params = request.query as Record<string, string | number | undefined>;
      const choice = choices.get(field);
      if (!choice) {
        throw notFound(
          `${def.labels.plural} have no choices for "${field}". Fields with choices: ${[...choices.keys()].join(', ')}.`,
        );
      }
      const set = await loadPermissions(ctx, request);
      const writes = can(set, def.module, 'write') || can(set, def.module, 'update');
      const labelsOnly = params.value !== undefined && params.q === undefined;
      if (!labelsOnly && !choice.filter && !(choice.form && writes)) {
        throw choice.form
          ? forbidden(`You need the write or update permission on ${def.module} to choose ${model.label(field).toLowerCase()}.`)
          : badRequest(`${model.label(field)} is set by the console, not chosen: ask for the names of values with value=.`, {
              field: 'Choose a field of the form or a filter',
            });
      }
      const reference = referenceOf(model, choice, params);
      const target = modelNamed(ctx, reference.resource);
      if (!target) throw notFound(`The records of ${reference.resource} are not available here.`);
      const options = new OptionReader(ctx, target, reference);
      if (params.value !== undefined) return { data: await options.named(parseValues(reference, String(params.value))) };
      const limit = Number(params.limit ?? OPTIONS_LIMITS.default);
      const q = String(params.q ?? '').trim();
      return { data: await options.choose(q === '' ? null : q, limit) };
    },
  );
}

/** Where a field's choices come from; a slide's content depends on the kind the request names. */
function referenceOf(model: ResourceModel, choice: ChoiceField, params: Record<string, unknown>): ReferenceDef {
  if (choice.reference) return choice.reference;
  const by = choice.referenceBy!;
  const kind = params[by.field];
  const kinds = Object.keys(by.references);
  if (kind === undefined) {
    throw badRequest(`Say which ${model.label(by.field).toLowerCase()} the choices are for: ${by.field}=${kinds.join('|')}.`, {
      [by.field]: `One of ${kinds.join(', ')}`,
    });
  }
  const reference = by.references[String(kind)];
  if (!reference) {
    throw badRequest(`${model.label(by.field)} ${String(kind)} points at no records; choices exist for ${kinds.join(', ')}.`, {
      [by.field]: `One of ${kinds.join(', ')}`,
    });
  }
  return reference;
}

/** `value=1,2,3`: ids (whole numbers) or codes, each once, at most OPTIONS_LIMITS.values. */
function parseValues(reference: ReferenceDef, text: string): Array<string | number> {
  const parts = [
    ...new Set(
      text
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ];
  if (parts.length > OPTIONS_LIMITS.values)
    throw badRequest(`Ask for at most ${OPTIONS_LIMITS.values} values at a time.`, { value: 'Too many values' });
  if (reference.valueField !== 'id') {
    if (parts.some((p) => p.length > 100))
      throw badRequest('A value is too long.', { value: 'Values are codes of at most 100 characters' });
    return parts;
  }
  const ids = parts.map((p) => (/^[1-9]\d{0,9}$/.test(p) && Number(p) <= MAX_ID ? Number(p) : NaN));
  if (ids.some((id) => Number.isNaN(id)))
    throw badRequest('value takes record ids, comma-separated.', { value: 'Whole numbers such as 3,12' });
  return ids;
}

/** Choices of one reference, read through the referenced resource's repository. */
class OptionReader {
  private readonly repo;
  private readonly now: string;
  constructor(
    ctx: AppContext,
    private readonly target: ResourceModel,
    private readonly reference: ReferenceDef,
  ) {
    this.repo = createResourceRepository(target, ctx.db.dialect, ctx.db.kysely);
    this.now = iso(ctx.clock.now());
  }

  /** The records holding `values`, in that order (unknown ones left out). */
  async named(values: Array<string | number>): Promise<Option[]> {
    const rows =
      this.reference.valueField === 'id'
        ? await this.repo.findByIds(values as number[])
        : await this.repo.findByValues(this.reference.valueField, values);
    const byValue = new Map(rows.map((row) => [String(row[this.reference.valueField]), row]));
    return values.flatMap((v) => {
      const row = byValue.get(String(v));
      return row ? [this.optionOf(row)] : [];
    });
  }

  /**
   * Up to `limit` live records matching `q` (or all): content live first, newest publication first,
   * then the rest by last change; other records by their label.
   */
  async choose(q: string | null, limit: number): Promise<Option[]> {
    const { target } = this;
    if (q !== null && target.search.length === 0) return this.matchInMemory(q, limit);
    const picked = new Map<string, Row>();
    const add = (rows: Row[]) => {
      for (const row of rows) if (picked.size < limit) picked.set(String(row.id), row);
    };
    if (target.workflow) {
      const byPublication = target.sortable.has('published_at') ? { column: 'published_at', desc: true } : undefined;
      for (const status of LIVE) add(await this.read(q, limit, [{ column: 'status', value: status }], byPublication));
      if (picked.size < limit) add(await this.read(q, limit + picked.size, []));
    } else {
      add(await this.read(q, limit, []));
    }
    return [...picked.values()].map((row) => this.optionOf(row));
  }

  /** One list read of the target (with the reference's `where`, one value at a time), merged. */
  private async read(q: string | null, limit: number, filters: ListFilter[], sort?: ListOptions['sort']): Promise<Row[]> {
    const { target } = this;
    const label = this.reference.labelField;
    const order = sort ?? (target.workflow || !target.sortable.has(label) ? undefined : { column: label, desc: false });
    const options: ListOptions = {
      page: 1,
      limit,
      sort: order ?? { column: target.def.list.defaultSort.field, desc: target.def.list.defaultSort.desc },
      query: q,
      filters,
      trashed: false,
    };
    const where = this.reference.where;
    if (!where) return (await this.repo.list(options)).rows;
    const rows: Row[] = [];
    for (const value of where.values)
      rows.push(...(await this.repo.list({ ...options, filters: [...filters, { column: where.field, value }] })).rows);
    if (!order) return rows;
    const key = (row: Row) => String(row[order.column] ?? '');
    return rows.sort((a, b) => (order.desc ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b)))).slice(0, limit);
  }

  /** A small resource without text search: its first records matched by label or value, without case. */
  private async matchInMemory(q: string, limit: number): Promise<Option[]> {
    const words = q.toLowerCase();
    const rows = await this.read(null, SMALL_TABLE_READ, []);
    return rows
      .filter((row) =>
        [row[this.reference.labelField], row[this.reference.valueField]].some((v) =>
          String(v ?? '')
            .toLowerCase()
            .includes(words),
        ),
      )
      .slice(0, limit)
      .map((row) => this.optionOf(row));
  }

  private optionOf(row: Row): Option {
    const { valueField, labelField } = this.reference;
    const value = row[valueField] as string | number;
    const option: Option = { value, label: String(row[labelField] ?? value) };
    if (this.target.workflow) {
      const published = (row.published_at as string | null) ?? null;
      option.status = String(row.status);
      option.date = published ?? (row.scheduled_at as string | null) ?? null;
      option.live = LIVE.includes(String(row.status)) && published !== null && published <= this.now && row.deleted_at === null;
    }
    return option;
  }
}
