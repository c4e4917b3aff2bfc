import { z } from 'zod';
import { envelope } from './api.ts';
import type { Module } from './modules.ts';

/** Where a view happened (section 7 of the specification). */
export const VIEW_SECTIONS = ['ALGORESEARCH', 'INSIGHT', 'INSTITUTION', 'CIRCLE'] as const;
export type ViewSection = (typeof VIEW_SECTIONS)[number];

/** The dashboard periods (section 4); SEVENDAY is the default tab. */
export const VIEW_PERIODS = ['SEVENDAY', 'MONTHLY', 'YEARLY'] as const;
export type ViewPeriod = (typeof VIEW_PERIODS)[number];
export const DEFAULT_VIEW_PERIOD: ViewPeriod = 'SEVENDAY';

/** USER = the reader was signed in, GUEST = not (DOMAIN.md, Analytics). */
export const VIEW_AUDIENCES = ['GUEST', 'USER'] as const;
export type ViewAudience = (typeof VIEW_AUDIENCES)[number];

/** The action of a plain view, and of every row that fills a gap in a series. */
export const DEFAULT_VIEW_ACTION = 'ENTER';

/** The analytics read permission that opens each section's series (section 6). */
export const SECTION_ANALYTIC_MODULE = {
  CIRCLE: 'CIRCLEANALYTIC',
  INSIGHT: 'ALGONEWSANALYTIC',
  INSTITUTION: 'INSTITUTIONANALYTIC',
  ALGORESEARCH: 'ALGORESEARCHANALYTIC',
} as const satisfies Record<ViewSection, Module>;

/** Paths relative to the `/api` base. */
export const ANALYTICS_API = {
  totalVerifiedUsers: '/analytic/user/total-verified',
  totalPublishedResearch: '/analytic/algo-research/total-published',
  totalPublishedInsight: '/analytic/algo-news/total-published',
  /** Route pattern of the view series; build a concrete path with `viewSeriesPath`. */
  viewSeries: '/analytic/user-behaviour/cached-analytic/data/:section/:period/:audience',
  publicEvents: '/public/events',
} as const;

export const viewSeriesPath = (section: ViewSection, period: ViewPeriod, audience: ViewAudience) =>
  `/analytic/user-behaviour/cached-analytic/data/${section}/${period}/${audience}`;

// ---------------------------------------------------------------------------------------------
// Calls

export const totalEnvelopeSchema = envelope(z.object({ total: z.number().int().nonnegative() }));
export type TotalAnswer = z.infer<typeof totalEnvelopeSchema>['data'];

/** One row of a view series: `target_date` is the day, or the first day of the month or year. */
export const viewRowSchema = z.object({
  target_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  total: z.number().int().nonnegative(),
  action: z.string(),
});
export type ViewRow = z.infer<typeof viewRowSchema>;

export const viewSeriesEnvelopeSchema = envelope(z.object({ data: z.array(viewRowSchema) }));
export type ViewSeriesAnswer = z.infer<typeof viewSeriesEnvelopeSchema>['data'];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

/** The three path parameters of the series call, with messages that name the allowed values. */
export const viewSeriesParamsSchema = z.object({
  section: z.enum(VIEW_SECTIONS, { error: oneOf(VIEW_SECTIONS) }),
  period: z.enum(VIEW_PERIODS, { error: oneOf(VIEW_PERIODS) }),
  audience: z.enum(VIEW_AUDIENCES, { error: oneOf(VIEW_AUDIENCES) }),
});
export type ViewSeriesParams = z.infer<typeof viewSeriesParamsSchema>;

// ---------------------------------------------------------------------------------------------
// Event ingestion (`POST /api/public/events`, header `X-Api-Key`)

export const API_KEY_HEADER = 'x-api-key';
export const EVENT_BATCH_MAX = 1000;
/** Clocks of the sending sites drift; a few minutes ahead is accepted, more is a bug on their side. */
export const EVENT_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** The yearly chart shows five years; anything older could never be seen. */
export const EVENT_MAX_AGE_YEARS = 5;
/** content_id is stored as a 32-bit integer in both databases. */
const MAX_CONTENT_ID = 2_147_483_647;

