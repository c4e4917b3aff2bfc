import { z } from 'zod';
import type { Module } from './modules.ts';
import { FREE, GUEST } from './reader-codes.ts';
import { PREVIEW_AREA_DEFS } from './resources/resource-catalog.ts';
import type { PreviewArea } from './resources/resource-registry.ts';
import { CONTENT_STATUSES, type ContentStatus } from './statuses.ts';

/**
 * Preview by entitlement (DOMAIN.md): what a guest, a signed-in free reader or a subscriber of one
 * plan sees of a record on the public site. The rule is written once, here: the server answers
 * `GET /api/preview/{area}/{id}?as=…` with it, and the console runs the same function on the
 * values being typed, so the editor's live preview and the server can never disagree.
 */

/** The content areas with a reader preview: definitions that declare `preview`; the resource name is the area in the path. */
export const PREVIEW_AREAS = PREVIEW_AREA_DEFS.map((a) => a.name) as [PreviewArea, ...PreviewArea[]];
export type { PreviewArea };
/** The readers who are not subscribers (reader-codes.ts, which plan definitions read too). */
export { FREE, GUEST };

export const isPreviewArea = (value: string): value is PreviewArea => (PREVIEW_AREAS as readonly string[]).includes(value);

/**
 * Per area: the permission module a preview needs (read), which is also the content module plans
 * unlock (subscription `modules`), the account-wall settings record it falls under, and its name.
 */
export const PREVIEW_AREA_SETTINGS = Object.fromEntries(
  PREVIEW_AREA_DEFS.map(({ name, module, wall, label }) => [name, { module, wall, label }]),
) as Readonly<Record<PreviewArea, { readonly module: Module; readonly wall: string; readonly label: string }>>;

/** Who reads: a guest, a signed-in reader without a plan, or a subscriber of one plan. */
export type Reader =
  { kind: 'GUEST' } | { kind: 'FREE' } | { kind: 'PLAN'; code: string; name: string; modules: readonly string[] };

/** Why the paid part is shown or withheld. */
export const ACCESS_REASONS = [
  'WALL_OFF',
  'NO_PLAN_REQUIRED',
  'PLAN_UNLOCKS',
  'SIGN_IN_REQUIRED',
  'PLAN_REQUIRED',
  'MODULE_NOT_UNLOCKED',
  'PLAN_NOT_LISTED',
] as const;
export type AccessReason = (typeof ACCESS_REASONS)[number];

export type ReaderAccess = { allowed: boolean; reason: AccessReason };

/**
 * The entitlement rule. The paid part is shown when the area's wall is off; or the record requires
 * no plan and the reader is signed in; or the reader's plan unlocks the area's module and is among
 * the plans the record requires. (A record requiring no plan is open to every signed-in reader, so
 * "none listed = any paid plan" is already covered by the second clause.)
 */
export function readerAccess(input: {
  wallEnabled: boolean;
  /** The content module of the area (PREVIEW_AREA_SETTINGS[area].module). */
  module: string;
  /** The plan codes the record requires; empty (and always for news and Circle) = none. */
  requiredPlans: readonly string[];
  reader: Reader;
}): ReaderAccess {
  const { wallEnabled, module, requiredPlans, reader } = input;
  if (!wallEnabled) return { allowed: true, reason: 'WALL_OFF' };
  if (reader.kind === 'GUEST') return { allowed: false, reason: 'SIGN_IN_REQUIRED' };
  if (requiredPlans.length === 0) return { allowed: true, reason: 'NO_PLAN_REQUIRED' };
  if (reader.kind === 'FREE') return { allowed: false, reason: 'PLAN_REQUIRED' };
  if (!reader.modules.includes(module)) return { allowed: false, reason: 'MODULE_NOT_UNLOCKED' };
  if (!requiredPlans.includes(reader.code)) return { allowed: false, reason: 'PLAN_NOT_LISTED' };
  return { allowed: true, reason: 'PLAN_UNLOCKS' };
}

// ---------------------------------------------------------------------------------------------
// Settings the rule reads: the area's account wall and the plans

export const previewWallSchema = z.object({
  enabled: z.boolean(),
  free_reads: z.number().int(),
  title: z.string(),
  body: z.string(),
  cta_label: z.string(),
  cta_url: z.string(),
});
export type PreviewWall = z.infer<typeof previewWallSchema>;

