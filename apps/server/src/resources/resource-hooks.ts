import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { PermissionSet } from '@rc/contract/permissions';
import type { AppContext } from '@/context.ts';
import type { Database } from '@/db/schema.ts';

/** A record as the API sends it (system fields + the definition's fields). */
export type ApiRecord = Record<string, unknown> & { id: number; version: number; deleted_at: string | null };

/** Editable values after validation, keyed by field name. */
export type RecordData = Record<string, unknown>;

export type Actor = { id: number; permissions: PermissionSet };

/** What every hook gets. `trx` is the transaction of the change: a throw undoes it and its audit entry. */
export type HookContext = {
  ctx: AppContext;
  trx: Kysely<Database>;
  actor: Actor;
  requestId: string;
  now: string;
};

/** The check of one imported row: the problems by field, or null when there are none. */
export type ImportRowCheck = (data: RecordData) => Record<string, string> | null;

/** `transition`: a workflow step (submit, approve, …, or the Scheduler's publication). */
export type WriteOperation = 'create' | 'update' | 'delete' | 'restore' | 'reorder' | 'transition';

/**
 * The extension points of a resource (the names listed in its contract definition's `hooks`).
 * Bound in `modules/<area>/<area>.resource-hooks.ts`; the engine calls them at fixed moments.
 */
export type ResourceHooks = {
  /** After validation, inside the transaction, before the write: may amend the data or throw a 4xx. */
  beforeChange?(
    args: HookContext & { operation: 'create' | 'update'; data: RecordData; previous: ApiRecord | null },
  ): Promise<RecordData | void>;
  /**
   * After the write and its audit entry, inside the same transaction. A workflow step (`transition`)
   * may have no staff actor: a contributor's submission or the Scheduler's publication.
   */
  afterChange?(
    args:
      | (HookContext & { operation: Exclude<WriteOperation, 'transition'>; record: ApiRecord; previous: ApiRecord | null })
      | (Omit<HookContext, 'actor'> & {
          operation: 'transition';
          actor: Actor | null;
          /** The audit action of the step (`approve`, `publish`, …). */
          step: string;
          record: ApiRecord;
          previous: ApiRecord | null;
        }),
  ): Promise<void>;
  /** Before a soft delete (single or bulk), inside the transaction: throw to refuse. */
  beforeDelete?(args: HookContext & { record: ApiRecord }): Promise<void>;
  /**
   * Before a CSV import checks its rows: returns the check of one row that passed the schema (field
   * → message, or null), with what it needs loaded once, so a million rows cost no query each
   * (the known tickers, say). Rows of an import never pass through beforeChange. A big file is
   * checked in the import's reader thread, which has only a read-only connection (`db`) of its own.
   */
  beforeImport?(args: { db: Kysely<Database> }): Promise<ImportRowCheck>;
  /** On the detail call only: add derived values (counts from other areas) to the answer. */
  afterRead?(args: { ctx: AppContext; record: ApiRecord; now: string }): Promise<ApiRecord>;
  /** What afterRead adds, field by field: the detail answer's description (required with afterRead). */
  afterReadFields?: Readonly<Record<string, z.ZodType>>;
};
