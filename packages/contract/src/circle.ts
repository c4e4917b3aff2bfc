import { z } from 'zod';
import { API } from './api-paths.ts';
import { CONTENT_STATUSES, type ContentStatus } from './statuses.ts';
import { WORKFLOW_HISTORY_LABELS, WORKFLOW_TRANSITIONS, type WorkflowAction } from './workflow.ts';
import { MAX_ID } from './resources/resource.ts';
import { circleResearchSchema } from './resources/circle-research.resource.ts';

/**
 * Circle research moderation: the calls of section 7 (paths and answer shapes fixed by the
 * specification), the workflow of DOMAIN.md, and the public submission call that feeds the queue.
 */

/** Route templates relative to the `/api` base; the server mounts these. */
export const CIRCLE_ROUTES = {
  list: '/circle-research/circle/list',
  responseApproval: '/circle-research/circle/response-approval/:id',
  preview: '/circle-research/circle/preview/:id',
  firstContent: '/circle-research/circle/first-content/:id',
  secondContent: '/circle-research/circle/second-content/:id',
  delete: '/circle-research/circle/delete/:id',
  restore: '/circle-research/circle/restore/:id',
  history: '/circle-research/logs/history/:id',
  totalRequest: API.circleTotalRequest,
  /** Server-sent events: `total` whenever the pending total changes (docs/decisions/009). */
  events: API.circleEvents,
  /** Contributors' submissions, authenticated by a contributor's public API key (X-Api-Key). */
  publicSubmit: '/public/circle-research',
} as const;

const withId = (template: string) => (id: number) => template.replace(':id', String(id));

/** Concrete paths for the console's API client. */
export const CIRCLE_API = {
  list: CIRCLE_ROUTES.list,
  responseApproval: withId(CIRCLE_ROUTES.responseApproval),
  preview: withId(CIRCLE_ROUTES.preview),
  firstContent: withId(CIRCLE_ROUTES.firstContent),
  secondContent: withId(CIRCLE_ROUTES.secondContent),
  delete: withId(CIRCLE_ROUTES.delete),
  restore: withId(CIRCLE_ROUTES.restore),
  history: withId(CIRCLE_ROUTES.history),
  totalRequest: CIRCLE_ROUTES.totalRequest,
  events: CIRCLE_ROUTES.events,
} as const;

/** Section 9: list defaults. */
export const CIRCLE_LIST_DEFAULTS = { page: 1, limit: 10, query: '' } as const;

/** The statuses counted by the menu badge (`totalRequest`). */
export const PENDING_STATUSES = ['PENDING', 'REQUEST'] as const satisfies readonly ContentStatus[];

// ---------------------------------------------------------------------------------------------
// Responses (PUT response-approval)

