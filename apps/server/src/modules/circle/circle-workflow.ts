import { RESPONSES_BY_STATUS, type CircleHistoryAction, type ResponseStatus } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import { conflict } from '@/http/errors.ts';

/**
 * The Circle part of DOMAIN.md's workflow. Staff respond to PENDING articles (approve, ask for a
 * revision, reject) and to change requests of published ones (REQUEST: approve or reject the
 * change; either way the article stays APPROVED). Contributors submit through the public call.
 */
export type ResponseOutcome = {
  to: ContentStatus;
  action: CircleHistoryAction;
  /** Sets published_at (a first publication). */
  publish: boolean;
  /** REQUEST only: the proposed change replaces the live version (true) or is dropped (false). */
  change?: 'accept' | 'drop';
};

const PENDING_OUTCOMES: Record<ResponseStatus, ResponseOutcome> = {
  APPROVED: { to: 'APPROVED', action: 'approve', publish: true },
  REVISION: { to: 'REVISION', action: 'request-revision', publish: false },
  REJECTED: { to: 'REJECTED', action: 'reject', publish: false },
};

const DESCRIBED: Record<ContentStatus, string> = {
  DRAFT: 'still a draft the author has not submitted',
  PENDING: 'waiting for review',
  REQUEST: 'a change request',
  APPROVED: 'already approved and published',
  REVISION: 'back with the author for revision',
  REJECTED: 'rejected',
};

/** What a response does from `from`, or a 409 saying why it cannot be given. */
export function responseOutcome(from: ContentStatus, response: ResponseStatus): ResponseOutcome {
  if (!RESPONSES_BY_STATUS[from].includes(response)) {
    if (from === 'REQUEST') {
      throw conflict(
        'A change request can be approved or rejected, not sent back for revision: reject it with a note that says what to change.',
      );
    }
    throw conflict(
      `Only articles waiting for review (PENDING or REQUEST) can be answered; this one is ${from}: ${DESCRIBED[from]}.`,
    );
  }
  if (from === 'REQUEST') {
    return response === 'APPROVED'
      ? { to: 'APPROVED', action: 'approve-change', publish: false, change: 'accept' }
      : { to: 'APPROVED', action: 'reject-change', publish: false, change: 'drop' };
  }
  return PENDING_OUTCOMES[response];
}

/**
 * The steps a contributor's submission takes from the article's current status (each step is a
 * history entry): a new article is created and submitted; a published one becomes a change request;
 * a rejected one is reopened and submitted; one already under review is only updated.
 */
export function submissionSteps(
  from: ContentStatus | null,
): Array<{ action: CircleHistoryAction; from: ContentStatus; to: ContentStatus }> {
  switch (from) {
    case null:
      return [{ action: 'submit', from: 'DRAFT', to: 'PENDING' }];
    case 'DRAFT':
    case 'REVISION':
      return [{ action: 'submit', from, to: 'PENDING' }];
    case 'REJECTED':
      return [
        { action: 'reopen', from: 'REJECTED', to: 'DRAFT' },
        { action: 'submit', from: 'DRAFT', to: 'PENDING' },
      ];
    case 'APPROVED':
      return [{ action: 'request-change', from: 'APPROVED', to: 'REQUEST' }];
    case 'PENDING':
    case 'REQUEST':
      return [];
  }
}

/** Staff fix articles only while they wait for a response. */
export const EDITABLE_STATUSES: readonly ContentStatus[] = ['PENDING', 'REQUEST'];

/**
 * What a change request (REQUEST) may replace: kept as the live version while the change is
 * reviewed, and put back when the change is rejected. The slug is not among them: a published
 * article keeps its link.
 */
export const LIVE_VERSION_FIELDS = [
  'article_title',
  'article_category_id',
  'content_type',
  'thumbnail',
  'first_summary',
  'second_summary',
  'third_summary',
  'short_description',
  'first_content',
  'second_content',
  'du',
] as const;
