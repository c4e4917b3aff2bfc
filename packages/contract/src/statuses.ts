/**
 * The specification's six statuses and SCHEDULED: approved for a publication time still to come, not
 * live yet (docs/domain.md, "Scheduled is its own state"). APPROVED means live.
 */
export const CONTENT_STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'SCHEDULED', 'APPROVED', 'REVISION', 'REJECTED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
