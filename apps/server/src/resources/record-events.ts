import type { Kysely } from 'kysely';
import type { AppContext } from '@/context.ts';
import type { Database } from '@/db/schema.ts';
import type { ApiRecord, WriteOperation } from './resource-hooks.ts';
import type { ResourceModel } from './resource-model.ts';

/**
 * One committed-with-it change of a record, as the engine tells it to whoever listens (notifications,
 * webhooks): inside the change's transaction, after its audit entry and the area's own hook, so a
 * listener's rows (a notification, a delivery job) land with the change or not at all.
 */
export type RecordEvent = {
  trx: Kysely<Database>;
  now: string;
  model: ResourceModel;
  operation: WriteOperation;
  /**
   * How history names the change: the workflow step's audit action (`submit`, `approve`,
   * `approve-scheduled`, `publish`, `request-revision`, `reject`, `approve-change`, `reject-change`,
   * `reopen`, `request-change`) or the operation (`create`, `update`, `delete`, `restore`).
   */
  step: string;
  record: ApiRecord;
  previous: ApiRecord | null;
  /** The staff member who made it; null for an outside author or the Scheduler (`actorName`). */
  actorId: number | null;
  actorName: string | null;
  /** The reviewer's note of a review step. */
  note: string | null;
  /** Who edited the record's content last (maker–checker's `edited_by`), read only when asked. */
  lastEditor(): Promise<number | null>;
};

export type RecordEventListener = (event: RecordEvent) => Promise<void>;

/** The listeners of record changes: registered once at start, told in each change's transaction. */
export function createRecordEvents() {
  const listeners: RecordEventListener[] = [];
  return {
    listen(listener: RecordEventListener): void {
      listeners.push(listener);
    },
    /** True when somebody listens: a writer may skip building the event. */
    get heard(): boolean {
      return listeners.length > 0;
    },
    async emit(event: RecordEvent): Promise<void> {
      for (const listen of listeners) await listen(event);
    },
  };
}

export type RecordEvents = ReturnType<typeof createRecordEvents>;

const registries = new WeakMap<AppContext, RecordEvents>();

/** The app's record events: the engine tells them, notifications and webhooks listen (registered at start). */
export function recordEventsOf(ctx: AppContext): RecordEvents {
  let events = registries.get(ctx);
  if (!events) registries.set(ctx, (events = createRecordEvents()));
  return events;
}
