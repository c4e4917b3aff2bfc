import { z } from 'zod';
import type { Action } from './permissions.ts';
import { MAX_ID } from './resources/resource.ts';
import { versionField } from './resources/resource-wire.ts';
import { CONTENT_STATUSES, type ContentStatus } from './statuses.ts';

/**
 * The editorial workflow of DOMAIN.md ("Content status and workflow"), one for every area that
 * declares `workflow` in its resource definition: Circle research, Exclusive research, Insight,
 * institution content and stock placements. The server enforces it; the console reads the same
 * tables to offer only the actions that can succeed.
 */

/**
 * How each status reads and looks wherever it is shown (badges, tabs, filters); the colour is a
 * theme colour, so a rejection looks like danger on every screen.
 */
export const CONTENT_STATUS_OPTIONS = [
  { value: 'DRAFT', label: 'Draft', color: 'gray', hint: 'Not submitted yet' },
  { value: 'PENDING', label: 'Pending', color: 'warning', hint: 'Waiting for review' },
  { value: 'REQUEST', label: 'Change request', color: 'secondary', hint: 'A change to published content, waiting for review' },
  { value: 'SCHEDULED', label: 'Scheduled', color: 'cyan', hint: 'Approved; goes live at its publish time' },
  { value: 'APPROVED', label: 'Approved', color: 'primary', hint: 'Approved and live' },
  { value: 'REVISION', label: 'Revision', color: 'orange', hint: 'Back with the author' },
  { value: 'REJECTED', label: 'Rejected', color: 'danger', hint: 'Not published' },
] as const satisfies ReadonlyArray<{ value: ContentStatus; label: string; color: string; hint: string }>;

/** What staff ask for through `POST /api/<name>/workflow/{id}`. */
export const WORKFLOW_ACTIONS = ['submit', 'approve', 'request_revision', 'reject', 'reopen'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** submit and reopen are the author's side (update); the rest is the reviewer's (approval). */
export const WORKFLOW_ACTION_PERMISSION: Readonly<Record<WorkflowAction, Action>> = {
  submit: 'update',
  reopen: 'update',
  approve: 'approval',
  request_revision: 'approval',
  reject: 'approval',
};

/** Where each action leads from each status; a missing entry is a transition DOMAIN.md does not allow. */
export const WORKFLOW_TRANSITIONS: Readonly<Record<ContentStatus, Partial<Record<WorkflowAction, ContentStatus>>>> = {
  DRAFT: { submit: 'PENDING' },
  REVISION: { submit: 'PENDING' },
  PENDING: { approve: 'APPROVED', request_revision: 'REVISION', reject: 'REJECTED' },
  // A change to published content: approving applies it, rejecting drops it; either way it stays live.
  REQUEST: { approve: 'APPROVED', reject: 'APPROVED' },
  // Approved for later: the Scheduler publishes it (APPROVED); an edit makes it a change request.
  SCHEDULED: {},
  APPROVED: {},
  REJECTED: { reopen: 'DRAFT' },
};

/** The actions that can be taken from `status`, in the order the console shows them. */
export function allowedActions(status: ContentStatus, offered: readonly WorkflowAction[] = WORKFLOW_ACTIONS): WorkflowAction[] {
  const from = WORKFLOW_TRANSITIONS[status] ?? {};
  return WORKFLOW_ACTIONS.filter((action) => from[action] !== undefined && offered.includes(action));
}

/** A note is what the author reads to know what to change or why. */
export const NOTE_REQUIRED: readonly WorkflowAction[] = ['request_revision', 'reject'];
export const WORKFLOW_NOTE_MAX = 2000;

/** Labels of the actions, as buttons; a change request reads differently. */
export function workflowActionLabel(action: WorkflowAction, status?: ContentStatus): string {
  if (status === 'REQUEST' && action === 'approve') return 'Approve change';
  if (status === 'REQUEST' && action === 'reject') return 'Reject change';
  return {
    submit: 'Submit for review',
    approve: 'Approve',
    request_revision: 'Ask for revision',
    reject: 'Reject',
    reopen: 'Reopen as draft',
  }[action];
}

/**
 * Audit actions of workflow steps (kebab-case, as history entries name them), with how the history
 * reads them. `request-change` is an edit of published content; `publish` is the Scheduler's.
 */
export const WORKFLOW_HISTORY_LABELS = {
  create: 'Created',
  update: 'Edited',
  submit: 'Submitted for review',
  'request-change': 'Asked to change the published version',
  approve: 'Approved and published',
  'approve-scheduled': 'Approved; publication scheduled',
  publish: 'Published as scheduled',
  'request-revision': 'Sent back for revision',
  reject: 'Rejected',
  'approve-change': 'Change approved and published',
  'reject-change': 'Change rejected; the published version stays',
  reopen: 'Reopened as a draft',
  delete: 'Deleted',
  restore: 'Restored',
} as const;
export type WorkflowHistoryAction = keyof typeof WORKFLOW_HISTORY_LABELS;

/** The name history shows for the durable job that publishes scheduled records. */
export const SCHEDULER_ACTOR = 'Scheduler';

function isIsoDateTime(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
}

export const workflowBodySchema = z
  .strictObject({
    action: z.enum(WORKFLOW_ACTIONS, { error: `action must be one of ${WORKFLOW_ACTIONS.join(', ')}` }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(WORKFLOW_NOTE_MAX, `note must be at most ${WORKFLOW_NOTE_MAX} characters`)
      .nullable()
      .optional(),
    version: versionField,
    scheduled_at: z
      .string({ error: 'scheduled_at must be a date and time' })
      .refine(isIsoDateTime, 'scheduled_at must be an ISO date and time, e.g. 2026-12-01T08:00:00+07:00')
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (NOTE_REQUIRED.includes(body.action) && !body.note) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: `A note is required to ${body.action === 'reject' ? 'reject' : 'ask for a revision'}: tell the author what to change or why`,
      });
    }
    if (body.scheduled_at && body.action !== 'approve') {
      ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: 'Only an approval can be scheduled' });
    }
  });
