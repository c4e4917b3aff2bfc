import { z } from 'zod';
import { API, envelope } from './api.ts';
import { MAX_ID, resourceCalls, type AnyResourceDefinition } from './resources/resource.ts';

/**
 * Autosaved drafts (docs/decisions/042): an editor with a rich-text field keeps what its author has
 * typed and not saved on the server, every AUTOSAVE_EVERY_MS while it changes. A draft is private to
 * its author, is not a version of the record (no history, no audit entry, nothing a list, a search,
 * the desk or the reader preview reads), and is kept DRAFT_KEEP_DAYS days after its last save.
 *
 * It holds only the fields that differ from what the editor loaded (`values`) and the version it
 * loaded (`base_version`), so restoring it onto a record someone changed since brings back the
 * author's typing without undoing the other person's edits elsewhere.
 */

/** How often an editor with unsaved changes sends them, when they changed since the last time. */
export const AUTOSAVE_EVERY_MS = 10_000;
/** Drafts not saved again for this many days are removed. */
export const DRAFT_KEEP_DAYS = 30;
/**
 * The largest draft, in characters of its JSON: above what the largest record can hold (a 400,000
 * character body and the other fields), so anything that can be saved can be drafted.
 */
export const DRAFT_MAX_CHARS = 800_000;

/** The key of a draft of a record not created yet. */
export const NEW_RECORD = 'new';
export type DraftRecordKey = number | typeof NEW_RECORD;

export const DRAFT_ROUTES = {
  /** The signed-in person's key for what the console keeps in this browser when a session ends. */
  browserKey: API.drafts.browserKey,
  /** One draft of an area: `:record` is a record's id or `new`. */
  one: (area: string) => `/drafts/${area}/:record`,
} as const;

export const draftPaths = {
  one: (area: string, record: DraftRecordKey) => `/drafts/${area}/${record}`,
} as const;

/** The areas that autosave: an editor screen and an editable rich-text field (long content). */
export function autosaves(def: Pick<AnyResourceDefinition, 'fields' | 'schema' | 'screens'>): boolean {
  if (!def.screens.create && !def.screens.edit) return false;
  return Object.entries(def.fields).some(([name, meta]) => meta.widget === 'richtext' && name in def.schema.shape);
}

/** Whether an area's editor can start a new record (so `new` names a draft there). */
export function createsRecords(
  def: Pick<AnyResourceDefinition, 'kind' | 'ordering' | 'fields' | 'calls' | 'workflow' | 'import'>,
) {
  return resourceCalls(def).includes('create');
}

export const draftRecordParams = z.object({
  record: z
    .string()
    .refine(
      (v) => v === NEW_RECORD || (/^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID),
      `The record must be "${NEW_RECORD}" or a record’s id (a whole number from 1 to ${MAX_ID})`,
    )
    .meta({ description: `A record’s id, or "${NEW_RECORD}" for a record not created yet` }),
});

export const draftBodySchema = z.strictObject({
  values: z
    .record(z.string(), z.unknown(), { error: 'values must be an object of field names and values' })
    .describe('The fields typed and not saved, by name, as the editor holds them'),
  base_version: z
    .number({ error: 'base_version must be a whole number' })
    .int('base_version must be a whole number')
    .min(1, 'base_version must be at least 1')
    .max(MAX_ID)
    .nullable()
    .default(null)
    .describe('The version of the record the editor loaded (null for a new record)'),
});
export type DraftBody = z.input<typeof draftBodySchema>;

export const draftSchema = z.object({
  area: z.string(),
  record: z.union([z.number().int(), z.literal(NEW_RECORD)]),
  values: z.record(z.string(), z.unknown()),
  base_version: z.number().int().nullable(),
  saved_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftAnswerSchema = envelope(draftSchema.nullable());
export const draftSavedAnswerSchema = envelope(draftSchema.pick({ saved_at: true }));
export const draftDeletedAnswerSchema = envelope(z.object({ deleted: z.boolean() }));
export const browserKeyAnswerSchema = envelope(
  z.object({ key: z.string().describe('A 256-bit AES-GCM key, base64url: the same for this person every time') }),
);