export const previewPlanSchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  modules: z.array(z.string()),
});
export type PreviewPlan = z.infer<typeof previewPlanSchema>;

/** `GET /api/preview/{area}/context`: what the console needs to run the rule on unsaved values. */
export const readerPreviewContextSchema = z.object({
  area: z.enum(PREVIEW_AREAS),
  wall: previewWallSchema,
  /** Live plans (inactive ones too: their subscribers keep them until they end), in pricing order. */
  plans: z.array(previewPlanSchema),
});
export type ReaderPreviewContext = z.infer<typeof readerPreviewContextSchema>;

/** One choice of the "Preview as" switch. */
export type ReaderChoice = { as: string; label: string };

/** Guest, Free, then each active plan by name: the readers the console offers. */
export function readerChoices(plans: readonly PreviewPlan[]): ReaderChoice[] {
  return [
    { as: GUEST, label: 'Guest' },
    { as: FREE, label: 'Free reader' },
    ...plans.filter((p) => p.active).map((p) => ({ as: p.code, label: p.name })),
  ];
}

/** The reader an `as` value names (GUEST, FREE or a plan's code, any case); undefined when it names none. */
export function readerOf(as: string, plans: readonly PreviewPlan[]): Reader | undefined {
  const code = as.trim().toUpperCase();
  if (code === GUEST) return { kind: 'GUEST' };
  if (code === FREE) return { kind: 'FREE' };
  const plan = plans.find((p) => p.code === code);
  return plan ? { kind: 'PLAN', code: plan.code, name: plan.name, modules: plan.modules } : undefined;
}

export const readerCode = (reader: Reader): string => (reader.kind === 'PLAN' ? reader.code : reader.kind);

export function readerLabel(reader: Reader): string {
  if (reader.kind === 'GUEST') return 'Guest';
  if (reader.kind === 'FREE') return 'Free reader';
  return `${reader.name} subscriber`;
}

// ---------------------------------------------------------------------------------------------
// The parts of a record as the public site shows them

