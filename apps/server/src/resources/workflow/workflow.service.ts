import type { Kysely } from 'kysely';
import { can } from '@rc/contract/permissions';
import type { ContentStatus } from '@rc/contract/statuses';
import {
  SCHEDULER_ACTOR,
  WORKFLOW_ACTION_PERMISSION,
  allowedActions,
  workflowActionLabel,
  type WorkflowAction,
  type WorkflowBulkResult,
  type WorkflowState,
} from '@rc/contract/workflow';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { changedFields } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@/http/errors.ts';
import type { Actor, ApiRecord, RecordData } from '../resource-hooks.ts';
import { changedColumns, resourceAudit, type AuditActor } from '../resource-audit.ts';
import { readOnlyColumn, type ResourceModel } from '../resource-model.ts';
import { createResourceRepository } from '../resource.repository.ts';
import { authorSteps, isApproved, liveVersion, stepOutcome } from './workflow-rules.ts';
import { createWorkflowRepository, keptInternals } from './workflow.repository.ts';
import { recordEventsOf } from '../record-events.ts';

/** The job that publishes an approval scheduled for later. */
export const PUBLISH_JOB = 'workflow.publish';
export const subjectOf = (model: ResourceModel, id: number) => `${model.def.name}:${id}`;

/** The Scheduler's job that publishes record `id` of workflow resource `resource` at `runAt`. */
export const publishJob = (resource: string, id: number, runAt: string) => ({
  kind: PUBLISH_JOB,
  payload: { resource, id },
  subject: `${resource}:${id}`,
  runAt,
});

export type StepRequest = {
  action: WorkflowAction;
  note?: string | null;
  scheduled_at?: string | null;
  /** The version the person read; absent for calls that do not carry one (the Circle response). */
  version?: number;
};

/** Who takes a step: a staff member, nobody on staff (an outside author's call), or the Scheduler by name. */
export type StepMeta = AuditActor;
type WriteMeta = { actor: Actor; requestId: string };

/**
 * The editorial workflow of one resource (DOMAIN.md): the transitions, maker–checker, change
 * requests kept beside the live version, scheduled publishing through a durable job, and a history
 * entry for every step, each in the transaction of its change.
 */