export type WorkflowBody = z.input<typeof workflowBodySchema>;

/** Bulk workflow actions: one action for a selection, judged row by row (maker–checker per row). */
export const workflowBulkBodySchema = z.strictObject({
  action: z.enum(WORKFLOW_ACTIONS, { error: `action must be one of ${WORKFLOW_ACTIONS.join(', ')}` }),
  ids: z
    .array(z.number({ error: 'Each id must be a number' }).int().positive().max(MAX_ID), {
      error: 'ids must be a list of record ids',
    })
    .min(1, 'Select at least one record')
    .max(100, 'Select at most 100 records at a time')
    .refine((ids) => new Set(ids).size === ids.length, 'A record is selected twice'),
});
export type WorkflowBulkBody = z.input<typeof workflowBulkBodySchema>;

export const workflowBulkResultSchema = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type WorkflowBulkResult = z.infer<typeof workflowBulkResultSchema>;

/** What the detail call adds to a workflow record for the editor's workflow panel. */
export const workflowStateSchema = z.object({
  status: z.enum(CONTENT_STATUSES),
  /** Actions this status allows through the workflow call (permissions are the caller's to check). */
  allowed: z.array(z.enum(WORKFLOW_ACTIONS)),
  /** The staff member who created the record and who last edited its content (maker–checker). */
  created_by: z.number().int().nullable(),
  edited_by: z.number().int().nullable(),
  /** REQUEST: the published version, kept beside the proposed one until the change is decided. */
  live: z.record(z.string(), z.unknown()).nullable(),
  /** Approved with a future date: the durable job that will publish it. */
  schedule: z
    .object({
      run_at: z.string(),
      state: z.enum(['queued', 'running', 'done', 'dead', 'cancelled']),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    })
    .nullable(),
});
export type WorkflowState = z.infer<typeof workflowStateSchema>;
