import type { ResourceModel } from './resource-model.ts';
import type { ResourceRepository } from './resource.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { createResourceVersionRepository } from './resource-version.repository.ts';

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

const versions = (db: Kysely<Database>, model: ResourceModel) =>
  createResourceVersionRepository(db, { table: model.table, ...versioning(model) });

export function streamOf(model: ResourceModel, values: Record<string, unknown>): unknown {
  const field = versioning(model).streamField;
  return field ? values[field] : undefined;
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
  await versions(db, model).clearCurrent(stream);
  return repo.insert({ ...values, [numberField]: next, [currentField]: 1 });
}

/** After a version is trashed or restored: the newest live version of the stream is current. */
export async function recomputeCurrent(db: Kysely<Database>, model: ResourceModel, stream: unknown): Promise<void> {
  const repo = versions(db, model);
  await repo.clearCurrent(stream);
  const newest = await repo.newestLive(stream);
  if (newest !== undefined) await repo.makeCurrent(newest);
}

export function isCurrent(model: ResourceModel, record: Record<string, unknown>): boolean {
  return record[versioning(model).currentField] === true;
}

/** The current version of the stream `record` belongs to, if any. */
export async function currentOfStream(db: Kysely<Database>, model: ResourceModel, stream: unknown): Promise<number | undefined> {
  return versions(db, model).currentId(stream);
}
