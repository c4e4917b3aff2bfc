import type { ContentStatus } from '@rc/contract/statuses';
import {
  WORKFLOW_TRANSITIONS,
  allowedActions,
  workflowActionLabel,
  type WorkflowAction,
  type WorkflowHistoryAction,
} from '@rc/contract/workflow';
import { conflict } from '@/http/errors.ts';
import type { ApiRecord } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';

/** What a step does from a status: where it leads and how history names it. */
export type StepOutcome = {
  to: ContentStatus;
  audit: WorkflowHistoryAction;
  /** A reviewer's step: records the reviewer and their note. */
  review: boolean;
  /** REQUEST only: the proposed change replaces the live version, or the live version is put back. */
  change?: 'accept' | 'drop';
};

const DESCRIBED: Record<ContentStatus, string> = {
  DRAFT: 'a draft its author has not submitted',
  PENDING: 'waiting for review',
  REQUEST: 'a change to published content, waiting for review',
  SCHEDULED: 'approved and scheduled for publication',
  APPROVED: 'already approved and published',
  REVISION: 'back with its author for revision',
  REJECTED: 'rejected',
};

const VERB: Record<WorkflowAction, string> = {
  submit: 'submitted',
  reopen: 'reopened',
  approve: 'approved',
  request_revision: 'sent back for revision',
  reject: 'rejected',
};

const FROM: Record<WorkflowAction, string> = {
  submit: 'in draft or back for revision (DRAFT or REVISION)',
  reopen: 'that were rejected (REJECTED)',
  approve: 'waiting for review (PENDING or REQUEST)',
  request_revision: 'waiting for review (PENDING or REQUEST)',
  reject: 'waiting for review (PENDING or REQUEST)',
};

/**
 * Where `action` leads from `from`, or a 409 that names the status and what can be done instead
 * (`offered`: the actions staff take through the workflow call in this area).
 */
export function stepOutcome(
  from: ContentStatus,
  action: WorkflowAction,
  plural: string,
  offered: readonly WorkflowAction[],
): StepOutcome {
  const to = WORKFLOW_TRANSITIONS[from]?.[action];
  if (!to) {
    if (from === 'REQUEST' && action === 'request_revision') {
      throw conflict(
        'A change request (REQUEST) can be approved or rejected, not sent back for revision: reject it with a note that says what to change.',
      );
    }
    const allowed = allowedActions(from, offered).map((a) => workflowActionLabel(a, from).toLowerCase());
    throw conflict(
      `Only ${plural} ${FROM[action]} can be ${VERB[action]}; this one is ${from}: ${DESCRIBED[from]}. ` +
        (allowed.length ? `Allowed now: ${allowed.join(', ')}.` : 'Nothing can be done to it here now.'),
    );
  }
  switch (action) {
    case 'submit':
      return { to, audit: 'submit', review: false };
    case 'reopen':
      return { to, audit: 'reopen', review: false };
    case 'request_revision':
      return { to, audit: 'request-revision', review: true };
    case 'approve':
      return from === 'REQUEST'
        ? { to, audit: 'approve-change', review: true, change: 'accept' }
        : { to, audit: 'approve', review: true };
    case 'reject':
      return from === 'REQUEST'
        ? { to, audit: 'reject-change', review: true, change: 'drop' }
        : { to, audit: 'reject', review: true };
  }
}

/** The live fields of a published record, as its API shows them: what a change request keeps aside. */
export function liveVersion(model: ResourceModel, record: ApiRecord): Record<string, unknown> {
  return Object.fromEntries((model.workflow?.liveFields ?? []).map((f) => [f, record[f]]));
}

/** Live on the public site at some point: it keeps its link from then on. */
export function wasPublished(record: Record<string, unknown>): boolean {
  return record.published_at !== null || record.status === 'APPROVED' || record.status === 'REQUEST';
}

/** Approved content, live or waiting for its time: an edit of it becomes a change request. */
export function isApproved(status: unknown): status is 'APPROVED' | 'SCHEDULED' {
  return status === 'APPROVED' || status === 'SCHEDULED';
}

/**
 * The steps an outside author's submission takes from the record's status (a history entry each):
 * a new record is created and submitted; a published one becomes a change request; a rejected one
 * is reopened and submitted; one under review is only updated.
 */
export function authorSteps(
  from: ContentStatus | null,
): Array<{ audit: WorkflowHistoryAction; from: ContentStatus; to: ContentStatus }> {
  switch (from) {
    case null:
      return [{ audit: 'submit', from: 'DRAFT', to: 'PENDING' }];
    case 'DRAFT':
    case 'REVISION':
      return [{ audit: 'submit', from, to: 'PENDING' }];
    case 'REJECTED':
      return [
        { audit: 'reopen', from: 'REJECTED', to: 'DRAFT' },
        { audit: 'submit', from: 'DRAFT', to: 'PENDING' },
      ];
    case 'APPROVED':
    case 'SCHEDULED':
      return [{ audit: 'request-change', from, to: 'REQUEST' }];
    case 'PENDING':
    case 'REQUEST':
      return [];
  }
}