/** A record's free and paid parts, read from its fields (saved or being typed). */
export type ReaderParts = {
  title: string;
  /** The free summaries, in order, empty ones left out. */
  summaries: string[];
  short_description: string | null;
  /** Free rich text shown before the wall (Circle's first content). */
  free_html: string | null;
  /** The paid part: the body (research, news) or the walled second content (Circle). */
  paid_html: string | null;
  required_plans: string[];
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const texts = (...values: unknown[]): string[] => values.map(text).filter((v): v is string => v !== null);
const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** The parts of a record of `area`, from the fields its definition names (`preview.parts`). */
export function readerParts(area: PreviewArea, values: Readonly<Record<string, unknown>>): ReaderParts {
  const parts = PREVIEW_AREA_DEFS.find((a) => a.name === area)!.parts;
  const value = (field: string | undefined) => (field === undefined ? null : text(values[field]));
  return {
    title: value(parts.title) ?? '',
    summaries: texts(...parts.summaries.map((field) => values[field])),
    short_description: value(parts.shortDescription),
    free_html: value(parts.free),
    paid_html: value(parts.paid),
    required_plans: parts.plans === undefined ? [] : codes(values[parts.plans]),
  };
}

// ---------------------------------------------------------------------------------------------
// The answer

export const previewWallTextSchema = previewWallSchema.omit({ enabled: true });

export const readerPreviewSchema = z.object({
  area: z.enum(PREVIEW_AREAS),
  /** Null for a record not saved yet (the editor's live preview). */
  id: z.number().int().nullable(),
  /** The reader: GUEST, FREE or a plan code, with how to call them. */
  as: z.string(),
  reader_label: z.string(),
  status: z.enum(CONTENT_STATUSES).nullable(),
  /**
   * The record is a change to published content waiting for review (REQUEST): this preview shows
   * the proposed version, which readers get once it is approved; until then they read the
   * published one.
   */
  proposed_change: z.boolean(),
  title: z.string(),
  summaries: z.array(z.string()),
  short_description: z.string().nullable(),
  free_html: z.string().nullable(),
  required_plans: z.array(z.string()),
  wall_enabled: z.boolean(),
  /** The account wall stops this reader: the paid part is withheld and the wall is shown. */
  walled: z.boolean(),
  reason: z.enum(ACCESS_REASONS),
  /** Why, in a sentence staff can read. */
  explanation: z.string(),
  /** What the wall says, when it stops the reader. */
  wall: previewWallTextSchema.nullable(),
  /** The paid part, when the reader may read it (null when withheld or empty). Sanitised HTML. */
  paid_html: z.string().nullable(),
});
export type ReaderPreview = z.infer<typeof readerPreviewSchema>;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The reason in a sentence, naming plans by name where they are known. */
export function accessExplanation(
  access: ReaderAccess,
  context: {
    area: PreviewArea;
    reader: Reader;
    requiredPlans: readonly string[];
    plans: readonly PreviewPlan[];
    freeReads: number;
  },
): string {
  const area = PREVIEW_AREA_SETTINGS[context.area].label;
  const planName = (code: string) => context.plans.find((p) => p.code === code)?.name ?? code;
  const required = list(context.requiredPlans.map(planName));
  const reader = context.reader.kind === 'PLAN' ? context.reader.name : '';
  switch (access.reason) {
    case 'WALL_OFF':
      return `The ${area} account wall is off: every reader reads it in full.`;
    case 'SIGN_IN_REQUIRED':
      return context.freeReads > 0
        ? `The ${area} account wall is on: a guest reads ${context.freeReads} ${context.freeReads === 1 ? 'article' : 'articles'} in 30 days, then sees the wall (shown here).`
        : `The ${area} account wall is on: a guest sees the wall.`;
    case 'NO_PLAN_REQUIRED':
      return 'It requires no plan: every signed-in reader reads it in full.';
    case 'PLAN_REQUIRED':
      return `It requires ${required}: a reader without a plan sees the wall.`;
    case 'MODULE_NOT_UNLOCKED':
      return `${reader} does not unlock ${area}: its subscribers see the wall.`;
    case 'PLAN_NOT_LISTED':
      return `It requires ${required}; ${reader} is not among them, so its subscribers see the wall.`;
    case 'PLAN_UNLOCKS':
      return `${reader} unlocks ${area} and is among the plans it requires: its subscribers read it in full.`;
  }
}

/**
 * What `reader` sees of a record of `area` whose fields are `values`, under the area's wall and
 * the plans: the one function behind the server's answer and the editor's live preview.
 */
export function buildReaderPreview(input: {
  area: PreviewArea;
  id: number | null;
  status: ContentStatus | null;
  values: Readonly<Record<string, unknown>>;
  wall: PreviewWall;
  plans: readonly PreviewPlan[];
  reader: Reader;
}): ReaderPreview {
  const { area, wall, reader } = input;
  const parts = readerParts(area, input.values);
  const access = readerAccess({
    wallEnabled: wall.enabled,
    module: PREVIEW_AREA_SETTINGS[area].module,
    requiredPlans: parts.required_plans,
    reader,
  });
  return {
    area,
    id: input.id,
    as: readerCode(reader),
    reader_label: readerLabel(reader),
    status: input.status,
    proposed_change: input.status === 'REQUEST',
    title: parts.title,
    summaries: parts.summaries,
    short_description: parts.short_description,
    free_html: parts.free_html,
    required_plans: parts.required_plans,
    wall_enabled: wall.enabled,
    walled: !access.allowed,
    reason: access.reason,
    explanation: accessExplanation(access, {
      area,
      reader,
      requiredPlans: parts.required_plans,
      plans: input.plans,
      freeReads: wall.free_reads,
    }),
    wall: access.allowed
      ? null
      : { free_reads: wall.free_reads, title: wall.title, body: wall.body, cta_label: wall.cta_label, cta_url: wall.cta_url },
    paid_html: access.allowed ? parts.paid_html : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Paths

/** Route templates relative to the `/api` base; the server mounts one preview route per area. */
export const PREVIEW_ROUTES = {
  preview: (area: PreviewArea) => `/preview/${area}/:id`,
  context: (area: PreviewArea) => `/preview/${area}/context`,
  /** Anything else under /preview/…: answered 404 naming the areas. */
  unknownArea: '/preview/:area/:part',
} as const;

/** Concrete paths for the console's API client. */
export const PREVIEW_API = {
  preview: (area: PreviewArea, id: number) => `/preview/${area}/${id}`,
  context: (area: PreviewArea) => `/preview/${area}/context`,
} as const;
