import type { Generated } from 'kysely';

/** Row type of the jobs table (migration 20261123T010000-workflow-jobs). */
export interface JobTable {
  id: Generated<number>;
  /** What runs it: a handler registered under this name (e.g. `workflow.publish`). */
  kind: string;
  /** JSON the handler reads. */
  payload: string;
  /** What the job is about (`<resource>:<id>`), for the record's screen and for cancelling. */
  subject: string | null;
  /** queued → running → done; back to queued with a later run_at after a failure; dead after the last attempt. */
  status: string;
  run_at: string;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  last_error: string | null;
  locked_by: string | null;
  /** A running job whose lease ran out (its node died) is taken again by another node. */
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}
