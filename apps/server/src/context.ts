import type { FastifyBaseLogger } from 'fastify';
import type { AuditSealer } from './audit/audit-sealer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Retention } from './db/retention.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStore } from './uploads/media-store.ts';
import type { Kysely } from 'kysely';
import type { NotificationKind } from '@rc/contract/notification';
import type { Database } from './db/schema.ts';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** What services need from the outside world; built once in buildApp. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The durable background jobs (scheduled publishing, sending): enqueue inside a change's transaction. */
  jobs: JobRunner;
  /** Uploaded files (a directory, or an S3-compatible bucket): every write, check and removal goes here. */
  media: MediaStore;
  /** Gives committed audit entries their places in the chain, one node at a time (decision 044). */
  auditSealer: AuditSealer;
  /** What the hourly upkeep prunes: an area with rows that grow old registers them here. */
  retention: Retention;
  /** Tells staff of events (issue 46): one notification per event and recipient, in the event's transaction. */
  notifier: Notifier;
};

/** What one event tells its recipients; `event_key` names the event once, whoever retries it. */
export type NotificationInput = {
  kind: NotificationKind;
  area: string;
  record_id: number | null;
  title: string;
  body?: string | null;
  path: string;
  actor_id?: number | null;
  actor_name?: string | null;
  event_key: string;
};

/** Tells staff of an event, inside its transaction (notifications/notifier.ts). */
export type Notifier = {
  /** Answers how many notifications were written (0 when everyone had been told already). */
  notify(
    trx: Kysely<Database>,
    recipients: Iterable<number | null | undefined>,
    input: NotificationInput,
    now: string,
    options?: { includeActor?: boolean },
  ): Promise<number>;
};

export const iso = (d: Date) => d.toISOString();
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
