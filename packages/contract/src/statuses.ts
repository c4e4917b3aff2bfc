export const CONTENT_STATUSES = ['DRAFT', 'PENDING', 'REQUEST', 'APPROVED', 'REVISION', 'REJECTED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