export const viewEventSchema = z.strictObject({
  section: z.enum(VIEW_SECTIONS, { error: oneOf(VIEW_SECTIONS) }),
  content_id: z
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .max(MAX_CONTENT_ID, `must be at most ${MAX_CONTENT_ID}`),
  audience: z.enum(VIEW_AUDIENCES, { error: oneOf(VIEW_AUDIENCES) }),
  action: z
    .string({ error: 'must be an upper-case word such as ENTER' })
    .regex(/^[A-Z][A-Z_]{0,31}$/, 'must be an upper-case word such as ENTER (letters and _, at most 32)')
    .default(DEFAULT_VIEW_ACTION),
  occurred_at: z.iso.datetime({
    offset: true,
    error: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-11-22T09:30:00Z',
  }),
});
export type ViewEvent = z.output<typeof viewEventSchema>;
export type ViewEventInput = z.input<typeof viewEventSchema>;

/** What a sender posts. Events are checked one by one so that one bad event does not sink the batch. */
export const eventBatchSchema = z.strictObject({
  events: z.array(z.unknown()).min(1, 'send at least one event').max(EVENT_BATCH_MAX),
});

export const rejectedEventSchema = z.object({
  index: z.number().int(),
  field: z.string(),
  reason: z.string(),
});
export type RejectedEvent = z.infer<typeof rejectedEventSchema>;

export const eventBatchAnswerSchema = envelope(z.object({ accepted: z.number().int(), rejected: z.array(rejectedEventSchema) }));
export type EventBatchAnswer = z.infer<typeof eventBatchAnswerSchema>['data'];

// ---------------------------------------------------------------------------------------------
// Dashboard constants (sections 2.3 and 9)

/** The two series of every chart card; the label spelling "SIgned" is the specification's. */
export const VIEW_SERIES = [
  { audience: 'USER', label: 'Has Signed In', color: '#8AB8F5' },
  { audience: 'GUEST', label: 'Not SIgned In', color: '#4198D3' },
] as const satisfies ReadonlyArray<{ audience: ViewAudience; label: string; color: string }>;

export const VIEW_CHART_CARDS = [
  { section: 'CIRCLE', title: 'Total View Circle' },
  { section: 'INSIGHT', title: 'Total View Insight' },
  { section: 'INSTITUTION', title: 'Total View Institution' },
  { section: 'ALGORESEARCH', title: 'Total View Research' },
] as const satisfies ReadonlyArray<{ section: ViewSection; title: string }>;

export const VIEW_PERIOD_TABS = [
  { period: 'SEVENDAY', label: 'Last 7 days', labelFormat: 'DD MMM YYYY' },
  { period: 'MONTHLY', label: 'Monthly', labelFormat: 'MMM YYYY' },
  { period: 'YEARLY', label: 'Yearly', labelFormat: 'YYYY' },
] as const satisfies ReadonlyArray<{ period: ViewPeriod; label: string; labelFormat: string }>;

export const VIEW_CHART_MAX_BAR_THICKNESS = 50;
export const VIEW_CHART_Y_TITLE = 'Total';

export const COUNT_CARDS = [
  {
    key: 'verifiedUsers',
    title: 'Total Verified User',
    note: 'Clients who confirmed their email',
    module: 'USERANALYTIC',
    path: ANALYTICS_API.totalVerifiedUsers,
  },
  {
    key: 'publishedResearch',
    title: 'Total Published Research',
    note: 'Exclusive research live for readers',
    module: 'ALGORESEARCHANALYTIC',
    path: ANALYTICS_API.totalPublishedResearch,
  },
  {
    key: 'publishedInsight',
    title: 'Total Published Insight',
    note: 'Insight articles live for readers',
    module: 'ALGONEWSANALYTIC',
    path: ANALYTICS_API.totalPublishedInsight,
  },
] as const satisfies ReadonlyArray<{ key: string; title: string; note: string; module: Module; path: string }>;
