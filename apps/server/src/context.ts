import type { FastifyBaseLogger } from 'fastify';
import type { AuditSealer } from './audit/audit-sealer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Retention } from './db/retention.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStore } from './uploads/media-store.ts';

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
};

export const iso = (d: Date) => d.toISOString();
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