export const RESPONSE_STATUSES = ['APPROVED', 'REVISION', 'REJECTED'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** The engine's workflow action each response is (the call is an adapter onto `POST …/workflow/{id}`). */
export const RESPONSE_ACTIONS: Readonly<Record<ResponseStatus, WorkflowAction>> = {
  APPROVED: 'approve',
  REVISION: 'request_revision',
  REJECTED: 'reject',
};

/** Which responses each status allows, read off the workflow (PENDING: all three; REQUEST: approve or reject the change). */
export const RESPONSES_BY_STATUS: Readonly<Record<ContentStatus, readonly ResponseStatus[]>> = Object.fromEntries(
  CONTENT_STATUSES.map((status) => [
    status,
    RESPONSE_STATUSES.filter((response) => WORKFLOW_TRANSITIONS[status][RESPONSE_ACTIONS[response]] !== undefined),
  ]),
) as unknown as Record<ContentStatus, readonly ResponseStatus[]>;

export const NOTE_MAX = 2000;

export const responseApprovalSchema = z
  .strictObject({
    status: z.enum(RESPONSE_STATUSES, { error: `status must be one of ${RESPONSE_STATUSES.join(', ')}` }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters`)
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'APPROVED' && !body.note) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: `A note is required for ${body.status}: tell the author what to change or why`,
      });
    }
  });
export type ResponseApproval = z.input<typeof responseApprovalSchema>;

// ---------------------------------------------------------------------------------------------
// Items (section 3)

const personSchema = z.object({ id: z.number().int(), fullname: z.string(), email: z.string() });

/** A Circle item as the spec's calls send it. */
export const circleItemSchema = z.object({
  id: z.number().int(),
  article_title: z.string(),
  thumbnail: z.string().nullable(),
  article_category_id: z.number().int().nullable(),
  first_summary: z.string().nullable(),
  second_summary: z.string().nullable(),
  third_summary: z.string().nullable(),
  short_description: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  writter_id: z.number().int(),
  auditor_id: z.number().int().nullable(),
  article_slug: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  category: z.object({ id: z.number().int(), article_category_name: z.string() }).nullable(),
  writter: personSchema.nullable(),
  /** How many times the author has sent this article for review. */
  totalRequest: z.number().int(),
  content_type: z.string(),
  /** Reading time in minutes. */
  du: z.number().int(),
  /** Lists leave the bodies out (null): read them with first-content / second-content or preview. */
  first_content: z.string().nullable(),
  second_content: z.string().nullable(),
  // Beyond section 3: what a moderator needs beside it.
  version: z.number().int(),
  sub_account: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  auditor: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  response_note: z.string().nullable(),
  /** A change request (REQUEST): the published version kept beside the proposed one. */
  has_live_version: z.boolean(),
});
export type CircleItem = z.infer<typeof circleItemSchema>;

export const circleListSchema = z.object({
  data: z.array(circleItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CircleList = z.infer<typeof circleListSchema>;

/** The current Circle disclosure, shown under the article in the preview. */
export const circleDisclosureSchema = z.object({
  id: z.number().int(),
  version_number: z.number().int(),
  content: z.string(),
  effective_from: z.string(),
});

export const circlePreviewSchema = circleItemSchema.extend({
  disclosure: circleDisclosureSchema.nullable(),
  /** For a change request: the published title and summary, for comparison. */
  live: z.object({ article_title: z.string(), short_description: z.string().nullable() }).nullable(),
});
export type CirclePreview = z.infer<typeof circlePreviewSchema>;

export const circleContentSchema = z.object({ id: z.number().int(), article_title: z.string(), content: z.string().nullable() });
export type CircleContent = z.infer<typeof circleContentSchema>;

export const totalRequestSchema = z.object({ data: z.object({ totalRequest: z.number().int().nonnegative() }) });

// ---------------------------------------------------------------------------------------------
// History (GET logs/history)

/** The engine's workflow history labels (every workflow area reads its history alike). */
export const CIRCLE_HISTORY_ACTIONS = WORKFLOW_HISTORY_LABELS;
export type CircleHistoryAction = keyof typeof CIRCLE_HISTORY_ACTIONS;

export const circleHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  at: z.string(),
  /** Staff act in the console; the contributor through the public call; the Scheduler publishes at the appointed time. */
  actor: z
    .object({ kind: z.enum(['staff', 'contributor', 'system']), id: z.number().int().nullable(), fullname: z.string() })
    .nullable(),
  note: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type CircleHistoryEntry = z.infer<typeof circleHistoryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Server-sent events

export const CIRCLE_EVENT_TOTAL = 'total';
export const circleTotalEventSchema = z.object({ totalRequest: z.number().int().nonnegative() });

// ---------------------------------------------------------------------------------------------
// Public submission (POST /api/public/circle-research, header X-Api-Key)

/** The scope a contributor's key needs. */
export const CIRCLE_SUBMIT_SCOPE = 'circle:write';

export const optionalId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_ID, `${label} must be at most ${MAX_ID}`)
    .nullable()
    .optional();

/**
 * What every outside author's submission adds to its content (Circle's contributors, institutions):
 * the id of one of their records to send a new version of, and a note for the reviewer.
 */
export const submissionFields = {
  id: optionalId('id'),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(NOTE_MAX, `note must be at most ${NOTE_MAX} characters`)
    .nullable()
    .optional(),
};

/**
 * A contributor's article: new without `id`, or a new version of one of theirs with it. It goes
 * to review at once: PENDING, or REQUEST when it changes a published article.
 */
export const circleSubmissionSchema = circleResearchSchema.safeExtend({
  ...submissionFields,
  sub_account_id: optionalId('sub_account_id'),
});
export type CircleSubmission = z.input<typeof circleSubmissionSchema>;

export const circleSubmissionAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
    article_slug: z.string(),
    version: z.number().int(),
  }),
});