export function createWorkflowService(ctx: AppContext, model: ResourceModel) {
  const wf = model.workflow;
  if (!wf) throw new Error(`Resource ${model.def.name} has no workflow`);
  const lower = model.def.labels.singular.toLowerCase();
  const plural = model.def.labels.plural.toLowerCase();
  const repoOf = (db: Kysely<Database>) => createResourceRepository(model, ctx.db.dialect, db);
  const internalsOf = (db: Kysely<Database>) => createWorkflowRepository(model, db);

  async function mustFind(db: Kysely<Database>, id: number): Promise<ApiRecord> {
    const row = await repoOf(db).findById(id);
    if (!row) throw notFound(`No ${lower} with id ${id}. It may have been removed; reload the list.`);
    return model.toRecord(row);
  }

  /** The published version as it was, turned back into column values. */
  function liveColumns(snapshot: string | null): Record<string, unknown> {
    if (!snapshot) return {};
    const live = JSON.parse(snapshot) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of wf!.liveFields) if (field in live) out[field] = readOnlyColumn(model, field, live[field]);
    return out;
  }

  const audit = resourceAudit(model);

  /** Tell the area a step happened (its afterChange hook), then the change's listeners, inside the step's transaction. */
  const stepped = async (
    trx: Kysely<Database>,
    meta: StepMeta,
    now: string,
    step: string,
    record: ApiRecord,
    previous: ApiRecord | null,
    note: string | null = null,
  ) => {
    await model.hooks.afterChange?.({
      ctx,
      trx,
      actor: meta.actor,
      requestId: meta.requestId,
      now,
      operation: 'transition',
      step,
      record,
      previous,
    });
    const events = recordEventsOf(ctx);
    if (!events.heard) return;
    await events.emit({
      trx,
      now,
      model,
      operation: 'transition',
      step,
      record,
      previous,
      actorId: meta.actor?.id ?? null,
      actorName: meta.actorName ?? null,
      note,
      lastEditor: async () => (await internalsOf(trx).internals(record.id))?.edited_by ?? null,
    });
  };

  /** One step from the record's status, inside `trx`; throws (and writes nothing) when it is not allowed. */
  async function step(trx: Kysely<Database>, current: ApiRecord, request: StepRequest, meta: StepMeta, now: string) {
    if (current.deleted_at) throw conflict(`This ${lower} is in the trash. Restore it first.`, { current });
    if (request.version !== undefined && current.version !== request.version) {
      throw conflict(`Someone else changed this ${lower} after you opened it. Look at it again, then decide.`, { current });
    }
    const from = current.status as ContentStatus;
    const outcome = stepOutcome(from, request.action, plural, wf!.actions);
    const internals = (await internalsOf(trx).internals(current.id))!;
    const actorId = meta.actor?.id ?? null;
    if (request.action === 'approve' && actorId !== null && (actorId === current.created_by || actorId === internals.edited_by)) {
      throw conflict(
        `You ${actorId === current.created_by ? 'created' : 'last edited'} this ${lower}, so another reviewer must approve it (maker-checker). You can still ask for a revision or reject it.`,
      );
    }
    const note = request.note?.trim() || null;
    const scheduled = request.scheduled_at ? new Date(request.scheduled_at).toISOString() : null;
    if (scheduled && outcome.change) {
      throw badRequest('A change to published content goes live when it is approved; it cannot be scheduled.', {
        scheduled_at: 'Leave empty to apply the change now',
      });
    }
    // A publish time that has passed is refused, never read as "now": publishing now is its own choice.
    if (scheduled !== null && scheduled <= now) {
      throw badRequest('The publish time has passed. Choose a later time, or approve and publish now without one.', {
        scheduled_at: 'Choose a time in the future',
      });
    }
    const later = scheduled !== null;
    // A change decided before its record's scheduled publication leaves the record scheduled.
    const waiting = outcome.change !== undefined && current.published_at === null && current.scheduled_at !== null;
    const to = later || waiting ? 'SCHEDULED' : outcome.to;
    const set: Record<string, unknown> = { status: to, updated_at: now, updated_by: actorId };
    if (outcome.review) Object.assign(set, { auditor_id: actorId, response_note: note });
    // A resubmission answers the last review: its note is history from then on, not the current one.
    else set.response_note = null;
    if (request.action === 'approve' && !outcome.change) {
      Object.assign(set, later ? { scheduled_at: scheduled, published_at: null } : { scheduled_at: null, published_at: now });
    }
    if (outcome.change) set.live_snapshot = null;
    if (outcome.change === 'drop') Object.assign(set, liveColumns(internals.live_snapshot));

    const row = await repoOf(trx).update(current.id, current.version, set);
    if (!row) throw conflict(`Someone else changed this ${lower} a moment ago. Reload it to see what changed, then decide.`);
    const record = model.toRecord(row);
    const audited = later ? 'approve-scheduled' : outcome.audit;
    const after: Record<string, unknown> = { status: record.status };
    if (outcome.review) after.auditor_id = record.auditor_id;
    if (set.published_at) after.published_at = record.published_at;
    if (later) after.scheduled_at = record.scheduled_at;
    await audit(trx, meta, now, audited, current.id, { status: from }, after, note);
    if (later) {
      await ctx.jobs.cancel(trx, PUBLISH_JOB, subjectOf(model, current.id));
      await ctx.jobs.enqueue(trx, publishJob(model.def.name, current.id, scheduled!));
    }
    await stepped(trx, meta, now, audited, record, current, note);
    return record;
  }

  async function inTransaction<T>(work: (trx: Kysely<Database>, now: string) => Promise<T>): Promise<T> {
    const now = iso(ctx.clock.now());
    return ctx.db.kysely.transaction().execute((trx) => work(trx, now));
  }

  /** A staff member's step, with the permission its action needs. */
  async function transition(id: number, request: StepRequest, meta: WriteMeta): Promise<ApiRecord> {
    if (!wf!.actions.includes(request.action)) {
      throw badRequest(`${model.def.labels.plural} do not take "${request.action}" here.`, {
        action: `Choose one of ${wf!.actions.join(', ')}`,
      });
    }
    const needed = WORKFLOW_ACTION_PERMISSION[request.action];
    if (!can(meta.actor.permissions, wf!.module, needed)) {
      throw forbidden(
        `You need the ${needed} permission on ${wf!.module} to ${workflowActionLabel(request.action).toLowerCase()}.`,
      );
    }
    return inTransaction(async (trx, now) => step(trx, await mustFind(trx, id), request, meta, now));
  }

  return {
    transition,

    /** The same step for the specification's calls that carry no version (Circle's response). */
    respond: (id: number, request: Omit<StepRequest, 'version'>, meta: WriteMeta) => transition(id, request, meta),

    /** One action for a selection, decided row by row: maker–checker and the status rules hold per record. */
    async bulk(ids: readonly number[], action: WorkflowAction, meta: WriteMeta): Promise<WorkflowBulkResult> {
      const result: WorkflowBulkResult = { done: [], refused: [] };
      for (const id of ids) {
        try {
          await transition(id, { action }, meta);
          result.done.push(id);
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500 || err.status === 403 || err.status === 400) throw err;
          result.refused.push({ id, message: err.message });
        }
      }
      return result;
    },

    /**
     * An outside author's content arriving (a Circle contributor, an institution): created and put
     * in review, or saved over their record with the steps its status takes (authorSteps). `data`
     * is prepared and settled; `extra` are the area's own columns (author ids, counters).
     */
    async authorSubmit(
      trx: Kysely<Database>,
      input: { current: ApiRecord | null; data: RecordData; extra: Record<string, unknown>; note: string | null },
      meta: StepMeta,
      now: string,
    ): Promise<ApiRecord> {
      const repo = repoOf(trx);
      const { current, data, extra, note } = input;
      if (!current) {
        const row = await repo.insert({
          ...model.toColumns(data),
          ...extra,
          status: 'PENDING',
          edited_by: null,
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
        });
        const record = model.toRecord(row);
        await audit(trx, meta, now, 'create', record.id, undefined, {
          [model.def.titleField]: record[model.def.titleField],
          status: 'DRAFT',
        });
        for (const s of authorSteps(null))
          await audit(trx, meta, now, s.audit, record.id, { status: s.from }, { status: s.to }, note);
        await stepped(trx, meta, now, 'submit', record, null, note);
        return record;
      }
      if (current.deleted_at)
        throw conflict(`This ${lower} was removed by the moderators, so it cannot be changed; send it again as a new one.`);
      const from = current.status as ContentStatus;
      const internals = (await internalsOf(trx).internals(current.id))!;
      const { columns, changed } = changedColumns(model, current, data);
      const steps = authorSteps(from);
      const extraChanged = Object.keys(extra).filter((k) => JSON.stringify(extra[k]) !== JSON.stringify(current[k]));
      if (changed.length === 0 && steps.length === 0 && extraChanged.length === 0) return current;

      const set: Record<string, unknown> = {
        ...Object.fromEntries(changed.map((k) => [k, columns[k]])),
        ...extra,
        updated_at: now,
        updated_by: null,
      };
      // The content is its author's again: a staff member who edited before no longer made it.
      if (changed.length > 0) set.edited_by = null;
      if (steps.length > 0) {
        set.status = steps[steps.length - 1]!.to;
        if (steps.some((st) => st.audit === 'submit' || st.audit === 'reopen')) set.response_note = null;
      }
      if (isApproved(from) && !internals.live_snapshot) set.live_snapshot = JSON.stringify(liveVersion(model, current));
      const row = await repo.update(current.id, current.version, set);
      if (!row) throw conflict(`This ${lower} changed on our side a moment ago; send it again.`);
      const record = model.toRecord(row);
      if (changed.length > 0) {
        const pick = (r: ApiRecord) => Object.fromEntries(changed.map((k) => [k, r[k]]));
        const diff = changedFields(pick(current), pick(record));
        await audit(trx, meta, now, 'update', current.id, diff.before, diff.after, steps.length === 0 ? note : null);
      }
      for (const s of steps) await audit(trx, meta, now, s.audit, current.id, { status: s.from }, { status: s.to }, note);
      await stepped(trx, meta, now, steps.at(-1)?.audit ?? 'update', record, current, note);
      return record;
    },

    /** The Scheduler's job: publish the record if it is still due and not yet live (once, on one node). */
    async publishScheduled(id: number): Promise<void> {
      await inTransaction(async (trx, now) => {
        const current = await repoOf(trx).findById(id);
        if (!current) return;
        const row = await internalsOf(trx).publishDue(id, now);
        if (!row) return;
        const record = model.toRecord(row);
        const meta: StepMeta = { actor: null, actorName: SCHEDULER_ACTOR, requestId: `job:${PUBLISH_JOB}` };
        await audit(
          trx,
          meta,
          now,
          'publish',
          id,
          { status: current.status, published_at: null },
          { status: record.status, published_at: record.published_at },
        );
        await stepped(trx, meta, now, 'publish', record, model.toRecord(current));
      });
    },

    /** What the editor's workflow panel needs beside the record. */
    async state(record: ApiRecord): Promise<WorkflowState> {
      const internals = keptInternals(record) ?? (await internalsOf(ctx.db.kysely).internals(record.id));
      const status = record.status as ContentStatus;
      const job = record.scheduled_at ? await ctx.jobs.latest(PUBLISH_JOB, subjectOf(model, record.id)) : undefined;
      return {
        status,
        allowed: record.deleted_at ? [] : allowedActions(status, wf.actions),
        created_by: (record.created_by as number | null) ?? null,
        edited_by: internals?.edited_by ?? null,
        live: internals?.live_snapshot ? (JSON.parse(internals.live_snapshot) as Record<string, unknown>) : null,
        schedule: job
          ? {
              run_at: job.run_at,
              state: job.status as NonNullable<WorkflowState['schedule']>['state'],
              attempts: Number(job.attempts),
              last_error: job.last_error,
            }
          : null,
      };
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;
