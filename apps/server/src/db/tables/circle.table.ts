import type { contributorResource } from '@rc/contract/resources/contributor.resource';
import type { subAccountResource } from '@rc/contract/resources/sub-account.resource';
import type { RecordColumns, ResourceRow } from './resource-row.ts';

/** Row types of migration 20261122T050000-circle. Booleans are 0/1 integers; timestamps ISO text. */

/** Derived from the contract definitions: every field is editable, so nothing is added. */
export type ContributorTable = ResourceRow<typeof contributorResource>;

export type SubAccountContributorTable = ResourceRow<typeof subAccountResource>;

export type CircleResearchTable = RecordColumns & {
  /** One of CONTENT_STATUSES. */
  status: string;
  writter_id: number;
  sub_account_id: number | null;
  auditor_id: number | null;
  article_category_id: number | null;
  published_at: string | null;
  /** Approved to go live at this time (the Scheduler's job publishes it). */
  scheduled_at: string | null;
  /** The staff member who last edited the content (maker–checker); null when only the contributor wrote it. */
  edited_by: number | null;
  content_type: string;
  /** Reading time in minutes. */
  du: number;
  request_count: number;
  article_title: string;
  article_slug: string;
  thumbnail: string | null;
  first_summary: string | null;
  second_summary: string | null;
  third_summary: string | null;
  short_description: string | null;
  response_note: string | null;
  first_content: string;
  second_content: string | null;
  /** JSON of the published content while a change request (REQUEST) is reviewed. */
  live_snapshot: string | null;
};

export interface CircleTables {
  contributors: ContributorTable;
  sub_account_contributors: SubAccountContributorTable;
  circle_research: CircleResearchTable;
}
