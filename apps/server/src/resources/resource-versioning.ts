import type { ResourceModel } from './resource-model.ts';
import type { ResourceRepository } from './resource.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { asDynamic, type DynamicDb, type DynamicWhere } from './dynamic-db.ts';

/**
 * Versioned resources (legal texts): a publish inserts a new row numbered after the newest of its
 * stream (the document type, or the whole table) and makes it the current one; earlier rows are
 * never changed, so every published text stays readable. Unique indexes on (stream, number) and
 * on the current row of a stream turn a concurrent double publish into a refusal, not a fork.
 */
function versioning(model: ResourceModel) {
  const v = model.def.versioned;
  if (!v) throw new Error(`Resource ${model.def.name} is not versioned`);
  return v;
}

export function streamOf(model: ResourceModel, values: Record<string, unknown>): unknown {
  const field = versioning(model).streamField;
  return field ? values[field] : undefined;
}

/** Rows of the same stream as `stream` (the whole table when versions are not split by a field). */
function streamFilter(model: ResourceModel, stream: unknown) {
  const field = versioning(model).streamField;
  return <Q extends DynamicWhere<Q>>(q: Q): Q => (field ? q.where(field, '=', stream) : q);
}

async function clearCurrent(db: DynamicDb, model: ResourceModel, stream: unknown): Promise<void> {
  const { currentField } = versioning(model);
  await streamFilter(
    model,
    stream,
  )(
    db
      .updateTable(model.table)
      .set({ [currentField]: 0 })
      .where(currentField, '=', 1),
  ).execute();
}

/** Insert `values` as the next version of its stream and make it current. */
export async function publishVersion(
  db: Kysely<Database>,
  repo: ResourceRepository,
  model: ResourceModel,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { numberField, currentField, streamField } = versioning(model);
  const stream = streamOf(model, values);
  // Numbers count trashed versions too, so a number is never given twice.
  const next = (await repo.maxOf(numberField, streamField ? { column: streamField, value: stream } : undefined)) + 1;
  await clearCurrent(asDynamic(db), model, stream);
  return repo.insert({ ...values, [numberField]: next, [currentField]: 1 });
}

/** After a version is trashed or restored: the newest live version of the stream is current. */
export async function recomputeCurrent(database: Kysely<Database>, model: ResourceModel, stream: unknown): Promise<void> {
  const { numberField, currentField } = versioning(model);
  const db = asDynamic(database);
  await clearCurrent(db, model, stream);
  const newest = await streamFilter(
    model,
    stream,
  )(
    db.selectFrom(model.table).select('id').where('deleted_at', 'is', null).orderBy(numberField, 'desc').limit(1),
  ).executeTakeFirst();
  if (newest)
    await db
      .updateTable(model.table)
      .set({ [currentField]: 1 })
      .where('id', '=', newest.id)
      .execute();
}

export function isCurrent(model: ResourceModel, record: Record<string, unknown>): boolean {
  return record[versioning(model).currentField] === true;
}

/** The current version of the stream `record` belongs to, if any. */
export async function currentOfStream(
  database: Kysely<Database>,
  model: ResourceModel,
  stream: unknown,
): Promise<number | undefined> {
  const { currentField } = versioning(model);
  const db = asDynamic(database);
  const row = await streamFilter(
    model,
    stream,
  )(db.selectFrom(model.table).select('id').where(currentField, '=', 1)).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
