import type { Kysely } from 'kysely';
import type { BulkResult } from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { changedFields } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { badRequest, conflict, notFound } from '@/http/errors.ts';
import type { Actor, ApiRecord, HookContext, RecordData } from './resource-hooks.ts';
import { changedColumns, resourceAudit } from './resource-audit.ts';
import { prepareInput, refuseTaken, settleUniqueness, uniquenessChecks } from './resource-input.ts';
import type { ResourceModel } from './resource-model.ts';
import { createResourceRepository, type ResourceRepository } from './resource.repository.ts';
import { currentOfStream, isCurrent, publishVersion, recomputeCurrent, streamOf } from './resource-versioning.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { recordEventsOf } from './record-events.ts';
import { forgetNames } from './record-people.ts';
import { isApproved, liveVersion, wasPublished } from './workflow/workflow-rules.ts';

export type WriteMeta = { actor: Actor; requestId: string };

/**
 * Every change of a resource: one transaction holding the write, its audit entry (actor, action,
 * before/after, request id) and the area's hooks, so either all of it lands or none of it does.
 * Permission was checked by the route's guard before any of this runs.
 */
export function createResourceWriter(ctx: AppContext, model: ResourceModel) {
  const lower = model.def.labels.singular.toLowerCase();
  const hooks = model.hooks;
  const repoOf = (db: Kysely<Database>) => createResourceRepository(model, ctx.db.dialect, db);

  async function inTransaction<T>(work: (trx: Kysely<Database>, now: string) => Promise<T>): Promise<T> {
    const now = iso(ctx.clock.now());
    try {
      const done = await ctx.db.kysely.transaction().execute((trx) => work(trx, now));
      // A person's name may have changed (staff, contributors): the names on records are read again.
      forgetNames(ctx, model.def.name);
      return done;
    } catch (err) {
      // The checks before the write passed, so someone else took the value in between.
      if (isUniqueViolation(err)) throw badRequest(`Another ${lower} took one of these unique values a moment ago; save again.`);
      throw err;
    }
  }

  function found(row: Record<string, unknown> | undefined, id: number): ApiRecord {
    if (!row) throw notFound(`No ${lower} with id ${id}. It may have been removed; reload the list.`);
    return model.toRecord(row);
  }

  async function mustFind(repo: ResourceRepository, id: number): Promise<ApiRecord> {
    return found(await repo.findById(id), id);
  }

  const stale = (current: ApiRecord) =>
    conflict(`Someone else saved this ${lower} after you opened it. Compare their version with yours, then save again.`, {
      current,
    });

  const hookContext = (trx: Kysely<Database>, meta: WriteMeta, now: string): HookContext => ({
    ctx,
    trx,
    actor: meta.actor,
    requestId: meta.requestId,
    now,
  });

  const audit = resourceAudit(model);

  /** The area's hook, then the change's listeners (notifications, webhooks), inside the change's transaction. */
  async function afterWrite(
    trx: Kysely<Database>,
    meta: WriteMeta,
    now: string,
    operation: 'create' | 'update' | 'delete' | 'restore',
    record: ApiRecord,
    previous: ApiRecord | null,
    step: string = operation,
  ): Promise<void> {
    await hooks.afterChange?.({ ...hookContext(trx, meta, now), operation, record, previous });
    const events = recordEventsOf(ctx);
    if (!events.heard) return;
    await events.emit({
      trx,
      now,
      model,
      operation,
      step,
      record,
      previous,
      actorId: meta.actor.id,
      actorName: null,
      note: null,
      lastEditor: async () => (model.workflow ? meta.actor.id : null),
    });
  }

  async function create(body: RecordData, meta: WriteMeta): Promise<ApiRecord> {
    const prepared = await prepareInput(model, ctx.media, body, null);
    return inTransaction(async (trx, now) => {
      const repo = repoOf(trx);
      let data = await settleUniqueness(model, repo, prepared, null);
      data = (await hooks.beforeChange?.({ ...hookContext(trx, meta, now), operation: 'create', data, previous: null })) ?? data;
      const values: Record<string, unknown> = {
        ...model.toColumns(data),
        created_at: now,
        updated_at: now,
        created_by: meta.actor.id,
        updated_by: meta.actor.id,
      };
      const ordering = model.def.ordering;
      if (ordering) values[ordering.field] = (await repo.maxOf(ordering.field)) + 1;
      // A workflow record starts as its author's draft.
      if (model.workflow) Object.assign(values, { status: 'DRAFT', edited_by: meta.actor.id });
      if (model.workflow?.authorField) values[model.workflow.authorField] = meta.actor.id;
      const row = model.def.versioned ? await publishVersion(trx, repo, model, values) : await repo.insert(values);
      const record = model.toRecord(row);
      await audit(trx, meta, now, model.def.versioned ? 'publish' : 'create', record.id, undefined, model.snapshot(record));
      await afterWrite(trx, meta, now, 'create', record, null);
      return record;
    });
  }

  async function update(id: number, body: RecordData & { version: number }, meta: WriteMeta): Promise<ApiRecord> {
    const { version, ...input } = body;
    // A sent file is checked unless it is the stored one, so the record is read first (only then).
    const sendsImage = model.fileFields.some((f) => input[f] !== null && input[f] !== undefined);
    const before = sendsImage ? await mustFind(repoOf(ctx.db.kysely), id) : null;
    const prepared = await prepareInput(model, ctx.media, input, before);
    return inTransaction(async (trx, now) => {
      const repo = repoOf(trx);
      const versioned = model.def.versioned;
      // An edit reads its record and who else holds its unique values in one statement. A new
      // version is checked once it is known to replace the current one (below).
      const unique = versioned ? null : await uniquenessChecks(model, repo, prepared, id);
      const read = unique ? await repo.findWithHolders(id, unique.checks) : null;
      const current = read ? found(read.row, id) : await mustFind(repo, id);
      if (current.deleted_at) throw conflict(`This ${lower} is in the trash. Restore it before editing.`, { current });
      if (current.version !== version) throw stale(current);
      if (versioned && !isCurrent(model, current)) {
        const currentId = await currentOfStream(trx, model, streamOf(model, current));
        const newest = currentId === undefined ? current : await mustFind(repo, currentId);
        throw conflict(`A newer version was published after you opened this one. Start from the current version.`, {
          current: newest,
        });
      }
      if (versioned?.streamField && prepared[versioned.streamField] !== current[versioned.streamField]) {
        throw badRequest(`A new version stays under the same ${model.label(versioned.streamField).toLowerCase()}.`, {
          [versioned.streamField]: `Keep ${String(current[versioned.streamField])}; to start another document, create it instead`,
        });
      }
      let data: RecordData;
      if (unique && read) {
        // A value the record already holds is not checked again: the save makes it no less unique.
        const changes = unique.checks.flatMap((check, i) => (check.value === current[check.column] ? [] : [i]));
        const checks = changes.map((i) => unique.checks[i]!);
        await refuseTaken(
          model,
          repo,
          checks,
          changes.map((i) => read.holders[i] ?? null),
          id,
        );
        data = unique.out;
      } else {
        data = await settleUniqueness(model, repo, prepared, null);
      }
      data =
        (await hooks.beforeChange?.({ ...hookContext(trx, meta, now), operation: 'update', data, previous: current })) ?? data;
      const { columns, stored, changed } = changedColumns(model, current, data);
      // Saving an unchanged form is not an edit: no new version, no audit entry.
      if (changed.length === 0) return current;

      const workflowSet = model.workflow ? workflowEdit(current, columns, stored, meta) : null;
      let record: ApiRecord;
      if (versioned) {
        const stamp = { created_at: now, updated_at: now, created_by: meta.actor.id, updated_by: meta.actor.id };
        record = model.toRecord(await publishVersion(trx, repo, model, { ...columns, ...stamp }));
        const replaced = `Replaces version ${String(current[versioned.numberField])} (id ${current.id})`;
        await audit(trx, meta, now, 'publish', record.id, undefined, model.snapshot(record), replaced);
      } else {
        const set = Object.fromEntries(changed.map((k) => [k, columns[k]]));
        const row = await repo.update(id, version, { ...set, ...workflowSet, updated_at: now, updated_by: meta.actor.id });
        if (!row) throw stale(await mustFind(repo, id));
        record = model.toRecord(row);
        const diff = changedFields(model.snapshot(current), model.snapshot(record));
        await audit(trx, meta, now, 'update', id, diff.before, diff.after);
        if (workflowSet?.status === 'REQUEST')
          await audit(trx, meta, now, 'request-change', id, { status: current.status }, { status: 'REQUEST' });
      }
      await afterWrite(
        trx,
        meta,
        now,
        'update',
        record,
        current,
        workflowSet?.status === 'REQUEST' ? 'request-change' : 'update',
      );
      return record;
    });
  }

  /**
   * A content edit of a workflow record: its editor becomes the one who edited last (maker–checker);
   * an edit of published content is kept as a change request beside the live version; a rejected
   * record must be reopened first; published records keep their link.
   */
  function workflowEdit(
    current: ApiRecord,
    columns: Record<string, unknown>,
    stored: Record<string, unknown>,
    meta: WriteMeta,
  ): Record<string, unknown> {
    if (current.status === 'REJECTED') throw conflict(`This ${lower} was rejected. Reopen it as a draft before editing it.`);
    const slug = model.workflow!.slugField;
    if (slug && wasPublished(current) && columns[slug] !== stored[slug]) {
      throw badRequest(`A published ${lower} keeps its link.`, {
        [slug]: `Keep "${String(current[slug])}": readers and search engines already link to it`,
      });
    }
    const set: Record<string, unknown> = { edited_by: meta.actor.id };
    if (isApproved(current.status))
      Object.assign(set, { status: 'REQUEST', live_snapshot: JSON.stringify(liveVersion(model, current)) });
    return set;
  }

  /** Trash or restore one record inside `trx`; false when it already was in that state. */
  async function setTrashed(
    trx: Kysely<Database>,
    meta: WriteMeta,
    now: string,
    current: ApiRecord,
    trash: boolean,
  ): Promise<boolean> {
    if ((current.deleted_at !== null) === trash) return false;
    if (trash) await hooks.beforeDelete?.({ ...hookContext(trx, meta, now), record: current });
    const repo = repoOf(trx);
    let record = model.toRecord(await repo.setDeleted(current.id, trash ? now : null, meta.actor.id));
    if (model.def.versioned) {
      await recomputeCurrent(trx, model, streamOf(model, current));
      record = await mustFind(repo, current.id);
    }
    await audit(
      trx,
      meta,
      now,
      trash ? 'delete' : 'restore',
      current.id,
      { deleted_at: current.deleted_at },
      { deleted_at: record.deleted_at },
    );
    await afterWrite(trx, meta, now, trash ? 'delete' : 'restore', record, current);
    return true;
  }

  async function trashOne(id: number, trash: boolean, meta: WriteMeta): Promise<ApiRecord> {
    return inTransaction(async (trx, now) => {
      const repo = repoOf(trx);
      await setTrashed(trx, meta, now, await mustFind(repo, id), trash);
      return mustFind(repo, id);
    });
  }

  /** A selection trashed or restored in one transaction: every id must exist, or nothing changes. */
  async function trashMany(ids: readonly number[], trash: boolean, meta: WriteMeta): Promise<BulkResult> {
    return inTransaction(async (trx, now) => {
      const rows = await repoOf(trx).findByIds(ids);
      const byId = new Map(rows.map((r) => [Number(r.id), model.toRecord(r)]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw notFound(`No ${lower} with id ${missing.join(', ')}; nothing was changed. Reload the list.`);
      const changed: number[] = [];
      for (const id of ids) if (await setTrashed(trx, meta, now, byId.get(id)!, trash)) changed.push(id);
      return { ids: changed, affected: changed.length };
    });
  }

  /** Put the given live records in this order, reusing the positions they hold between them. */
  async function reorder(ids: readonly number[], meta: WriteMeta): Promise<BulkResult> {
    const field = model.def.ordering?.field;
    if (!field) throw notFound(`${model.def.labels.plural} have no manual order.`);
    return inTransaction(async (trx, now) => {
      const repo = repoOf(trx);
      const rows = (await repo.findByIds(ids)).filter((r) => r.deleted_at === null);
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length)
        throw notFound(`No live ${lower} with id ${missing.join(', ')}; nothing was reordered. Reload the list.`);
      const slots = rows.map((r) => Number(r[field])).sort((a, b) => a - b);
      for (let i = 1; i < slots.length; i++) if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
      const changed: number[] = [];
      for (const [i, id] of ids.entries()) {
        const from = Number(byId.get(id)![field]);
        if (from === slots[i]) continue;
        await repo.setColumn(id, { [field]: slots[i], updated_at: now, updated_by: meta.actor.id });
        await audit(trx, meta, now, 'reorder', id, { [field]: from }, { [field]: slots[i] });
        changed.push(id);
      }
      return { ids: changed, affected: changed.length };
    });
  }

  return {
    create,
    update,
    delete: (id: number, meta: WriteMeta) => trashOne(id, true, meta),
    restore: (id: number, meta: WriteMeta) => trashOne(id, false, meta),
    bulkDelete: (ids: readonly number[], meta: WriteMeta) => trashMany(ids, true, meta),
    bulkRestore: (ids: readonly number[], meta: WriteMeta) => trashMany(ids, false, meta),
    reorder,
  };
}

export type ResourceWriter = ReturnType<typeof createResourceWriter>;
