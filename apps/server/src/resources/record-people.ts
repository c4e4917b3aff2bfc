import type { AppContext } from '@/context.ts';
import type { ApiRecord } from './resource-hooks.ts';
import { modelNamed } from './resource-catalog.ts';
import type { PersonEmbed, ResourceModel } from './resource-model.ts';
import { createResourceRepository } from './resource.repository.ts';

/**
 * People named on records: beside a person's id (a writter, a reviewer, whoever changed the record
 * last) the record carries `{ id, fullname }`, so nobody reads "#12" for lack of permission on the
 * staff list (FieldMeta.embed). The names come from small tables (staff, contributors) and are kept
 * per app for a few seconds: a page of a hundred records needs one lookup at most, usually none. A
 * write to those tables through the engine forgets them at once; other nodes see a new name within
 * `KEEP_MS`.
 */
const KEEP_MS = 5_000;

type Kept = { name: string | null; at: number };
const caches = new WeakMap<AppContext, Map<string, Map<number, Kept>>>();

function cacheOf(ctx: AppContext, resource: string): Map<number, Kept> {
  let byResource = caches.get(ctx);
  if (!byResource) caches.set(ctx, (byResource = new Map()));
  let cache = byResource.get(resource);
  if (!cache) byResource.set(resource, (cache = new Map()));
  return cache;
}

/** A person's name changed (a write to `resource`): the names kept for it are read again. */
export function forgetNames(ctx: AppContext, resource: string): void {
  caches.get(ctx)?.get(resource)?.clear();
}

/** The names of the people `ids` of `resource`, from the kept ones or one read of the rest. */
async function namesOf(ctx: AppContext, embed: PersonEmbed, ids: ReadonlySet<number>): Promise<Map<number, string | null>> {
  const cache = cacheOf(ctx, embed.resource);
  const now = performance.now();
  const names = new Map<number, string | null>();
  const missing: number[] = [];
  for (const id of ids) {
    const kept = cache.get(id);
    if (kept && now - kept.at < KEEP_MS) names.set(id, kept.name);
    else missing.push(id);
  }
  const people = missing.length > 0 ? modelNamed(ctx, embed.resource) : undefined;
  if (people) {
    const rows = await createResourceRepository(people, ctx.db.dialect, ctx.db.kysely).findByIds(missing);
    const found = new Map(rows.map((row) => [Number(row.id), row[embed.label] === null ? null : String(row[embed.label])]));
    if (cache.size > 10_000) cache.clear();
    for (const id of missing) {
      const name = found.get(id) ?? null;
      cache.set(id, { name, at: now });
      names.set(id, name);
    }
  }
  return names;
}

/** Fill each record's person objects (`writter`, `auditor`, `updated_by_user` …) in place. */
export async function namePeople(ctx: AppContext, model: ResourceModel, records: readonly ApiRecord[]): Promise<void> {
  if (records.length === 0) return;
  for (const embed of model.people) {
    const ids = new Set<number>();
    for (const record of records) {
      const id = record[embed.field];
      if (typeof id === 'number') ids.add(id);
    }
    const names = ids.size > 0 ? await namesOf(ctx, embed, ids) : new Map<number, string | null>();
    for (const record of records) {
      const id = record[embed.field];
      const name = typeof id === 'number' ? names.get(id) : undefined;
      (record as Record<string, unknown>)[embed.name] =
        typeof id === 'number' && name !== undefined && name !== null ? { id, fullname: name } : null;
    }
  }
}
