import { z } from 'zod';
import { BULK_MAX_IDS, MAX_ID } from './resource.ts';

/** Request and answer shapes shared by every resource (the per-resource record is its schema). */

const id = z
  .number({ error: 'Each id must be a number' })
  .int('Each id must be a whole number')
  .positive('Each id must be positive')
  .max(MAX_ID, `Each id must be at most ${MAX_ID}`);

/** Bulk delete / restore and reorder: a selection of ids, each at most once. */
export const idSelectionSchema = z.strictObject({
  ids: z
    .array(id, { error: 'ids must be a list of record ids' })
    .min(1, 'Select at least one record')
    .max(BULK_MAX_IDS, `Select at most ${BULK_MAX_IDS} records at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'A record is selected twice'),
});
export type IdSelection = z.infer<typeof idSelectionSchema>;

/** The optimistic-lock field an update must carry: the `version` the editor read. */
export const versionField = z
  .number({ error: 'version is required: send the version of the record you edited' })
  .int('version must be a whole number')
  .positive('version must be positive')
  .max(MAX_ID, `version must be at most ${MAX_ID}`);

export const bulkResultSchema = z.object({ ids: z.array(z.number().int()), affected: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const uploadResultSchema = z.object({
  /** What the record's image field takes. */
  path: z.string(),
  /** Where the browser can show it (the media base + path). */
  url: z.string(),
  bytes: z.number().int(),
  mime: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * Live records in all and per value of each counted filter (status tabs, chips). From counters kept
 * by the database, so they ignore the list's search and other filters.
 */
export const countsSchema = z.object({
  total: z.number().int(),
  by: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type ResourceCounts = z.infer<typeof countsSchema>;

/** Where an imported CSV file is wrong: the row (the header is row 1) and the column, or '' for the whole row. */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * What an import file may be declared to be (`?encoding=`): UTF-8 by default (with or without a
 * byte-order mark), or the one-byte encoding older spreadsheets save CSV in, read as the WHATWG
 * encoding standard reads both labels (windows-1252, which ISO-8859-1 files are read as too).
 */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252', 'iso-8859-1'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

/** At most this many errors come back from one import; `errors_total` counts them all. */
export const IMPORT_MAX_ERRORS = 100_000;

/**
 * What a CSV import answers: the data rows read, how many passed every check, and the errors (the
 * first IMPORT_MAX_ERRORS). A real run that wrote adds how many records it inserted and updated.
 */
export const importReportSchema = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
  dry_run: z.boolean(),
  inserted: z.number().int().optional(),
  updated: z.number().int().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** One audit entry of a record, with its field-level changes. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  /** Staff by id; a named non-staff actor (the Scheduler) with id null; null when the record's author acted. */
  actor: z.object({ id: z.number().int().nullable(), fullname: z.string() }).nullable(),
  note: z.string().nullable(),
  request_id: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** List call parameters as the console sends them; filters are `<field>=<value>` beside these. */
export type ListParams = {
  page?: number;
  limit?: number;
  sortby?: string;
  sortdesc?: boolean;
  query?: string;
  trashed?: 0 | 1;
} & Record<string, string | number | boolean | undefined>;

/** A 409 answer: the error and the record as it is now, for the editor's side-by-side view. */
export type ConflictBody<R> = {
  error: { code: 'CONFLICT'; message: string; request_id?: string };
  current: R;
};
